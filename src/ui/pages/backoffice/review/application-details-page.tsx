/**
 * One application, for the back office (SPEC.md §2 /backoffice/{section}/details/{id}; one page for
 * every section): its status and the actions the signed-in officer may take now, the answers as the
 * service's form definition reads them (src/ui/services), its documents (each opens in the browser),
 * the invoice and the dated history (DOMAIN.md §2, §5).
 *
 * Which actions appear is decided by the lifecycle machine alone (`availableActions`, decision 005):
 * this page never maps statuses to buttons. The mock API enforces the same machine, so a refused
 * action (403 not this role, 409 not now) is shown as its message and the page stays.
 *
 * The same page serves the district kadhi (/institution/district-kadhi-task-queue/{id}, route level
 * DISTRICT_KADHI; docs/decisions/014): he acts at his level as his organisation, his approval reads
 * "Forward to the registry", and the back link returns to his queue. A service's view may add a panel
 * for its reviewers (ServiceView `officerPanel`, e.g. a divorce return's check of the register).
 */
import { type ComponentType, memo, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ApiError, toApiError } from '#src/ui/shared/api-error';
import { formatDisplayDate } from '#src/domain/dates';
import { formatMoney } from '#src/domain/money';
import { textOf } from '#src/domain/words';
import {
  actionLabel,
  actionSuccessMessage,
  DIALOG_TITLES,
  isOfficerAction,
  KADHI_FORWARD_WORDS,
  type OfficerAction,
  timelinePhrase,
} from '#src/domain/lifecycle-words';
import { LEVEL_LABELS } from '#src/domain/review-chains';
import { subsistingRefusal, type SubsistingMarriage } from '#src/domain/registers/subsisting-marriage';
import { REVIEW_CHAINS, SERVICE_BASICS } from '#src/domain/services/basics';
import { serviceRule } from '#src/domain/services/catalogue';
import { type CorrectableSection, correctableSectionsOf } from '#src/domain/services/service-rule';
import { type Application, type ApplicationEventBody, applicationEventSchema, type TimelineEntry } from '#src/domain/schemas/applications';
import type { Profile } from '#src/domain/schemas/users';
import { serviceLabel } from '#src/domain/services/service-types';
import {
  availableActions,
  noticeStageOf,
  noticeStageOfEntry,
  awaitsPartiesAfter,
  currentLevel,
  type LifecycleActor,
} from '#src/lifecycle/application.machine';
import { noticeNextSteps } from '#src/domain/standing';
import { useCurrentRoute } from '#src/ui/routing/current-route';
import { queryClient, useAppMutation } from '#src/ui/shared/query-client';
import { useProfile } from '#src/ui/shared/session-context';
import { officerActor } from '#src/ui/shared/officer-actor';
import { CelebrationDialog, mayRecordCelebration } from '#src/ui/ceremonies/celebration-dialog';
import { AppModal } from '#src/ui/components/app-modal/app-modal';
import { PartyConfirmationRecord } from '#src/ui/components/party-confirmation/party-confirmation';
import { AppForm } from '#src/ui/components/form/app-form';
import { CheckboxField } from '#src/ui/components/form/checkbox-field';
import { TextareaField } from '#src/ui/components/form/textarea-field';
import { useZodForm } from '#src/ui/components/form/use-zod-form';
import { notify } from '#src/ui/components/notifications/notify';
import { StatusTag } from '#src/ui/components/status-tag/status-tag';
import { ApplicationAnswers } from '#src/ui/forms/application-answers';
import { SummaryList } from '#src/ui/components/summary-list/summary-list';
import { Timeline, type TimelineItem } from '#src/ui/components/timeline/timeline';
import { viewOf } from '#src/ui/services/catalogue';
import { sectionChain, queuePath } from '#src/ui/services/sections';
import { useApplicationForm } from '#src/ui/services/use-application-form';
import { KADHI_QUEUE_PATH, queueLevelOf } from './task-queue-page';
import { DuplicateMarriageWarning } from './duplicate-marriage-warning';
import { showActionInLists } from '#src/ui/queries/backoffice-applications';
import { IssueCertificate, mayIssueCertificate, NoticeStagePanel } from '#src/ui/notice-stage/notice-stage-panel';
import { IssuedDocumentsPanel } from '#src/ui/documents/issued-documents-panel';
import { Unbroken } from '#src/ui/components/unbroken/unbroken';
import { paths } from '#src/ui/shared/paths';
import { refreshApplication, refreshApplicationDocuments, sendEvent, setApplication, useApplication } from '#src/ui/queries/applications';

/** Shown instead of buttons when the officer may do nothing now (outside a notice's stage, which says its next step). */
export const READ_ONLY_TEXT = msg`You cannot act on this application at this stage.`;

/** Shown in the Actions of a notice whose stage has ended (celebrated and registered). */
export const NOTICE_DONE_TEXT = msg`Nothing more is done on this notice: the marriage is in the register.`;

/**
 * A back-office timeline entry as the Timeline shows it: status after the event, what happened, who did it
 * and the comment.
 * @param entry - an entry of `application.timeline`.
 */
export function toTimelineItem(entry: TimelineEntry): TimelineItem {
  return {
    at: entry.at,
    status: entry.to,
    noticeStage: noticeStageOfEntry(entry),
    waitingForParties: awaitsPartiesAfter(entry),
    label: timelinePhrase(entry, 'staff'),
    actor: entry.actorName || null,
    comment: entry.comment,
  };
}

/**
 * The actions this officer may take on this application now: exactly the machine's `availableActions`
 * (decision 005), fee from the invoice, told what the register shows of the people it names (issue 30:
 * a return naming a married person is not offered for approval). A lifecycle the machine cannot read gives none.
 * @param application - the application.
 * @param actor - the officer, or null.
 */
export function officerActions(application: Application, actor: LifecycleActor | null): OfficerAction[] {
  if (!actor) return [];
  try {
    return availableActions(
      {
        serviceType: application.serviceType,
        lifecycle: application.lifecycle,
        district: application.district,
        feeUgx: application.invoice?.amountUgx ?? 0,
      },
      actor,
      undefined,
      { subsisting: application.subsistingMarriage ?? null },
    ).filter(isOfficerAction);
  } catch {
    return [];
  }
}

/** A multi-line text field of the surrounding AppForm (the shared TextareaField). */
const ReasonField = TextareaField;

// ---------------------------------------------------------------------------------------------
// Action dialogs
// ---------------------------------------------------------------------------------------------

/**
 * A form schema whose messages are exactly the API's (`applicationEventSchema`): the values are mapped to
 * the event body and validated by the same schema the mock API uses.
 */
function eventForm<T extends z.ZodRawShape>(shape: T, toBody: (values: z.output<z.ZodObject<T>>) => ApplicationEventBody) {
  return z.object(shape).superRefine((values, ctx) => {
    const result = applicationEventSchema.safeParse(toBody(values));
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
}

const approveForm = eventForm({ comment: z.string() }, (v) => ({
  type: 'application.approve',
  ...(v.comment.trim() ? { comment: v.comment } : {}),
}));

/**
 * What staff are told near the top of the page (issue 31 §3; docs/decisions/038-access-log.md): their opening of
 * the application and of its documents is written in the access log, which its applicant reads.
 */
export const ACCESS_RECORDED_TEXT = msg`Opening this application and its documents is recorded with your name, role and office; the applicant can see who opened it and when.`;

/** The words of a note the acceptance of a notice needs when a party is married (issue 30). */
export const NOTE_TEXT = {
  label: msg`Your note (required)`,
  hint: msg`What you know of that marriage: for example, that a party says it ended by a divorce or a death. Recorded in the application’s history.`,
  missing: msg`Write your note: a notice naming a person in a subsisting marriage is accepted only with one`,
} as const;

/** The approval form when the registrar's note is required: the comment must be given. */
const approveWithNoteForm = approveForm.superRefine((values, ctx) => {
  if (!values.comment.trim()) ctx.addIssue({ code: 'custom', path: ['comment'], message: textOf(NOTE_TEXT.missing) });
});
const declineForm = eventForm({ reason: z.string() }, (v) => ({ type: 'application.decline', reason: v.reason }));
const returnForm = eventForm({ comment: z.string() }, (v) => ({ type: 'application.return', comment: v.comment }));

/**
 * The corrections dialog's schema for a service's correctable sections (its rule's
 * `correctableSections`, DOMAIN.md §2): a reason and a checkbox per section.
 * @param sections - the sections.
 */
function correctionsFormOf(sections: readonly CorrectableSection[]) {
  const shape = Object.fromEntries(sections.map((s) => [s.field, z.boolean()])) as Record<string, z.ZodBoolean>;
  return eventForm({ reason: z.string(), sections: z.object(shape) }, (v) => ({
    type: 'application.requestCorrections',
    reason: v.reason,
    fields: sections.filter((s) => v.sections[s.field]).map((s) => s.field),
  }));
}

interface DialogProps {
  reference: string;
  busy: boolean;
  serverError: ApiError | null;
  onCancel: () => void;
  onSend: (body: ApplicationEventBody) => Promise<unknown>;
}

function CancelButton({ onCancel }: { onCancel: () => void }) {
  return (
    <Button type="button" variant="default" onClick={onCancel}>
      <Trans>Cancel</Trans>
    </Button>
  );
}

function ApproveDialog({
  reference,
  busy,
  serverError,
  onCancel,
  onSend,
  outcome,
  forward,
  noteFor,
}: DialogProps & { outcome: string; forward: boolean; noteFor: SubsistingMarriage | null }) {
  const { t, i18n } = useLingui();
  const form = useZodForm(noteFor ? approveWithNoteForm : approveForm, { defaultValues: { comment: '' } });
  return (
    <AppForm
      form={form}
      aria-label={forward ? KADHI_FORWARD_WORDS.dialogTitle : t`Approve application`}
      submitLabel={forward ? KADHI_FORWARD_WORDS.confirm : t`Yes, approve`}
      busy={busy}
      serverError={serverError}
      secondary={<CancelButton onCancel={onCancel} />}
      onSubmit={(v) => onSend({ type: 'application.approve', ...(v.comment.trim() ? { comment: v.comment.trim() } : {}) })}
    >
      <Text>
        {forward ? t`Forward ${reference} to the registry?` : t`Are you sure you want to approve application ${reference}?`} {outcome}
      </Text>
      {noteFor ? (
        <Alert color="orange" variant="light" title={t`A party is in a subsisting marriage`}>
          {subsistingRefusal('acceptNotice', noteFor)}
        </Alert>
      ) : null}
      {noteFor ? (
        <ReasonField name="comment" label={i18n._(NOTE_TEXT.label)} hint={i18n._(NOTE_TEXT.hint)} />
      ) : (
        <ReasonField name="comment" label={t`Comment (optional)`} hint={t`Recorded in the application's history.`} />
      )}
    </AppForm>
  );
}

function CorrectionsDialog({ busy, serverError, onCancel, onSend, sections }: DialogProps & { sections: readonly CorrectableSection[] }) {
  const { t } = useLingui();
  const schema = useMemo(() => correctionsFormOf(sections), [sections]);
  const form = useZodForm(schema, {
    defaultValues: { reason: '', sections: Object.fromEntries(sections.map((s) => [s.field, false])) },
  });
  return (
    <AppForm
      form={form}
      aria-label={t`Request corrections`}
      submitLabel={t`Send request`}
      busy={busy}
      serverError={serverError}
      secondary={<CancelButton onCancel={onCancel} />}
      onSubmit={(v) =>
        onSend({
          type: 'application.requestCorrections',
          reason: v.reason.trim(),
          fields: sections.filter((s) => v.sections[s.field]).map((s) => s.field),
        })
      }
    >
      <ReasonField name="reason" label={t`What needs to be corrected, and why`} hint={t`The applicant sees this message. Be specific.`} />
      <Box component="fieldset" m={0} p={0} style={{ border: 0 }} aria-describedby="sections-hint">
        <Text component="legend" fw={700} mb={4}>
          <Trans>Sections to correct</Trans>
        </Text>
        <Text id="sections-hint" size="sm" c="gray.8" mb="xs">
          <Trans>Select all that apply.</Trans>
        </Text>
        <Stack gap="xs">
          {sections.map((s) => (
            <CheckboxField key={s.field} name={`sections.${s.field}`} label={s.label} />
          ))}
        </Stack>
      </Box>
    </AppForm>
  );
}

function DeclineDialog({ reference, busy, serverError, onCancel, onSend }: DialogProps) {
  const { t } = useLingui();
  const form = useZodForm(declineForm, { defaultValues: { reason: '' } });
  return (
    <AppForm
      form={form}
      aria-label={t`Decline application`}
      submitLabel={t`Decline application`}
      busy={busy}
      serverError={serverError}
      secondary={<CancelButton onCancel={onCancel} />}
      onSubmit={(v) => onSend({ type: 'application.decline', reason: v.reason.trim() })}
    >
      <Text>
        <Trans>Declining application {reference} is final: the applicant will have to apply again.</Trans>
      </Text>
      <ReasonField name="reason" label={t`Reason for declining`} hint={t`The applicant sees this reason.`} />
    </AppForm>
  );
}

function ReturnDialog({ busy, serverError, onCancel, onSend }: DialogProps) {
  const { t } = useLingui();
  const form = useZodForm(returnForm, { defaultValues: { comment: '' } });
  return (
    <AppForm
      form={form}
      aria-label={t`Return to previous level`}
      submitLabel={t`Return application`}
      busy={busy}
      serverError={serverError}
      secondary={<CancelButton onCancel={onCancel} />}
      onSubmit={(v) => onSend({ type: 'application.return', comment: v.comment.trim() })}
    >
      <ReasonField name="comment" label={t`Comment for the previous level`} hint={t`Say what the previous level should look at again.`} />
    </AppForm>
  );
}

// ---------------------------------------------------------------------------------------------
// The page
// ---------------------------------------------------------------------------------------------

/** The application details page. */
export default function ApplicationDetailsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const profile = useProfile();
  const result = useApplication(id, {
    retry: (count, error) => toApiError(error).status >= 500 && count < 1,
  });

  if (result.isPending) {
    return (
      <div role="status" aria-live="polite">
        <Group gap="xs">
          <Loader size="sm" aria-hidden="true" />
          <Text>
            <Trans>Loading the application…</Trans>
          </Text>
        </Group>
      </div>
    );
  }
  if (result.isError) {
    const error = toApiError(result.error);
    return (
      <Stack gap="lg">
        <BackLink />
        <Title order={1}>{error.status === 404 ? t`Application not found` : t`The application could not be loaded`}</Title>
        <Alert color="red" variant="light" role="alert" title={t`There is a problem`}>
          <Text mb={error.status === 404 ? 0 : 'sm'}>
            {error.status === 404 ? t`We could not find this application. It may have been removed, or the link is wrong.` : error.message}
          </Text>
          {error.status === 404 ? null : (
            <Button variant="outline" onClick={() => void result.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </Alert>
      </Stack>
    );
  }
  return <ApplicationDetails application={result.data} profile={profile} />;
}

/**
 * Back to where the officer works this section: their level's task queue when the section's chain has
 * it, else the section's applications list.
 */
function BackLink() {
  const route = useCurrentRoute();
  const level = queueLevelOf(useProfile()?.role);
  if (route?.level === 'DISTRICT_KADHI') {
    return (
      <Anchor component={Link} to={KADHI_QUEUE_PATH}>
        <Trans>Back to the task queue</Trans>
      </Anchor>
    );
  }
  const section = route?.section ?? 'marriage-registrations';
  const inChain = level !== null && sectionChain(section).includes(level);
  return (
    <Anchor component={Link} to={inChain && level ? queuePath(section, level) : paths.sectionApplications(section)}>
      {inChain ? <Trans>Back to the task queue</Trans> : <Trans>Back to the applications</Trans>}
    </Anchor>
  );
}

function ApplicationDetails({ application, profile }: { application: Application; profile: Profile | null }) {
  const { t, i18n } = useLingui();
  const { id, reference } = application;
  const actor = officerActor(profile);
  const actions = officerActions(application, actor);
  const [dialog, setDialog] = useState<Exclude<OfficerAction, 'application.open'> | null>(null);
  const [focusStatus, setFocusStatus] = useState(0);
  const statusHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusStatus > 0) statusHeading.current?.focus();
  }, [focusStatus]);

  const mutation = useAppMutation<Application, ApplicationEventBody>({
    mutationFn: (body) => sendEvent(id, body),
    onSuccess: (updated, body) => {
      // The API's answer is the application as it now stands: the page and the lists show it at once
      // (issue 12), and the lists are fetched again behind.
      setApplication(updated);
      showActionInLists(queryClient, updated);
      // An approval may have issued a document (a certificate, a letter): its panel asks again.
      void refreshApplicationDocuments(id);
      setDialog(null);
      if (isOfficerAction(body.type)) {
        const forwarded = body.type === 'application.approve' && safeCurrentLevel(application) === 'DISTRICT_KADHI';
        const published = body.type === 'application.approve' && safeNoticeStage(updated) === 'PUBLISHED';
        const noticeNumber = updated.notice?.noticeNumber;
        notify({
          type: 'success',
          message: forwarded
            ? t`${reference} is forwarded to the registry`
            : published
              ? noticeNumber
                ? t`${reference} is accepted: its notice is published as ${noticeNumber}`
                : t`${reference} is accepted: its notice is published`
              : actionSuccessMessage(body.type, reference, updated.status === 'Approved'),
        });
      }
      setFocusStatus((n) => n + 1);
    },
    onError: (error) => {
      // Someone else may have acted meanwhile: reload, so the buttons show what is possible now.
      if (toApiError(error).status === 409) void refreshApplication(id);
    },
  });
  const actionError = mutation.error ? toApiError(mutation.error) : null;
  // The answers and documents, kept as they were when an action leaves them unchanged (the query cache shares
  // unchanged parts), so that an action's answer does not draw every answer again (issue 30 item 7).
  const answers = useMemo(
    () => ({ serviceType: application.serviceType, data: application.data, documents: application.documents }),
    [application.serviceType, application.data, application.documents],
  );

  const send = (body: ApplicationEventBody) => mutation.mutateAsync(body).catch(() => undefined);

  const open = (action: OfficerAction) => {
    mutation.reset();
    if (action === 'application.open') void send({ type: 'application.open' });
    else setDialog(action);
  };
  const close = () => {
    if (mutation.isPending) return;
    setDialog(null);
    mutation.reset();
  };

  const level = safeCurrentLevel(application);
  const forward = level === 'DISTRICT_KADHI';
  // The notice's stage (the machine's) and the stage's actions this officer may take now.
  const noticeStage = safeNoticeStage(application);
  const canCertify = mayIssueCertificate(application, actor);
  const canCelebrate = mayRecordCelebration(application, actor);
  const chain = REVIEW_CHAINS[application.serviceType];
  const levelIndex = level ? chain.indexOf(level) : -1;
  const nextLevel = levelIndex >= 0 ? chain[levelIndex + 1] : undefined;
  // A notice naming a person in a subsisting marriage is accepted only with the registrar's note (issue 30).
  const noteFor =
    !nextLevel && SERVICE_BASICS[application.serviceType].subsistingCheck === 'notice' ? (application.subsistingMarriage ?? null) : null;
  const nextLevelLabel = nextLevel ? LEVEL_LABELS[nextLevel] : '';
  const approveOutcome = nextLevel
    ? t`It goes to the ${nextLevelLabel} for review.`
    : SERVICE_BASICS[application.serviceType].noticeStage
      ? noteFor
        ? t`The notice will be accepted and published in the Marriage Notice Book; the registrar's certificate waits until the dissolution of that marriage is recorded.`
        : t`The notice will be accepted and published in the Marriage Notice Book; the registrar's certificate can be issued after 21 clear days.`
      : t`This is the last review level: the application will be approved.`;

  const sections = correctableSectionsOf(serviceRule(application.serviceType), application.data);
  const invoice = application.invoice;
  const noticeNumber = application.notice?.noticeNumber;
  const correctionLabels = application.correctionFields.map((f) => sections.find((s) => s.field === f)?.label ?? f);
  const dialogProps: DialogProps = {
    reference,
    busy: mutation.isPending,
    serverError: dialog ? actionError : null,
    onCancel: close,
    onSend: send,
  };

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <BackLink />
        <Text c="gray.8" fw={700}>
          {serviceLabel(application.serviceType)}
        </Text>
        <Title order={1}>
          <Trans>
            Application <Unbroken>{reference}</Unbroken>
          </Trans>
        </Title>
        <Text size="sm">{i18n._(ACCESS_RECORDED_TEXT)}</Text>
      </Stack>

      <Box component="section" aria-labelledby="status-heading">
        <Title order={2} size="h3" id="status-heading" ref={statusHeading} tabIndex={-1} mb="sm">
          <Trans>Status</Trans>
        </Title>
        <SummaryList
          rows={[
            [t`Status`, <StatusTag key="s" status={application.status} noticeStage={noticeStage} />],
            ...(level ? ([[t`With`, LEVEL_LABELS[level]]] as const) : []),
            [t`Applicant`, application.applicantName],
            [t`Submitted`, application.submittedAt ? formatDisplayDate(application.submittedAt) : t`Not submitted`],
            ...(application.decisionReason ? ([[t`Reason given`, application.decisionReason]] as const) : []),
            ...(correctionLabels.length > 0 ? ([[t`Sections to correct`, correctionLabels.join(', ')]] as const) : []),
            ...(application.notice
              ? ([
                  [
                    t`Notice`,
                    <Anchor key="n" component={Link} to={paths.noticePreview(id)}>
                      <Trans>Notice preview ({noticeNumber})</Trans>
                    </Anchor>,
                  ],
                ] as const)
              : []),
          ]}
        />
      </Box>

      <DuplicateMarriageWarning application={application} />

      <IssuedDocumentsPanel applicationId={application.id} />

      <Box component="section" aria-labelledby="actions-heading">
        <Title order={2} size="h3" id="actions-heading" mb="sm">
          <Trans>Actions</Trans>
        </Title>
        {actionError && !dialog ? (
          <Alert color="red" variant="light" role="alert" title={t`The action could not be completed`} mb="sm">
            {actionError.message}
          </Alert>
        ) : null}
        {/* A notice in its stage says what comes next there; the stage's own buttons join the review's (issue 30). */}
        {noticeStage ? (
          <Text mb="sm">{noticeNextSteps(noticeStage, 'staff', application.notice)[0] ?? i18n._(NOTICE_DONE_TEXT)}</Text>
        ) : null}
        {actions.length === 0 && !canCertify && !canCelebrate ? (
          noticeStage ? null : (
            <Text>{i18n._(READ_ONLY_TEXT)}</Text>
          )
        ) : (
          <Group gap="sm">
            {actions.map((action) => (
              <Button
                key={action}
                type="button"
                variant={
                  action === 'application.decline'
                    ? 'outline'
                    : action === 'application.open' || action === 'application.approve'
                      ? 'filled'
                      : 'default'
                }
                color={action === 'application.decline' ? 'red.9' : undefined}
                loading={mutation.isPending && action === 'application.open' && mutation.variables?.type === 'application.open'}
                onClick={() => open(action)}
              >
                {actionLabel(action, level)}
              </Button>
            ))}
            {canCertify && application.notice ? <IssueCertificate application={application} notice={application.notice} /> : null}
            {canCelebrate ? <CelebrationDialog application={application} actor={actor} /> : null}
          </Group>
        )}
      </Box>

      <PartyConfirmationRecord application={application} />

      <NoticeStagePanel application={application} audience="staff" />

      <OfficerPanel application={application} />

      <Answers application={answers} />

      <Section id="invoice" title={t`Invoice`}>
        {invoice ? (
          <SummaryList
            rows={[
              [t`Payment registration number (PRN)`, invoice.prn],
              [t`Amount`, formatMoney(invoice.amountUgx)],
              [t`Issued`, formatDisplayDate(invoice.issuedAt)],
              [t`Paid`, invoice.paidAt ? formatDisplayDate(invoice.paidAt) : t`Not paid`],
            ]}
          />
        ) : (
          <Text>
            <Trans>No invoice has been issued.</Trans>
          </Text>
        )}
      </Section>

      <Section id="history" title={t`History`}>
        <Timeline entries={application.timeline.map(toTimelineItem)} />
      </Section>

      <AppModal
        opened={dialog !== null}
        onClose={close}
        title={dialog === 'application.approve' && forward ? KADHI_FORWARD_WORDS.dialogTitle : dialog ? DIALOG_TITLES[dialog] : ''}
        size="lg"
      >
        {dialog === 'application.approve' ? (
          <ApproveDialog {...dialogProps} outcome={approveOutcome} forward={forward} noteFor={noteFor} />
        ) : null}
        {dialog === 'application.requestCorrections' ? <CorrectionsDialog {...dialogProps} sections={sections} /> : null}
        {dialog === 'application.decline' ? <DeclineDialog {...dialogProps} /> : null}
        {dialog === 'application.return' ? <ReturnDialog {...dialogProps} /> : null}
      </AppModal>
    </Stack>
  );
}

/** A titled section of the page; `id` names it in the page's ids (the title may be in any language). */
function Section({ id: name, title, children }: { id: string; title: string; children: ReactNode }) {
  const id = `section-${name}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Box>
  );
}

/** The panel the service's view adds for its reviewers (ServiceView `officerPanel`), if any. */
function OfficerPanel({ application }: { application: Application }) {
  const load = viewOf(application.serviceType)?.officerPanel;
  const [loaded, setLoaded] = useState<{ Panel: ComponentType<{ application: Application }> } | null>(null);
  useEffect(() => {
    let live = true;
    if (load) void load().then((Panel) => live && setLoaded({ Panel }));
    return () => {
      live = false;
    };
  }, [load]);
  if (!load || !loaded) return null;
  return <loaded.Panel application={application} />;
}

/**
 * The answers as the service's form reads them, or a plain note while that form cannot be shown. Drawn again
 * only when the answers or documents change (memo).
 */
const Answers = memo(function Answers({ application }: { application: Pick<Application, 'serviceType' | 'data' | 'documents'> }) {
  const state = useApplicationForm(application);
  if (state.status === 'loading') {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>
          <Trans>Loading the answers…</Trans>
        </Text>
      </Group>
    );
  }
  if (state.status === 'unavailable') {
    return (
      <Text>
        <Trans>The answers of this service cannot be shown on this page yet.</Trans>
      </Text>
    );
  }
  return <ApplicationAnswers definition={state.definition} application={application} />;
});

/** The notice's inner stage after an event (docs/decisions/016), or null (none, or a state the machine cannot read). */
function safeNoticeStage(application: Application) {
  try {
    return noticeStageOf(application.lifecycle);
  } catch {
    return null;
  }
}

function safeCurrentLevel(application: Application) {
  try {
    return currentLevel(application.serviceType, application.lifecycle);
  } catch {
    return null;
  }
}
