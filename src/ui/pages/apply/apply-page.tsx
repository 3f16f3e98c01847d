/**
 * The one apply page of every service form (SPEC.md §2 forms under /user/services/ and
 * /institution/services/; DOMAIN.md §5 "Every form"): the wizard over the form definition the route
 * names (src/ui/services), then the payment stage on the same page.
 *
 * Query parameters:
 * - `application=<id>`: open that application: a Draft resumes; Corrections_Requested opens for
 *   editing with the registrar's reason (resubmitting never asks to pay again); Payment_Confirmation
 *   shows the payment stage; any later status says it was submitted.
 * - `step=<stepId>`: open that step first (the wizard's links carry it).
 * A draft the registry deleted because nobody changed it (410 DRAFT_DELETED; issue 31 §5) is said so plainly, and its
 * device copy is removed so it never comes back.
 * Without `application`, the person's open draft of this service is resumed (this device's, else the
 * newest Draft the API holds), so a second application is never started by accident; otherwise a new
 * one begins with a client-made UUID, put in the URL as soon as the first answer is kept.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveAddress, withSearchParam } from '#src/ui/shared/search-params';
import { toApiError } from '#src/ui/shared/api-error';
import type { Application } from '#src/domain/schemas/applications';
import { STATUS_TEXT } from '#src/domain/statuses';
import { newApplicationId } from '#src/machines/wizard/wizard.machine';
import { loadPhoneChecker } from '#src/domain/phone-checker';
import { useCurrentRoute } from '#src/ui/routing/current-route';
import { readApplication, readMyApplications, START_LIST_FRESH_MS } from '#src/ui/queries/applications';
import { apiToday, knownApiToday, useApiToday } from '#src/ui/queries/time';
import type { LocalDraft } from '#src/machines/wizard/draft-ports';
import type { ServiceType } from '#src/domain/services/service-types';
import { useDistricts, useIsOnline, useProfile } from '#src/ui/shared/session-context';
import { notify } from '#src/ui/components/notifications/notify';
import { findCurrentDraft, readDraft, removeDraft } from '#src/ui/forms/drafts-store';
import { DraftDeleted } from '#src/ui/components/draft-deleted/draft-deleted';
import {
  answeredSteps,
  type FormDefinition,
  type FormValues,
  mergeDefaults,
  passingSteps,
  type PreparedForm,
} from '#src/ui/forms/form-definition';
import { loadPhoneInput, loadWizardPages, Wizard, WizardWaiting } from '#src/ui/forms/wizard';
import { loadPhoneInputControl } from '#src/ui/components/form/phone-input-loader';
import type { Corrections } from '#src/ui/forms/wizard-context';

import { formPath, type ServiceForm } from '#src/ui/services/service-view';
import { paths } from '#src/ui/shared/paths';
import { say } from '#src/ui/shared/words';

/** What the page opens with. */
type Start =
  | {
      kind: 'wizard';
      applicationId: string;
      created: boolean;
      initialValues: FormValues;
      mode: 'new' | 'correct';
      corrections: Corrections | null;
      completed?: string[];
      visited?: string[];
      /** The day the answers are judged by: the API's today (issue 30). */
      today: string;
      /**
       * The API's copy, being read: set when the form opens from the device's copy before it ({@link openFromDevice});
       * the page merges it, or shows where the application stands, when it comes.
       */
      check?: Promise<Application>;
    }
  | { kind: 'resume'; applicationId: string }
  | { kind: 'payment'; application: Application }
  | { kind: 'submitted'; application: Application }
  | { kind: 'notFound' }
  /** The registry deleted the draft because nobody changed it (410 DRAFT_DELETED; issue 31 §5): the API's words. */
  | { kind: 'deleted'; message: string }
  | { kind: 'error'; message: string };

/** Whether saved answers belong to this form (a service may have several forms). */
function belongs(form: ServiceForm, serviceType: string, data: FormValues): boolean {
  return serviceType === form.serviceType && (form.matches?.(data) ?? true);
}

function fromApplication(form: ServiceForm, definition: FormDefinition, application: Application, today: string): Start {
  if (!belongs(form, application.serviceType, application.data)) return { kind: 'notFound' };
  if (application.status === 'Payment_Confirmation') return { kind: 'payment', application };
  if (application.status !== 'Draft' && application.status !== 'Corrections_Requested') return { kind: 'submitted', application };
  const values = mergeDefaults(definition.initialValues(), application.data) as FormValues;
  const correcting = application.status === 'Corrections_Requested';
  return {
    kind: 'wizard',
    applicationId: application.id,
    created: true,
    initialValues: values,
    mode: correcting ? 'correct' : 'new',
    corrections: correcting ? { reason: application.decisionReason, fields: application.correctionFields } : null,
    completed: passingSteps(definition, values, today),
    visited: answeredSteps(definition, values),
    today,
  };
}

/**
 * A call started ahead of the code that needs its answer, kept for one taker: the taker gets it when it asks with the
 * same key at most {@link START_LIST_FRESH_MS} later, and asks afresh otherwise.
 */
function startedAhead<T>() {
  let held: { key: string; at: number; answer: Promise<T> } | null = null;
  return {
    /** Keep `answer`, started now for `key`. */
    hold(key: string, answer: Promise<T>): void {
      held = { key, at: performance.now(), answer };
    },
    /** The answer held for `key` if fresh, else `ask()`; either way nothing is held afterwards. */
    take(key: string, ask: () => Promise<T>): Promise<T> {
      const started = held;
      held = null;
      return started?.key === key && performance.now() - started.at <= START_LIST_FRESH_MS ? started.answer : ask();
    },
  };
}

/** The read of a draft found to resume, started before the page moves to its address ({@link resumeDraft}). */
const resumeRead = startedAhead<Application>();

/**
 * A draft was found to resume: read it from the API now, and fetch the step pages' code (with the phone input's, if
 * the form has phone fields), while the page moves to the draft's address, instead of after it (issue 33: on 2G each
 * is at least one 300 ms round trip, and the person goes on where they stopped, usually a step page).
 * @param definition - the draft's form.
 * @param applicationId - the draft's id.
 * @returns what to open: the draft.
 */
function resumeDraft(definition: FormDefinition, applicationId: string): Start {
  resumeRead.hold(applicationId, readDraftAndStepCode(definition, applicationId));
  return { kind: 'resume', applicationId };
}

/**
 * A draft is about to open: read the API's copy now, and fetch the step pages' code (with the phone input's, if the
 * form has phone fields), beside each other ({@link resumeDraft}, {@link openFromDevice}).
 * @param definition - the draft's form.
 * @param applicationId - the draft's id.
 * @returns the read (GET /applications/{id}); its failure is left to the caller, and never unhandled.
 */
function readDraftAndStepCode(definition: FormDefinition, applicationId: string): Promise<Application> {
  const read = readApplication(applicationId);
  read.catch(() => undefined); // the caller takes it and handles its failure
  loadWizardPages().catch(() => undefined); // the step page says so if its code cannot be fetched
  loadPhoneInput(definition);
  return read;
}

/**
 * A draft of a new application kept on this device is opened from the device's copy at once, and the API's copy is
 * read beside it (issue 33: on 2G the API's copy is at least two 300 ms round trips away, and over a connection that
 * has dropped, up to the call's 20 s time-out; the device's copy holds every answer typed on this device, decision
 * 007). What the API's copy then says is applied by the page ({@link ApplyForm}): answers changed on another device
 * are merged as another tab's are, an application submitted or sent back meanwhile shows where it stands, and a draft
 * the registry deleted (410) is said so and forgotten here. The registry's today is the one this device knows
 * ({@link knownApiToday}) when it can tell it, else the API's answer is waited for; the page uses the API's answer
 * once it comes. The step pages' code and the phone input are fetched at once, as for {@link resumeDraft}.
 * @param definition - the draft's form.
 * @param local - the device's copy, of a new application (`mode` "new").
 * @param todayAnswer - the API's today, asked already.
 * @returns the form, from the device's copy, with the API's copy being read.
 */
async function openFromDevice(definition: FormDefinition, local: LocalDraft, todayAnswer: Promise<string>): Promise<Start> {
  const check = readDraftAndStepCode(definition, local.applicationId);
  return {
    kind: 'wizard',
    applicationId: local.applicationId,
    created: local.created,
    initialValues: mergeDefaults(definition.initialValues(), local.data) as FormValues,
    mode: 'new',
    corrections: null,
    completed: local.completed,
    visited: local.visited,
    today: knownApiToday() ?? (await todayAnswer),
    check,
  };
}

/**
 * The application as the API has it now: the read {@link resumeDraft} started for it, if that was at most
 * {@link START_LIST_FRESH_MS} ago, else a new read. GET /applications/{id}.
 * @param applicationId - its id.
 * @throws ApiError, as `readApplication`.
 */
function readToOpen(applicationId: string): Promise<Application> {
  return resumeRead.take(applicationId, () => readApplication(applicationId));
}

/** The device's draft of a form, looked up as its page opens ({@link lookUpDraftEarly}). */
const draftLookup = startedAhead<LocalDraft | null>();

/**
 * Look up the device's draft of a form as its page opens, beside the fetch of the form's definition instead of after
 * it, and when there is one, fetch the step pages' code at once (issue 33: a repeat "Start now" resumes the draft on a
 * step page, and the step's code was asked for only once the definition and then the draft had been read, about
 * 100 ms later on a slow phone), with the phone input's. {@link resolveStart} takes the lookup ({@link lookUpDraft}).
 * @param userId - the signed-in person.
 * @param serviceType - the form's service.
 */
function lookUpDraftEarly(userId: string, serviceType: ServiceType): void {
  const found = findCurrentDraft(userId, serviceType);
  draftLookup.hold(`${userId} ${serviceType}`, found);
  found.then(
    (local) => {
      if (!local) return;
      loadWizardPages().catch(() => undefined); // the step page says so if its code cannot be fetched
      // In the phone checker's file, which the form asks for anyway: the phone field then needs no loader.
      loadPhoneInputControl().catch(() => undefined);
    },
    () => undefined, // resolveStart takes the lookup and its failure
  );
}

/**
 * The device's draft of a form: the lookup {@link lookUpDraftEarly} started, if that was at most
 * {@link START_LIST_FRESH_MS} ago, else a new one.
 * @param userId - the signed-in person.
 * @param serviceType - the form's service.
 * @returns the draft, or null; rejects as `findCurrentDraft`.
 */
function lookUpDraft(userId: string, serviceType: ServiceType): Promise<LocalDraft | null> {
  return draftLookup.take(`${userId} ${serviceType}`, () => findCurrentDraft(userId, serviceType));
}

/**
 * Decide what to open (see the module comment). Never throws.
 * @param userId - the signed-in person.
 * @param applicationId - the `application` query parameter, or null.
 * @param newId - the id a new application gets.
 */
async function resolveStart(
  form: ServiceForm,
  definition: FormDefinition,
  userId: string,
  applicationId: string | null,
  newId: string,
): Promise<Start> {
  // The API's today (GET /time), so the form judges its answers as the API will (issue 30); the device's offline.
  // Asked beside the draft, not before it (never rejects).
  const todayAnswer = apiToday();
  // The phone checker (libphonenumber's metadata, about 50 kB gzip: src/domain/phone-rule.ts) is fetched beside the
  // rest, not before the task list: a new notice has no number to check, and the form's resolvers wait for it when
  // one is first checked (issue 33). Answers that already hold numbers are checked at once (the task list marks
  // the steps that pass), so those paths wait for it; offline, a number then reads "could not be checked yet".
  const phones = loadPhoneChecker().catch(() => undefined);
  if (!applicationId) {
    const local = await lookUpDraft(userId, definition.serviceType);
    if (local && belongs(form, definition.serviceType, local.data)) {
      // A record written before the mode was kept, or corrections, waits for the API's copy, which says which it is.
      return local.mode === 'new' ? openFromDevice(definition, local, todayAnswer) : resumeDraft(definition, local.applicationId);
    }
    try {
      const mine = await readMyApplications();
      const draft = mine.find((a) => a.status === 'Draft' && belongs(form, a.serviceType, a.data));
      if (draft) return resumeDraft(definition, draft.id);
    } catch {
      // Offline or refused: start afresh; the device keeps what is typed.
    }
    return {
      kind: 'wizard',
      applicationId: newId,
      created: false,
      initialValues: definition.initialValues(),
      mode: 'new',
      corrections: null,
      today: await todayAnswer,
    };
  }
  try {
    const application = await readToOpen(applicationId);
    await phones;
    return fromApplication(form, definition, application, await todayAnswer);
  } catch (error) {
    const e = toApiError(error);
    if (e.status === 410) {
      // Deleted by the registry because nobody changed it (issue 31 §5): the device copy must not bring it back.
      await removeDraft({ userId, applicationId, serviceType: definition.serviceType });
      return { kind: 'deleted', message: e.message };
    }
    const local = await readDraft({ userId, applicationId });
    if (local && (e.status === 404 || e.isNetwork)) {
      // Never reached the API (reload before the first save), or offline: the device copy is the draft.
      await phones;
      return {
        kind: 'wizard',
        applicationId,
        created: local.created && e.status !== 404,
        initialValues: mergeDefaults(definition.initialValues(), local.data) as FormValues,
        mode: 'new',
        corrections: null,
        today: await todayAnswer,
      };
    }
    if (e.status === 404) return { kind: 'notFound' };
    return { kind: 'error', message: e.message };
  }
}

/**
 * The payment stage, loaded only when an application waits for its fee: a new application never needs its code (a
 * card form, a table of payments and the other ways to pay, about 30 kB gzip), which on 2G was part of the wait between
 * "Start now" and the task list (issue 33 item 2).
 */
const PaymentStage = lazy(() => import('#src/ui/forms/payment-stage').then(({ PaymentStage: stage }) => ({ default: stage })));

/** The apply page: the form the route names, once its definition has loaded. */
export default function ApplyPage() {
  const { i18n, t } = useLingui();
  const form = useCurrentRoute()?.form;
  const [loaded, setLoaded] = useState<{ form: ServiceForm; prepared: PreparedForm } | null>(null);
  const [failed, setFailed] = useState(false);
  const userId = useProfile()?.userId ?? null;
  // Opened without an application named (Start now): the device's draft, if any, is looked up beside the definition,
  // once per form. An effect of its own: the definition is not loaded again when the person changes (at sign-out, a
  // definition's `prepare` would call the API without a session, and its 401 reloads the page, SPEC.md §8).
  const lookedUp = useRef<ServiceForm | null>(null);
  useEffect(() => {
    if (!form?.load || !userId || lookedUp.current === form) return;
    lookedUp.current = form;
    if (!new URLSearchParams(window.location.search).has('application')) lookUpDraftEarly(userId, form.serviceType);
  }, [form, userId]);
  useEffect(() => {
    if (!form?.load) return;
    let cancelled = false;
    form
      .load()
      .then(async (definition): Promise<PreparedForm> => (definition.prepare ? definition.prepare() : { kind: 'ready', definition }))
      .then((prepared) => {
        if (!cancelled) setLoaded({ form, prepared });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [form]);
  if (failed) {
    return (
      <Stack gap="md" maw={720}>
        <Title order={1}>{form?.title ? say(i18n, form.title) : t`Apply`}</Title>
        <Alert color="red" variant="light" title={t`Sorry, there is a problem`}>
          <Trans>This form could not be loaded. Check your connection and reload the page.</Trans>
        </Alert>
      </Stack>
    );
  }
  if (!form || !loaded || loaded.form !== form) return <WizardWaiting text={t`Loading…`} />;
  if (loaded.prepared.kind === 'unavailable') return <Unavailable {...loaded.prepared} />;
  return <ApplyForm key={formPath(form)} form={form} definition={loaded.prepared.definition} />;
}

/** Why this account cannot fill in the form now (the definition's `prepare` said so). */
function Unavailable({ title, paragraphs, link }: Extract<PreparedForm, { kind: 'unavailable' }>) {
  const { i18n } = useLingui();
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{say(i18n, title)}</Title>
      {paragraphs
        .map((words) => say(i18n, words))
        .map((text) => (
          <Text key={text}>{text}</Text>
        ))}
      {link ? (
        <Text>
          <Anchor component={Link} to={link.to} underline="always">
            {say(i18n, link.text)}
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}

/** One form: the wizard, the payment stage, or where the application stands. */
function ApplyForm({ form, definition }: { form: ServiceForm; definition: FormDefinition }) {
  const { i18n, t } = useLingui();
  const noun = say(i18n, definition.noun);
  const title = say(i18n, definition.title);
  const profile = useProfile();
  const districts = useDistricts();
  const online = useIsOnline();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The application's id goes into the address as it is now: the form may have put its page there a moment ago,
  // before the router rendered it (src/ui/shared/search-params.ts).
  const address = useLiveAddress();
  const applicationParam = params.get('application');
  const stepParam = params.get('step');
  const [newId] = useState(newApplicationId);
  const [start, setStart] = useState<{ forParam: string | null; value: Start } | null>(null);
  const runningId = useRef<string | null>(null);
  const userId = profile?.userId ?? null;
  const districtNames = useMemo(() => districts.map((d) => d.name), [districts]);

  useEffect(() => {
    if (!userId) return;
    // The running wizard put its own id in the URL: keep it running.
    if (applicationParam && runningId.current === applicationParam) return;
    let cancelled = false;
    void resolveStart(form, definition, userId, applicationParam, newId).then((next) => {
      if (cancelled) return;
      if (next.kind === 'resume') {
        address.setParams(withSearchParam('application', next.applicationId), { replace: true });
        return;
      }
      runningId.current = next.kind === 'wizard' ? next.applicationId : null;
      // A draft opened from the device's copy: its address names it at once, as a resumed one's does.
      if (next.kind === 'wizard' && next.check) address.setParams(withSearchParam('application', next.applicationId), { replace: true });
      setStart({ forParam: applicationParam, value: next });
    });
    return () => {
      cancelled = true;
    };
  }, [form, definition, userId, applicationParam, newId, address]);

  // What was resolved for this URL (a running wizard keeps its page when it puts its id in the URL).
  const current =
    start && (start.forParam === applicationParam || (start.value.kind === 'wizard' && start.value.applicationId === applicationParam))
      ? start.value
      : null;

  // The API's copy of a draft the form opened from the device's copy ({@link openFromDevice}).
  const [serverCopy, setServerCopy] = useState<{ id: string; version: number; data: FormValues } | null>(null);
  const opened = current?.kind === 'wizard' && current.check ? current : null;
  useEffect(() => {
    if (!opened?.check) return;
    let cancelled = false;
    const replace = (value: Start, forParam: string) => {
      runningId.current = value.kind === 'wizard' ? value.applicationId : null;
      setStart({ forParam, value });
    };
    opened.check.then(
      (application) => {
        if (cancelled) return;
        const next = fromApplication(form, definition, application, opened.today);
        if (next.kind === 'wizard' && next.mode === opened.mode) {
          setServerCopy({ id: application.id, version: application.version, data: application.data as FormValues });
        } else {
          // Submitted, sent back for corrections or waiting for its fee meanwhile (another device): where it stands.
          replace(next, application.id);
        }
      },
      async (error: unknown) => {
        const e = toApiError(error);
        // Offline, not on the API yet (404: never saved) or any other failure: the form goes on from the device's
        // copy, and its saves say what happens to them.
        if (cancelled || e.status !== 410) return;
        // Deleted by the registry because nobody changed it (issue 31 §5): the device copy must not bring it back.
        if (userId) await removeDraft({ userId, applicationId: opened.applicationId, serviceType: definition.serviceType });
        if (!cancelled) replace({ kind: 'deleted', message: e.message }, opened.applicationId);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [opened, form, definition, userId]);
  // The API's today once it answers; until then the one the form opened with (issue 30). Asked once, not each minute.
  const apiTodayNow = useApiToday({ everyMinute: false });

  const onStarted = useCallback(
    (id: string) => {
      runningId.current = id;
      // Adds no history entry when the address names it already.
      address.setParams(withSearchParam('application', id), { replace: true });
    },
    [address],
  );

  const onSubmitted = useCallback(
    (application: Application) => {
      runningId.current = null;
      if (application.status === 'Payment_Confirmation' && application.invoice) {
        setStart({ forParam: application.id, value: { kind: 'payment', application } });
        return;
      }
      void navigate(paths.paymentSuccess(form.area, application.id), { replace: true });
    },
    [navigate, form.area],
  );

  const onDeleted = useCallback(
    (message: string) => {
      runningId.current = null;
      setStart({ forParam: applicationParam, value: { kind: 'deleted', message } });
    },
    [applicationParam],
  );

  const onExit = useCallback(
    ({ saved }: { saved: boolean }) => {
      notify(
        saved
          ? { type: 'success', message: t`Your answers are saved. You can continue your ${noun} from Your applications.` }
          : {
              type: 'info',
              message: t`Your answers are kept on this device. They will be sent when you open your ${noun} again while online.`,
            },
      );
      void navigate(paths.applications(form.area));
    },
    [navigate, form.area, noun, t],
  );

  if (!profile) return <WizardWaiting text={t`Loading…`} />;

  if (!profile.idNumber) {
    return (
      <Stack gap="md" maw={720}>
        <Title order={1}>{title}</Title>
        <Text>
          <Trans>
            Before you can apply, verify your National Identification Number.{' '}
            <Anchor component={Link} to={paths.accountOnboard()} underline="always">
              Verify your identity
            </Anchor>
          </Trans>
        </Text>
      </Stack>
    );
  }

  if (!current) return <WizardWaiting text={t`Loading your ${noun}…`} />;

  switch (current.kind) {
    case 'wizard':
      return (
        <Wizard
          key={`${current.applicationId}:${current.mode}`}
          definition={definition}
          userId={profile.userId}
          applicationId={current.applicationId}
          mode={current.mode}
          initialValues={current.initialValues}
          created={current.created}
          completed={current.completed}
          visited={current.visited}
          corrections={current.corrections}
          today={apiTodayNow ?? current.today}
          serverCopy={serverCopy?.id === current.applicationId ? serverCopy : null}
          districts={districtNames}
          online={online}
          startStep={stepParam}
          onStarted={onStarted}
          onSubmitted={onSubmitted}
          onDeleted={onDeleted}
          onExit={onExit}
        />
      );
    case 'payment':
      return (
        <Suspense fallback={<WizardWaiting text={t`Loading the payment page…`} />}>
          <PaymentStage
            application={current.application}
            title={t`Pay for your ${noun}`}
            noun={noun}
            showTestCards={import.meta.env.MODE === 'mock'}
            onPaid={(applicationId) => void navigate(paths.cardPaymentComplete(form.area, applicationId))}
          />
        </Suspense>
      );
    case 'submitted': {
      const { reference } = current.application;
      const status = STATUS_TEXT[current.application.status];
      return (
        <Stack gap="md" maw={720}>
          <Title order={1}>{title}</Title>
          <Text size="lg">
            <Trans>
              This {noun} ({reference}) has been submitted. Its status is {status}.
            </Trans>
          </Text>
          <Text>
            <Trans>
              <Anchor component={Link} to={paths.application(form.area, current.application.id)} underline="always">
                See where it stands
              </Anchor>{' '}
              or go to{' '}
              <Anchor component={Link} to={paths.applications(form.area)} underline="always">
                your applications
              </Anchor>
              .
            </Trans>
          </Text>
        </Stack>
      );
    }
    case 'notFound':
      return (
        <Stack gap="md" maw={720}>
          <Title order={1}>
            <Trans>Application not found</Trans>
          </Title>
          <Text>
            <Trans>We could not find this {noun} among your applications.</Trans>
          </Text>
          <Text>
            <Trans>
              <Anchor component={Link} to={paths.applications(form.area)} underline="always">
                Go to your applications
              </Anchor>{' '}
              or{' '}
              <Anchor component={Link} to={formPath(form)} underline="always">
                start a new {noun}
              </Anchor>
              .
            </Trans>
          </Text>
        </Stack>
      );
    case 'deleted':
      return <DraftDeleted message={current.message} area={form.area} newHref={formPath(form)} noun={noun} />;
    case 'error':
      return (
        <Stack gap="md" maw={720}>
          <Title order={1}>{title}</Title>
          <Alert color="red" variant="light" title={t`Sorry, there is a problem`}>
            {current.message}
          </Alert>
        </Stack>
      );
    default:
      return null;
  }
}
