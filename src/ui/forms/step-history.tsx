/**
 * One browser history entry per wizard page (GOV.UK forms: the browser's Back goes to the previous
 * page of the form, not out of it). The page shown is kept in the address as `?step=<stepId>`,
 * `?step=tasks` (the task list) or `?step=check-answers`; the first page replaces the entry it opened
 * on, every later page adds one, and Back or Forward opens the page the address names.
 * Rendered by the wizard inside a router only.
 */
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { withSearchParam } from '../app/search-params';
import type { WizardActorRef } from '../../machines/wizard/wizard.machine';
import { selectCurrentStep, selectView, type WizardView } from '../../machines/wizard/wizard.selectors';

/** The `step` value of the task list. */
export const TASK_LIST_STEP = 'tasks';
/** The `step` value of check your answers. */
export const CHECK_ANSWERS_STEP = 'check-answers';

/**
 * The `step` value of the page shown, or null while there is none to record (loading, submitted).
 * @param view - the wizard's view.
 * @param currentStep - the step shown, when the view is 'step'.
 */
export function stepParamOf(view: WizardView, currentStep: string | null): string | null {
  if (view === 'step') return currentStep;
  if (view === 'taskList') return TASK_LIST_STEP;
  if (view === 'checkAnswers' || view === 'submitting') return CHECK_ANSWERS_STEP;
  return null;
}

function open(actor: WizardActorRef, step: string): void {
  if (step === TASK_LIST_STEP) actor.send({ type: 'wizard.showTaskList' });
  else if (step === CHECK_ANSWERS_STEP) actor.send({ type: 'wizard.checkAnswers' });
  else actor.send({ type: 'wizard.goToStep', stepId: step });
}

/** Open the page the address names; when the wizard cannot open it, put the page it shows in the address. */
function follow(actor: WizardActorRef, step: string, setParams: ReturnType<typeof useSearchParams>[1]): void {
  open(actor, step);
  const snapshot = actor.getSnapshot();
  const now = stepParamOf(selectView(snapshot), selectCurrentStep(snapshot));
  if (now && now !== step) {
    setParams(withSearchParam('step', now), { replace: true });
  }
}

/** Props of {@link StepHistory}. */
export interface StepHistoryProps {
  actor: WizardActorRef;
}

/** Keeps the address and the wizard's page in step (see the module comment). Renders nothing. */
export function StepHistory({ actor }: StepHistoryProps) {
  const view = useSelector(actor, selectView);
  const currentStep = useSelector(actor, selectCurrentStep);
  const page = stepParamOf(view, currentStep);
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('step');
  const addressRef = useRef(inAddress);
  const pageRef = useRef(page);
  const primed = useRef(false);
  // The router's setter changes with every address; the effects below must run on their own
  // triggers only (a stale page must never be pushed back after Back).
  const setParamsRef = useRef(setParams);
  useEffect(() => {
    setParamsRef.current = setParams;
  });

  // Back or Forward: open the page the address names (when the wizard cannot, correct the address).
  useEffect(() => {
    const before = addressRef.current;
    addressRef.current = inAddress;
    if (!primed.current || !inAddress || inAddress === before || inAddress === pageRef.current) return;
    follow(actor, inAddress, setParamsRef.current);
  }, [inAddress, actor]);
  // The router renders its locations in transitions: a Back pressed before the new page's address was
  // rendered brings the address back to the one last rendered, and the effect above sees no change. The
  // browser's own event says it: the address names another page than the one shown.
  useEffect(() => {
    const onPopState = () => {
      const step = new URLSearchParams(window.location.search).get('step');
      if (!primed.current || !step || step === pageRef.current) return;
      addressRef.current = step;
      follow(actor, step, setParamsRef.current);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [actor]);

  // A new page of the form: a new history entry (the first one replaces the entry it opened on).
  useEffect(() => {
    pageRef.current = page;
    if (!page) return;
    const replace = !primed.current;
    primed.current = true;
    if (page === addressRef.current) return;
    setParamsRef.current(withSearchParam('step', page), { replace });
  }, [page]);

  return null;
}
