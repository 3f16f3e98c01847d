/**
 * One browser history entry per wizard page (GOV.UK forms: the browser's Back goes to the previous
 * page of the form, not out of it). The page shown is kept in the address as `?step=<stepId>`,
 * `?step=tasks` (the task list) or `?step=check-answers`; the first page replaces the entry it opened
 * on, every later page adds one, and Back or Forward opens the page the address names.
 *
 * Both sides are read as they are now, never as last rendered: the address as the router holds it
 * (`useLiveAddress`: the router renders addresses late, in transitions) and the page from the wizard's
 * actor. Watching the rendered address lost a Back pressed before the page's own address was rendered,
 * and brought back a page the person had already left when its address was rendered late (issue 30).
 * Rendered by the wizard inside a router only.
 */
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { type LiveAddress, useLiveAddress, withSearchParam } from '../shared/search-params';
import type { WizardActorRef } from '#src/machines/wizard/wizard.machine';
import { selectCurrentStep, selectView, type WizardView } from '#src/machines/wizard/wizard.selectors';

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

/** The `step` value of the page the wizard is on now (its actor's state, not the last render). */
function pageNow(actor: WizardActorRef): string | null {
  const snapshot = actor.getSnapshot();
  return stepParamOf(selectView(snapshot), selectCurrentStep(snapshot));
}

function open(actor: WizardActorRef, step: string): void {
  if (step === TASK_LIST_STEP) actor.send({ type: 'wizard.showTaskList' });
  else if (step === CHECK_ANSWERS_STEP) actor.send({ type: 'wizard.checkAnswers' });
  else actor.send({ type: 'wizard.goToStep', stepId: step });
}

/** Open the page the address names; when the wizard cannot open it, put the page it shows in the address. */
function follow(actor: WizardActorRef, step: string, address: LiveAddress): void {
  open(actor, step);
  const now = pageNow(actor);
  if (now && now !== step) address.setParams(withSearchParam('step', now), { replace: true });
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
  const address = useLiveAddress();
  // Whether the form has put a page in the address yet: before that, the address is the one the form was opened
  // with, and Back or Forward leads out of the form.
  const primed = useRef(false);

  // Back or Forward: open the page the address names (when the wizard cannot, correct the address).
  useEffect(
    () =>
      address.onTraversal((params) => {
        const step = params.get('step');
        if (!primed.current || !step || step === pageNow(actor)) return;
        follow(actor, step, address);
      }),
    [address, actor],
  );

  // A new page of the form: a new history entry (the first one replaces the entry it opened on), unless the
  // address names it already (the page was opened by Back or Forward, or the address opened the form on it).
  useEffect(() => {
    if (!page) return;
    const replace = !primed.current;
    primed.current = true;
    if (address.params().get('step') === page) return;
    address.setParams(withSearchParam('step', page), { replace });
  }, [page, address]);

  return null;
}
