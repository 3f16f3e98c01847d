/**
 * The one wizard that renders every service form (STYLE.md "Forms"; DOMAIN.md §5 "Every form"): a
 * task list with each step's status, one step per page, check your answers with Change links, the
 * declaration and the submit. The workflow and the draft save loop are the wizard machine
 * (src/machines/wizard/wizard.machine.ts); the device copy is IndexedDB (drafts-store.ts).
 *
 * Nothing typed is lost (issue 16, docs/decisions/007-draft-versions.md): every save the API accepts
 * is announced to the browser's other tabs and theirs are merged here at once (draft-sync.ts);
 * fields changed in two places are put to the person (draft-conflicts.tsx); when the page is left,
 * the draft is written synchronously to the device (`rescueDraft` on `pagehide`) and a save starts
 * when the tab is hidden; sign-out can send this wizard's answers first (`registerOpenWizard`).
 */
import { msg } from '@lingui/core/macro';
import { wordsTable } from '#src/domain/words';
import { type MouseEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Box, Center, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useInRouterContext } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { say } from '../shared/words';
import { fromPromise, waitFor } from 'xstate';
import type { Application } from '#src/domain/schemas/applications';
import type { NiraPerson } from '#src/domain/schemas/identity';
import type { DocumentRef } from '#src/domain/schemas/uploads';
import { localDraftOf, type LocalDraft, type WizardMode, wizardMachine } from '#src/machines/wizard/wizard.machine';
import {
  selectAllCompleted,
  selectCompletedCount,
  selectConflicts,
  selectCurrentStep,
  selectHasStarted,
  selectHasUnsent,
  selectMergedPaths,
  selectSaveStatus,
  selectDeletedMessage,
  selectStepStatus,
  selectSubmittedApplication,
  selectView,
  type StepStatus,
} from '#src/machines/wizard/wizard.selectors';
import { STATUS_TAG_COLOURS } from '../components/status-tag/status-tag-colours';
import { LoadError } from '../components/load-error/load-error';
import { usePageTitle } from '../components/page-title/use-page-title';
import type { CheckAnswers as CheckAnswersComponent } from './check-answers';
import type { DraftNotices as DraftNoticesComponent } from './draft-conflicts';
import { openDraftChannel, registerOpenWizard } from './draft-sync';
import { draftStoreActors, rescueDraft, writeDraft } from './drafts-store';
import { fieldsOf, findField, type FormDefinition, type FormValues, mergeDefaults, stepInfos } from './form-definition';
import { SaveStatusLine } from './save-status-line';
import { StepHistory } from './step-history';
import type { StepPage as StepPageComponent } from './step-page';
import { type Corrections, onInPageLink, stepHref, useWizard, WizardContext, type WizardShared } from './wizard-context';
import { setFormToday } from './form-today';
import { deviceToday } from '#src/domain/dates';
import { loadPhoneInputControl } from '../components/form/phone-input-loader';

/** Words of the task list page. */
export const TASK_LIST_TEXT = wordsTable({
  checkAndSubmit: msg`Check your answers and submit`,
  cannotStartYet: msg`Cannot start yet`,
  correctionsTitle: msg`The registrar asked you to correct your application`,
  loading: msg`Loading your answers…`,
  sending: msg`Sending…`,
  loadingPage: msg`Loading…`,
});

/** The actors of the wizard machine a caller may replace (tests). */
export type WizardActorOverrides = NonNullable<Parameters<typeof wizardMachine.provide>[0]['actors']>;

/** Props of {@link Wizard}. */
export interface WizardProps {
  definition: FormDefinition;
  /** The signed-in person (drafts are kept per person). */
  userId: string;
  /** The application's id: a new client UUID, or the draft / returned application being edited. */
  applicationId: string;
  /** 'new' submits, 'correct' resubmits (no payment asked again). */
  mode: WizardMode;
  /** Every field with its value to start with (the definition's defaults merged with the API's answers). */
  initialValues: FormValues;
  /** True when the API already has this application. */
  created: boolean;
  /** Steps to show as completed / visited at first (when there is no device copy). */
  completed?: readonly string[];
  visited?: readonly string[];
  /** The registrar's request, when correcting. */
  corrections?: Corrections | null;
  /** District names for district fields. */
  districts: readonly string[];
  /** The browser is online; when it comes back, a failed save is retried at once. */
  online: boolean;
  /**
   * The day the answers are judged by, yyyy-mm-dd: the API's today (GET /time; issue 30); default the device's
   * day (tests, offline).
   */
  today?: string;
  /** A step to open first (`?step=`), else the one shown last, else the task list. */
  startStep?: string | null;
  /**
   * The API's copy of this application, read after the form opened from the device's copy (the apply page opens a
   * draft kept on this device at once, issue 33): merged as another tab's save is (`wizard.remote`), so what another
   * device changed comes in and what both changed is put to the person. Ignored unless newer than the version held.
   */
  serverCopy?: { version: number; data: FormValues } | null;
  /** Called once the draft exists (on the device at least): the page puts its id in the URL. */
  onStarted?: (applicationId: string) => void;
  /** Called with the API's answer once submitted. */
  onSubmitted: (application: Application) => void;
  /** "Save and come back later": called after the save (or its first try) with whether it reached the API. */
  onExit: (result: { saved: boolean }) => void;
  /**
   * The registry deleted this draft because nobody changed it for 90 days (410 DRAFT_DELETED; issue 31 §5): called
   * with the API's words once the device copy is removed; the page says so instead of the form.
   */
  onDeleted?: (message: string) => void;
  /** Replace machine actors (tests); IndexedDB and the API are the defaults. */
  actors?: WizardActorOverrides;
  /** Replace the fetch of the step pages' code (tests); {@link loadWizardPages} is the default. */
  loadPages?: () => Promise<WizardPages>;
  /** Replace POST /nira/verify (tests). */
  verifyNin?: (nin: string) => Promise<NiraPerson>;
  /** Replace POST /uploads (tests). */
  upload?: (file: File) => Promise<DocumentRef>;
}

/** Today in local time as yyyy-mm-dd: the device's day, only when the API's is not known (offline). */
export const localToday = deviceToday;

/** Longest wait of "Save and come back later" for the save, in milliseconds. */
export const EXIT_SAVE_TIMEOUT_MS = 8000;

/**
 * A step's page, the check-answers page and the notices about answers changed in another tab or on another device
 * (draft-conflicts.tsx), once their code has arrived ({@link loadWizardPages}).
 */
export interface WizardPages {
  StepPage: typeof StepPageComponent;
  CheckAnswers: typeof CheckAnswersComponent;
  DraftNotices: typeof DraftNoticesComponent;
}

let loadedPages: WizardPages | null = null;
let loadingPages: Promise<WizardPages> | null = null;

/**
 * Fetch the code of a step's page and of the check-answers page (their fields, react-hook-form's resolver, Mantine's
 * combobox and dialogs: about 45 kB gzip). The task list of a new application needs none of it, and on 2G that code
 * was most of the wait between "Start now" and the task list, so the wizard asks for it once the task list is shown,
 * while the person reads it (issue 33 item 2; docs/decisions/046-first-bytes.md).
 * @returns the pages; a failed fetch rejects, and the next call tries again.
 */
export function loadWizardPages(): Promise<WizardPages> {
  loadingPages ??= Promise.all([import('./step-page'), import('./check-answers'), import('./draft-conflicts')]).then(
    ([{ StepPage }, { CheckAnswers }, { DraftNotices }]) => (loadedPages = { StepPage, CheckAnswers, DraftNotices }),
    (error: unknown) => {
      loadingPages = null;
      throw error;
    },
  );
  return loadingPages;
}

/**
 * A form with phone fields fetches the phone input's code (components/form/phone-input-control.tsx: the input and its
 * styles, about 22 kB gzip) beside the step pages', when the task list shows or a draft is found to resume, instead of
 * once a step with a phone field has rendered, which then showed a loader while it arrived (issue 33: on 2G that
 * fetch began about 0.6 s after the step's own code). The phone field imports the same module, so it is fetched once.
 * A failed fetch is forgotten: the field asks again when it renders.
 * @param definition - the form.
 */
export function loadPhoneInput(definition: FormDefinition): void {
  if (definition.steps.some((step) => fieldsOf(step).some((field) => field.kind === 'phone'))) {
    loadPhoneInputControl().catch(() => undefined);
  }
}

/**
 * What the wizard, and the apply page around it, show while they wait (the form's definition, its answers, a send, a
 * page's code): a spinner and the words, said politely.
 * @param props.text - what is awaited, e.g. "Loading your application…".
 */
export function WizardWaiting({ text }: { text: string }) {
  return (
    <Center mih="30vh">
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Text>{text}</Text>
      </Stack>
    </Center>
  );
}

/** What a step says when its code could not be fetched; focused, since the link that opened it is gone. */
function PagesUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <LoadError
      ref={ref}
      title={t`This page could not be loaded`}
      message={t`Check your connection and try again. Your answers are kept.`}
      onRetry={onRetry}
    />
  );
}

/**
 * Where the notices about another tab or device appear (draft-conflicts.tsx): nothing while there is nothing to say;
 * once there is, the notices, whose code comes with the wizard's pages ({@link loadWizardPages}), or, if that code
 * could not be fetched, the failure and its retry, unless the page already shows them.
 * @param props.pages - {@link useWizardPages}'s answer.
 * @param props.pageShowsFailure - whether the page itself is the failure (a step's page could not be fetched).
 */
function DraftNoticesSlot({ pages, pageShowsFailure }: { pages: ReturnType<typeof useWizardPages>; pageShowsFailure: boolean }) {
  const { actor } = useWizard();
  const anything = useSelector(actor, (s) => selectConflicts(s).length > 0 || selectMergedPaths(s).length > 0);
  if (!anything) return null;
  if (pages.pages) return <pages.pages.DraftNotices />;
  return pages.failed && !pageShowsFailure ? <PagesUnavailable onRetry={pages.retry} /> : null;
}

/**
 * The wizard's pages, loading them on first use: null until they have arrived, and `failed` when they could not be
 * fetched (offline), with `retry`.
 * @param load - how to fetch them ({@link loadWizardPages}, or a test's).
 */
function useWizardPages(load: () => Promise<WizardPages>): { pages: WizardPages | null; failed: boolean; retry: () => void } {
  const [pages, setPages] = useState<WizardPages | null>(load === loadWizardPages ? loadedPages : null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (pages) return;
    let cancelled = false;
    load().then(
      (loaded) => {
        if (!cancelled) setPages(loaded);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [pages, attempt, load]);
  return {
    pages,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}

/**
 * The wizard. Renders any {@link FormDefinition}; see the module comment. Keyboard: every control is a
 * native link, button or input; moving between pages puts focus on the new page's h1 (or on the field
 * a Change link is about).
 */
export function Wizard(props: WizardProps) {
  const {
    definition,
    userId,
    applicationId,
    mode,
    initialValues,
    created,
    completed,
    visited,
    corrections = null,
    districts,
    online,
  } = props;
  const today = props.today ?? localToday();
  // The definition's plain functions of the answers (hints, showWhen) judge by the same day (issue 30).
  setFormToday(today);
  // The whole-form check reads the day as it is now: the API's answer may come after the form opened.
  const todayRef = useRef(today);
  useLayoutEffect(() => {
    todayRef.current = today;
  }, [today]);
  // Once stopped (the person chose to delete unsent answers at sign-out), nothing more is written.
  const [stopped] = useState(() => ({ current: false }));
  const [machine] = useState(() =>
    wizardMachine.provide({
      actors: {
        ...draftStoreActors,
        writeLocal: fromPromise<void, LocalDraft>(async ({ input }) => {
          if (!stopped.current) await writeDraft(input);
        }),
        ...props.actors,
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: {
      userId,
      applicationId,
      serviceType: definition.serviceType,
      mode,
      steps: stepInfos(definition),
      initialData: initialValues,
      created,
      completed,
      visited,
      validate: (values) => definition.validate?.(values, todayRef.current) ?? {},
      startStep: props.startStep ?? null,
      normalise: (values) => mergeDefaults(definition.initialValues(), values) as FormValues,
    },
  });
  const view = useSelector(actor, selectView);
  const currentStep = useSelector(actor, selectCurrentStep);
  const pages = useWizardPages(props.loadPages ?? loadWizardPages);
  useEffect(() => loadPhoneInput(definition), [definition]);
  const inRouter = useInRouterContext();
  const started = useSelector(actor, selectHasStarted);
  const submitted = useSelector(actor, selectSubmittedApplication);
  const deletedMessage = useSelector(actor, selectDeletedMessage);
  const [exiting, setExiting] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const navigatedRef = useRef(false);
  const wasOnline = useRef(online);

  const { onStarted, onSubmitted, onExit, onDeleted } = props;
  useEffect(() => {
    if (deletedMessage !== null) onDeleted?.(deletedMessage);
  }, [deletedMessage, onDeleted]);
  useEffect(() => {
    if (started) onStarted?.(applicationId);
  }, [started, applicationId, onStarted]);
  useEffect(() => {
    if (submitted) onSubmitted(submitted);
  }, [submitted, onSubmitted]);
  useEffect(() => {
    if (online && !wasOnline.current) actor.send({ type: 'wizard.online' });
    wasOnline.current = online;
  }, [online, actor]);
  useEffect(() => {
    if (view !== 'loading') navigatedRef.current = true;
  }, [view, currentStep]);

  // The API's copy, read after the form opened from the device's: merged once the device copy is read.
  const { serverCopy } = props;
  const ready = view !== 'loading';
  useEffect(() => {
    if (serverCopy && ready) actor.send({ type: 'wizard.remote', version: serverCopy.version, data: serverCopy.data });
  }, [serverCopy, ready, actor]);

  // The other tabs of this browser: their saves are merged here at once; this tab's are announced.
  useEffect(() => {
    const channel = openDraftChannel((message) => {
      if (message.userId === userId && message.applicationId === applicationId) {
        actor.send({ type: 'wizard.remote', version: message.version, data: message.data });
      }
    });
    const subscription = actor.on('draftSaved', (event) => channel.post({ ...event, userId }));
    return () => {
      subscription.unsubscribe();
      channel.close();
    };
  }, [actor, userId, applicationId]);

  // Leaving the page: IndexedDB cannot be waited for, so unsent answers are also written
  // synchronously; a hidden tab saves at once.
  useEffect(() => {
    const rescue = () => {
      const snapshot = actor.getSnapshot();
      if (
        stopped.current ||
        snapshot.status !== 'active' ||
        snapshot.hasTag('loading') ||
        snapshot.hasTag('submitted') ||
        snapshot.hasTag('deleted')
      ) {
        return;
      }
      if (selectHasUnsent(snapshot)) rescueDraft(localDraftOf(snapshot.context));
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        rescue();
        actor.send({ type: 'wizard.flush' });
      }
    };
    window.addEventListener('pagehide', rescue);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', rescue);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [actor, stopped]);

  // Sign-out sends this wizard's answers first, or stops it when the person deletes them.
  useEffect(
    () =>
      registerOpenWizard({
        userId,
        applicationId,
        sendNow: async () => {
          if (actor.getSnapshot().status !== 'active') return true;
          actor.send({ type: 'wizard.flush' });
          await waitFor(actor, (s) => selectSaveStatus(s).kind !== 'saving', { timeout: EXIT_SAVE_TIMEOUT_MS }).catch(() => undefined);
          return !selectHasUnsent(actor.getSnapshot());
        },
        stop: () => {
          stopped.current = true;
          actor.stop();
        },
      }),
    [actor, userId, applicationId, stopped],
  );

  const shared = useMemo<WizardShared>(
    () => ({
      definition,
      actor,
      today,
      districts,
      corrections,
      exiting,
      focusTarget,
      setFocusTarget,
      navigatedRef,
      verifyNin: props.verifyNin,
      upload: props.upload,
      saveAndExit: () => {
        setExiting(true);
        actor.send({ type: 'wizard.flush' });
        void waitFor(actor, (s) => selectSaveStatus(s).kind !== 'saving', { timeout: EXIT_SAVE_TIMEOUT_MS })
          .catch(() => undefined)
          .then(() => {
            const kind = selectSaveStatus(actor.getSnapshot()).kind;
            setExiting(false);
            onExit({ saved: kind === 'saved' || kind === 'idle' });
          });
      },
    }),
    [definition, actor, today, districts, corrections, exiting, focusTarget, props.verifyNin, props.upload, onExit],
  );

  // A step or check-answers page whose code could not be fetched: the page itself says so.
  const pageUnavailable = (view === 'step' || view === 'checkAnswers' || view === 'submitting') && !pages.pages && pages.failed;
  let page;
  if (view === 'loading' || view === 'submitted') {
    page = <WizardWaiting text={view === 'loading' ? TASK_LIST_TEXT.loading : TASK_LIST_TEXT.sending} />;
  } else if (pageUnavailable) {
    page = <PagesUnavailable onRetry={pages.retry} />;
  } else if ((view === 'step' || view === 'checkAnswers' || view === 'submitting') && !pages.pages) {
    page = <WizardWaiting text={TASK_LIST_TEXT.loadingPage} />;
  } else if (view === 'step' && pages.pages) {
    const step = definition.steps.find((s) => s.id === currentStep);
    const { StepPage } = pages.pages;
    page = step ? <StepPage key={step.id} step={step} /> : null;
  } else if ((view === 'checkAnswers' || view === 'submitting') && pages.pages) {
    const { CheckAnswers } = pages.pages;
    page = <CheckAnswers />;
  } else {
    page = <TaskList />;
  }
  return (
    <WizardContext.Provider value={shared}>
      {inRouter ? <StepHistory actor={actor} /> : null}
      {view === 'loading' || view === 'submitted' ? null : <DraftNoticesSlot pages={pages} pageShowsFailure={pageUnavailable} />}
      {page}
    </WizardContext.Provider>
  );
}

/** Colours of the task statuses (GOV.UK task list: Completed is plain text; the others are tags). */
/** The words of each step's status on the task list, in the reader's language (the machine's STEP_STATUS_TEXT is English). */
const STEP_STATUS_WORDS: Readonly<Record<StepStatus, string>> = wordsTable({
  notStarted: msg`Not started`,
  inProgress: msg`In progress`,
  completed: msg`Completed`,
});

const TASK_STATUS_STYLE: Readonly<Record<StepStatus | 'cannotStart', { color: string; background: string }>> = {
  completed: { color: 'inherit', background: 'transparent' },
  inProgress: { color: STATUS_TAG_COLOURS.submitted.text, background: STATUS_TAG_COLOURS.submitted.background },
  notStarted: { color: STATUS_TAG_COLOURS.submitted.text, background: STATUS_TAG_COLOURS.submitted.background },
  cannotStart: { color: STATUS_TAG_COLOURS.draft.text, background: STATUS_TAG_COLOURS.draft.background },
};

function TaskStatus({ id, status, text }: { id: string; status: StepStatus | 'cannotStart'; text: string }) {
  const style = TASK_STATUS_STYLE[status];
  return (
    <Text
      component="strong"
      id={id}
      fw={status === 'completed' ? 400 : 700}
      px={status === 'completed' ? 0 : 8}
      py={2}
      style={{ color: style.color, background: style.background, whiteSpace: 'nowrap' }}
      data-task-status={status}
    >
      {text}
    </Text>
  );
}

/**
 * The task list (GOV.UK task list pattern): "You have completed N of M sections", each step as a link
 * with its status (Not started, In progress, Completed; the status is the link's description), then
 * "Check your answers and submit" once every step is completed.
 */
function TaskList() {
  const { definition, actor, corrections, navigatedRef } = useWizard();
  const completedCount = useSelector(actor, selectCompletedCount);
  const allCompleted = useSelector(actor, selectAllCompleted);
  const statuses = useSelector(actor, (s) => definition.steps.map((step) => selectStepStatus(s, step.id)).join(',')).split(
    ',',
  ) as StepStatus[];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { i18n, t } = useLingui();
  const title = say(i18n, definition.title);
  usePageTitle(title);

  useEffect(() => {
    if (navigatedRef.current) {
      window.scrollTo?.({ top: 0 });
      headingRef.current?.focus();
    }
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const correctionItems = (corrections?.fields ?? []).map((path) => {
    const { step, field } = findField(definition, path);
    const label = field ? (typeof field.label === 'function' ? path : say(i18n, field.label)) : step ? say(i18n, step.title) : path;
    return { path, step, label };
  });
  const stepCount = definition.steps.length;

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
        {definition.intro ? (
          <Text size="lg" mt="xs">
            {say(i18n, definition.intro)}
          </Text>
        ) : null}
      </div>

      {corrections ? (
        <Alert color="orange" variant="light" title={TASK_LIST_TEXT.correctionsTitle}>
          {corrections.reason ? <Text mb="xs">{corrections.reason}</Text> : null}
          {correctionItems.length > 0 ? (
            <>
              <Text fw={700}>
                <Trans>Answers to correct:</Trans>
              </Text>
              <List>
                {correctionItems.map((item) => (
                  <List.Item key={item.path}>
                    {item.step ? (
                      <Anchor
                        href={stepHref(item.step.id)}
                        onClick={(event: MouseEvent<HTMLAnchorElement>) =>
                          onInPageLink(event, () => actor.send({ type: 'wizard.goToStep', stepId: item.step?.id ?? '' }))
                        }
                        underline="always"
                        c="blue.9"
                      >
                        {item.label} ({say(i18n, item.step.title)})
                      </Anchor>
                    ) : (
                      item.label
                    )}
                  </List.Item>
                ))}
              </List>
            </>
          ) : null}
        </Alert>
      ) : null}

      <Text fw={600}>
        <Trans>
          <Trans>
            You have completed {completedCount} of {stepCount} sections.
          </Trans>
        </Trans>
      </Text>
      <SaveStatusLine actor={actor} />

      <Box
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none', borderTop: '1px solid var(--mantine-color-gray-4)' }}
        aria-label={t`Sections`}
      >
        {definition.steps.map((step, index) => {
          const status = statuses[index] ?? 'notStarted';
          const statusId = `task-${step.id}-status`;
          return (
            <Box
              component="li"
              key={step.id}
              py="sm"
              style={{ display: 'flex', justifyContent: 'space-between', gap: 16, borderBottom: '1px solid var(--mantine-color-gray-4)' }}
            >
              <Anchor
                href={stepHref(step.id)}
                onClick={(event: MouseEvent<HTMLAnchorElement>) =>
                  onInPageLink(event, () => actor.send({ type: 'wizard.goToStep', stepId: step.id }))
                }
                aria-describedby={statusId}
                fw={600}
                underline="always"
              >
                {say(i18n, step.title)}
              </Anchor>
              <TaskStatus id={statusId} status={status} text={STEP_STATUS_WORDS[status]} />
            </Box>
          );
        })}
        <Box
          component="li"
          py="sm"
          style={{ display: 'flex', justifyContent: 'space-between', gap: 16, borderBottom: '1px solid var(--mantine-color-gray-4)' }}
        >
          {allCompleted ? (
            <Anchor
              href={stepHref('check-answers')}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => onInPageLink(event, () => actor.send({ type: 'wizard.checkAnswers' }))}
              fw={600}
              underline="always"
            >
              {TASK_LIST_TEXT.checkAndSubmit}
            </Anchor>
          ) : (
            <>
              <Text fw={600}>{TASK_LIST_TEXT.checkAndSubmit}</Text>
              <TaskStatus id="task-check-status" status="cannotStart" text={TASK_LIST_TEXT.cannotStartYet} />
            </>
          )}
        </Box>
      </Box>
    </Stack>
  );
}
