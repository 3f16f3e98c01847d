/**
 * One civil marriage application, for the back office (SPEC.md §2
 * /backoffice/marriage-registrations/details/{id}): both parties, the marriage, the witnesses, the
 * documents, the invoice, the status and the dated history (DOMAIN.md §2, §5), and the actions the
 * signed-in officer may take now.
 *
 * Which actions appear is decided by the lifecycle machine alone (`availableActions`, decision 005):
 * this page never maps statuses to buttons. The mock API enforces the same machine, so a refused
 * action (403 not this role, 409 not now) is shown as its message and the page stays.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useController } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { fetchApplication, sendApplicationEvent } from '../../../api/applications';
import { type ApiError, toApiError } from '../../../api/errors';
import { formatDisplayDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { LEVEL_LABELS, REVIEW_CHAINS } from '../../../domain/review-chains';
import {
  type Application,
  type ApplicationEventBody,
  type ApplicationEventType,
  applicationEventSchema,
  type TimelineEntry,
} from '../../../domain/schemas/applications';
import { CONDITION_DOCUMENT, CONDITION_LABELS, type Condition } from '../../../domain/schemas/civil-marriage';
import type { Profile } from '../../../domain/schemas/users';
import { serviceLabel } from '../../../domain/services';
import {
  availableActions,
  currentLevel,
  type LifecycleActor,
} from '../../../machines/application/application.machine';
import { queryClient, useAppMutation, useAppQuery } from '../../app/query-client';
import { useProfile } from '../../app/session-context';
import { AppModal } from '../../components/app-modal/app-modal';
import { AppForm } from '../../components/form/app-form';
import { CheckboxField } from '../../components/form/checkbox-field';
import { errorContent, fieldId } from '../../components/form/field-utils';
import { GOV_UK_WRAPPER_ORDER } from '../../components/form/text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { notify } from '../../components/notifications/notify';
import { StatusTag } from '../../components/status-tag/status-tag';
import { ScrollRegion } from '../../components/scroll-region/scroll-region';
import { Timeline, type TimelineItem } from '../../components/timeline/timeline';

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

/** The events an officer sends from this page. */
export type OfficerAction = Extract<
  ApplicationEventType,
  'application.open' | 'application.approve' | 'application.return' | 'application.requestCorrections' | 'application.decline'
>;

/** The button of each officer action. */
export const ACTION_LABELS: Readonly<Record<OfficerAction, string>> = {
  'application.open': 'Start review',
  'application.approve': 'Approve',
  'application.requestCorrections': 'Request corrections',
  'application.decline': 'Decline',
  'application.return': 'Return to previous level',
};

/** Shown instead of buttons when the officer may do nothing now. */
export const READ_ONLY_TEXT = 'You cannot act on this application at this stage.';

/** The sections an officer can ask the applicant to correct: the form's top-level answers (DOMAIN.md §5). */
export const CORRECTION_SECTIONS = [
  { field: 'partyOne', label: "First party's details" },
  { field: 'partyTwo', label: "Second party's details" },
  { field: 'marriage', label: 'Marriage details (district and preferred period)' },
  { field: 'witnesses', label: 'Witnesses' },
  { field: 'documents', label: 'Documents' },
] as const;

type SectionField = (typeof CORRECTION_SECTIONS)[number]['field'];

function isOfficerAction(type: ApplicationEventType): type is OfficerAction {
  return type in ACTION_LABELS;
}

/** The success message of an action, naming the application. */
function successMessage(type: OfficerAction, reference: string, after: Application): string {
  switch (type) {
    case 'application.open':
      return `You started the review of ${reference}`;
    case 'application.approve':
      return after.status === 'Approved' ? `${reference} is approved` : `${reference} is approved and sent to the next level`;
    case 'application.requestCorrections':
      return `Corrections are requested for ${reference}`;
    case 'application.decline':
      return `${reference} is declined`;
    case 'application.return':
      return `${reference} is returned to the previous level`;
  }
}

const EVENT_LABELS: Readonly<Record<string, string>> = {
  'application.submit': 'Submitted by the applicant',
  'application.resubmit': 'Resubmitted with corrections',
  'application.paymentConfirmed': 'Payment confirmed',
  'application.invoiceExpired': 'Invoice expired: back to draft',
  'application.open': 'Review started',
  'application.approve': 'Approved',
  'application.return': 'Returned to the previous level',
  'application.requestCorrections': 'Corrections requested',
  'application.decline': 'Declined',
};

/**
 * A back-office timeline entry as the Timeline shows it: status after the event, what happened, who did it
 * and the comment.
 * @param entry - an entry of `application.timeline`.
 */
export function toTimelineItem(entry: TimelineEntry): TimelineItem {
  let label = EVENT_LABELS[entry.event];
  if (entry.event === 'application.approve' && entry.to !== 'Approved') label = 'Approved and sent to the next level';
  return { at: entry.at, status: entry.to, label, actor: entry.actorName || null, comment: entry.comment };
}

/**
 * The lifecycle actor of the signed-in officer (decision 005): their role, account type and district; an
 * officer never owns the application they review.
 * @param profile - the signed-in profile; null gives null (no actions).
 */
export function officerActor(profile: Profile | null): LifecycleActor | null {
  if (!profile?.role) return null;
  return {
    role: profile.role,
    userId: profile.userId,
    name: `${profile.givenName} ${profile.surname}`.trim(),
    accountType: profile.accountType,
    district: profile.district ?? null,
    isOwner: false,
  };
}

/**
 * The actions this officer may take on this application now: exactly the machine's `availableActions`
 * (decision 005), fee from the invoice. A lifecycle the machine cannot read gives none.
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
    ).filter(isOfficerAction);
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Reading the form answers (drafts may be partial: everything is optional here)
// ---------------------------------------------------------------------------------------------

type Rec = Record<string, unknown>;

function rec(value: unknown): Rec {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Rec) : {};
}

function str(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

interface DocRef {
  id: string;
  name: string;
  type: string;
  size: number;
}

function docRef(value: unknown): DocRef | null {
  const r = rec(value);
  return typeof r.id === 'string' && typeof r.name === 'string' ? { id: r.id, name: r.name, type: str(r.type), size: Number(r.size) || 0 } : null;
}

const NOT_GIVEN = 'Not given';

function orNotGiven(value: string): string {
  return value || NOT_GIVEN;
}

function dateOrNotGiven(value: unknown): string {
  const s = str(value);
  return (s && formatDisplayDate(s)) || NOT_GIVEN;
}

const SEX_LABELS: Readonly<Record<string, string>> = { MALE: 'Male', FEMALE: 'Female' };

const TYPE_LABELS: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
};

/**
 * A file size for people: "850 KB", "1.2 MB" (1 KB = 1,024 bytes).
 * @param bytes - size in bytes.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const DOCUMENT_LABELS: Readonly<Record<string, string>> = {
  lc1Letter: 'LC1 letter',
  partyOneId: "First party's national ID",
  partyTwoId: "Second party's national ID",
  photos: 'Passport photos',
  affidavit: 'Affidavit',
  parentalConsent: 'Consent of a parent or guardian',
};

interface DocumentRow {
  what: string;
  doc: DocRef;
}

/** Every document of the application, named by what it is; uploads not referred to by the form last. */
function documentRows(application: Application): DocumentRow[] {
  const data = application.data;
  const rows: DocumentRow[] = [];
  const docs = rec(data.documents);
  for (const [key, value] of Object.entries(docs)) {
    const doc = docRef(value);
    if (doc) rows.push({ what: DOCUMENT_LABELS[key] ?? key, doc });
  }
  for (const [key, who] of [
    ['partyOne', 'first party'],
    ['partyTwo', 'second party'],
  ] as const) {
    const party = rec(data[key]);
    const doc = docRef(party.conditionDocument);
    const condition = str(party.condition) as Condition;
    if (doc) rows.push({ what: `${CONDITION_DOCUMENT[condition] ?? 'Proof of condition'} (${who})`, doc });
  }
  const listed = new Set(rows.map((r) => r.doc.id));
  for (const doc of application.documents) {
    if (!listed.has(doc.id)) rows.push({ what: 'Other document', doc });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Small presentational pieces
// ---------------------------------------------------------------------------------------------

/** GOV.UK summary list: a `<dl>` of key and value rows. */
function SummaryList({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <Box component="dl" m={0}>
      {rows.map(([key, value]) => (
        <Box
          key={key}
          py="xs"
          style={{ display: 'flex', flexWrap: 'wrap', gap: '0 1rem', borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Box component="dt" fw={700} style={{ flex: '0 0 13rem', maxWidth: '100%' }}>
            {key}
          </Box>
          <Box component="dd" m={0} style={{ flex: '1 1 14rem', overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Box>
  );
}

function PartyDetails({ title, party }: { title: string; party: Rec }) {
  const condition = str(party.condition) as Condition;
  const residence = str(party.residenceDistrict);
  const since = str(party.residenceSince);
  return (
    <Section title={title}>
      <SummaryList
        rows={[
          ['Names', orNotGiven(`${str(party.givenName)} ${str(party.surname)}`.trim())],
          ['NIN', orNotGiven(str(party.nin))],
          ['Date of birth', dateOrNotGiven(party.dateOfBirth)],
          ['Sex', SEX_LABELS[str(party.sex)] ?? NOT_GIVEN],
          ['Nationality', orNotGiven(str(party.nationality))],
          ['Occupation', orNotGiven(str(party.occupation))],
          ['Residence', residence ? `${residence}${since ? `, since ${formatDisplayDate(since)}` : ''}` : NOT_GIVEN],
          ['Condition', CONDITION_LABELS[condition] ?? NOT_GIVEN],
          ['Phone', orNotGiven(str(party.phone))],
          ['Email', orNotGiven(str(party.email))],
        ]}
      />
    </Section>
  );
}

/** A multi-line text field of the surrounding AppForm (Mantine Textarea; hint and error as TextField). */
function ReasonField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ name });
  return (
    <Textarea
      ref={ref}
      id={fieldId(name)}
      name={fieldName}
      label={label}
      description={hint}
      error={errorContent(fieldState.error?.message)}
      inputWrapperOrder={GOV_UK_WRAPPER_ORDER}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      rows={5}
      resize="vertical"
    />
  );
}

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
const sectionsShape = Object.fromEntries(CORRECTION_SECTIONS.map((s) => [s.field, z.boolean()])) as Record<SectionField, z.ZodBoolean>;
const correctionsForm = eventForm({ reason: z.string(), sections: z.object(sectionsShape) }, (v) => ({
  type: 'application.requestCorrections',
  reason: v.reason,
  fields: CORRECTION_SECTIONS.filter((s) => v.sections[s.field]).map((s) => s.field),
}));
const declineForm = eventForm({ reason: z.string() }, (v) => ({ type: 'application.decline', reason: v.reason }));
const returnForm = eventForm({ comment: z.string() }, (v) => ({ type: 'application.return', comment: v.comment }));

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
      Cancel
    </Button>
  );
}

function ApproveDialog({ reference, busy, serverError, onCancel, onSend, outcome }: DialogProps & { outcome: string }) {
  const form = useZodForm(approveForm, { defaultValues: { comment: '' } });
  return (
    <AppForm
      form={form}
      aria-label="Approve application"
      submitLabel="Yes, approve"
      busy={busy}
      serverError={serverError}
      secondary={<CancelButton onCancel={onCancel} />}
      onSubmit={(v) => onSend({ type: 'application.approve', ...(v.comment.trim() ? { comment: v.comment.trim() } : {}) })}
    >
      <Text>
        Are you sure you want to approve application {reference}? {outcome}
      </Text>
      <ReasonField name="comment" label="Comment (optional)" hint="Recorded in the application's history." />
    </AppForm>
  );
}

function CorrectionsDialog({ busy, serverError, onCancel, onSend }: DialogProps) {
  const form = useZodForm(correctionsForm, {
    defaultValues: {
      reason: '',
      sections: Object.fromEntries(CORRECTION_SECTIONS.map((s) => [s.field, false])) as Record<SectionField, boolean>,
    },
  });
  return (
    <AppForm
      form={form}
      aria-label="Request corrections"
      submitLabel="Send request"
      busy={busy}
      serverError={serverError}
      secondary={<CancelButton onCancel={onCancel} />}
      onSubmit={(v) =>
        onSend({
          type: 'application.requestCorrections',
          reason: v.reason.trim(),
          fields: CORRECTION_SECTIONS.filter((s) => v.sections[s.field]).map((s) => s.field),
        })
      }
    >
      <ReasonField
        name="reason"
        label="What needs to be corrected, and why"
        hint="The applicant sees this message. Be specific."
      />
      <Box component="fieldset" m={0} p={0} style={{ border: 0 }} aria-describedby="sections-hint">
        <Text component="legend" fw={700} mb={4}>
          Sections to correct
        </Text>
        <Text id="sections-hint" size="sm" c="gray.8" mb="xs">
          Select all that apply.
        </Text>
        <Stack gap="xs">
          {CORRECTION_SECTIONS.map((s) => (
            <CheckboxField key={s.field} name={`sections.${s.field}`} label={s.label} />
          ))}
        </Stack>
      </Box>
    </AppForm>
  );
}

function DeclineDialog({ reference, busy, serverError, onCancel, onSend }: DialogProps) {
  const form = useZodForm(declineForm, { defaultValues: { reason: '' } });
  return (
    <AppForm
      form={form}
      aria-label="Decline application"
      submitLabel="Decline application"
      busy={busy}
      serverError={serverError}
      secondary={<CancelButton onCancel={onCancel} />}
      onSubmit={(v) => onSend({ type: 'application.decline', reason: v.reason.trim() })}
    >
      <Text>Declining application {reference} is final: the applicant will have to apply again.</Text>
      <ReasonField name="reason" label="Reason for declining" hint="The applicant sees this reason." />
    </AppForm>
  );
}

function ReturnDialog({ busy, serverError, onCancel, onSend }: DialogProps) {
  const form = useZodForm(returnForm, { defaultValues: { comment: '' } });
  return (
    <AppForm
      form={form}
      aria-label="Return to previous level"
      submitLabel="Return application"
      busy={busy}
      serverError={serverError}
      secondary={<CancelButton onCancel={onCancel} />}
      onSubmit={(v) => onSend({ type: 'application.return', comment: v.comment.trim() })}
    >
      <ReasonField name="comment" label="Comment for the previous level" hint="Say what the previous level should look at again." />
    </AppForm>
  );
}

/** Titles of the action dialogs. */
export const DIALOG_TITLES: Readonly<Record<Exclude<OfficerAction, 'application.open'>, string>> = {
  'application.approve': 'Approve application',
  'application.requestCorrections': 'Request corrections',
  'application.decline': 'Decline application',
  'application.return': 'Return to previous level',
};

// ---------------------------------------------------------------------------------------------
// The page
// ---------------------------------------------------------------------------------------------

/** The query key of one application. */
export function applicationQueryKey(id: string) {
  return ['application', id] as const;
}

/** The application details page. */
export default function ApplicationDetailsPage() {
  const { id = '' } = useParams();
  const profile = useProfile();
  const result = useAppQuery({
    queryKey: applicationQueryKey(id),
    queryFn: () => fetchApplication(id),
    retry: (count, error) => toApiError(error).status >= 500 && count < 1,
  });

  if (result.isPending) {
    return (
      <div role="status" aria-live="polite">
        <Group gap="xs">
          <Loader size="sm" aria-hidden="true" />
          <Text>Loading the application…</Text>
        </Group>
      </div>
    );
  }
  if (result.isError) {
    const error = toApiError(result.error);
    return (
      <Stack gap="lg">
        <BackLink />
        <Title order={1}>{error.status === 404 ? 'Application not found' : 'The application could not be loaded'}</Title>
        <Alert color="red" variant="light" role="alert" title="There is a problem">
          <Text mb={error.status === 404 ? 0 : 'sm'}>
            {error.status === 404 ? 'We could not find this application. It may have been removed, or the link is wrong.' : error.message}
          </Text>
          {error.status === 404 ? null : (
            <Button variant="outline" onClick={() => void result.refetch()}>
              Try again
            </Button>
          )}
        </Alert>
      </Stack>
    );
  }
  return <ApplicationDetails application={result.data} profile={profile} />;
}

function BackLink() {
  return (
    <Anchor component={Link} to="/backoffice/marriage-registrations/task-queue">
      Back to the task queue
    </Anchor>
  );
}

function ApplicationDetails({ application, profile }: { application: Application; profile: Profile | null }) {
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
    mutationFn: (body) => sendApplicationEvent(id, body),
    onSuccess: (updated, body) => {
      queryClient.setQueryData(applicationQueryKey(id), updated);
      void queryClient.invalidateQueries({ queryKey: ['backoffice-applications'] });
      void queryClient.invalidateQueries({ queryKey: applicationQueryKey(id) });
      setDialog(null);
      if (isOfficerAction(body.type)) notify({ type: 'success', message: successMessage(body.type, reference, updated) });
      setFocusStatus((n) => n + 1);
    },
    onError: (error) => {
      // Someone else may have acted meanwhile: reload, so the buttons show what is possible now.
      if (toApiError(error).status === 409) void queryClient.invalidateQueries({ queryKey: applicationQueryKey(id) });
    },
  });
  const actionError = mutation.error ? toApiError(mutation.error) : null;

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
  const chain = REVIEW_CHAINS[application.serviceType];
  const levelIndex = level ? chain.indexOf(level) : -1;
  const nextLevel = levelIndex >= 0 ? chain[levelIndex + 1] : undefined;
  const approveOutcome = nextLevel
    ? `It goes to the ${LEVEL_LABELS[nextLevel]} for review.`
    : 'This is the last review level: the application will be approved.';

  const data = application.data;
  const marriage = rec(data.marriage);
  const witnesses = Array.isArray(data.witnesses) ? data.witnesses.map(rec) : [];
  const docs = documentRows(application);
  const invoice = application.invoice;
  const correctionLabels = application.correctionFields.map(
    (f) => CORRECTION_SECTIONS.find((s) => s.field === f)?.label ?? f,
  );
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
        <Title order={1}>Application {reference}</Title>
      </Stack>

      <Box component="section" aria-labelledby="status-heading">
        <Title order={2} size="h3" id="status-heading" ref={statusHeading} tabIndex={-1} mb="sm">
          Status
        </Title>
        <SummaryList
          rows={[
            ['Status', <StatusTag key="s" status={application.status} />],
            ...(level ? ([['With', LEVEL_LABELS[level]]] as const) : []),
            ['Applicant', application.applicantName],
            ['Submitted', application.submittedAt ? formatDisplayDate(application.submittedAt) : 'Not submitted'],
            ...(application.decisionReason ? ([['Reason given', application.decisionReason]] as const) : []),
            ...(correctionLabels.length > 0 ? ([['Sections to correct', correctionLabels.join(', ')]] as const) : []),
          ]}
        />
      </Box>

      <Box component="section" aria-labelledby="actions-heading">
        <Title order={2} size="h3" id="actions-heading" mb="sm">
          Actions
        </Title>
        {actionError && !dialog ? (
          <Alert color="red" variant="light" role="alert" title="The action could not be completed" mb="sm">
            {actionError.message}
          </Alert>
        ) : null}
        {actions.length === 0 ? (
          <Text>{READ_ONLY_TEXT}</Text>
        ) : (
          <Group gap="sm">
            {actions.map((action) => (
              <Button
                key={action}
                type="button"
                variant={action === 'application.decline' ? 'outline' : action === 'application.open' || action === 'application.approve' ? 'filled' : 'default'}
                color={action === 'application.decline' ? 'red.9' : undefined}
                loading={mutation.isPending && action === 'application.open' && mutation.variables?.type === 'application.open'}
                onClick={() => open(action)}
              >
                {ACTION_LABELS[action]}
              </Button>
            ))}
          </Group>
        )}
      </Box>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        <PartyDetails title="First party" party={rec(data.partyOne)} />
        <PartyDetails title="Second party" party={rec(data.partyTwo)} />
      </SimpleGrid>

      <Section title="The marriage">
        <SummaryList
          rows={[
            ['District of marriage', orNotGiven(str(marriage.intendedDistrict) || (application.district ?? ''))],
            [
              'Preferred period',
              str(marriage.preferredFrom) && str(marriage.preferredTo)
                ? `${formatDisplayDate(str(marriage.preferredFrom))} to ${formatDisplayDate(str(marriage.preferredTo))}`
                : NOT_GIVEN,
            ],
          ]}
        />
      </Section>

      <Section title="Witnesses">
        {witnesses.length === 0 ? (
          <Text>No witnesses given.</Text>
        ) : (
          <Stack gap="md">
            {witnesses.map((w, index) => (
              <div key={index}>
                <Title order={3} size="h4" mb={4}>
                  Witness {index + 1}
                </Title>
                <SummaryList
                  rows={[
                    ['Name', orNotGiven(str(w.name))],
                    [
                      'Identity document',
                      str(w.idNumber) ? `${str(w.idType) === 'PASSPORT' ? 'Passport' : 'NIN'} ${str(w.idNumber)}` : NOT_GIVEN,
                    ],
                    ['Phone', orNotGiven(str(w.phone))],
                  ]}
                />
              </div>
            ))}
          </Stack>
        )}
      </Section>

      <Section title="Documents">
        {docs.length === 0 ? (
          <Text>No documents uploaded.</Text>
        ) : (
          <ScrollRegion minWidth={560} label="Documents table">
            <Table withTableBorder striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Document</Table.Th>
                  <Table.Th scope="col">File name</Table.Th>
                  <Table.Th scope="col">Type</Table.Th>
                  <Table.Th scope="col">Size</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {docs.map(({ what, doc }) => (
                  <Table.Tr key={`${what}-${doc.id}`}>
                    <Table.Th scope="row" fw={400}>
                      {what}
                    </Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{doc.name}</Table.Td>
                    <Table.Td>{TYPE_LABELS[doc.type] ?? doc.type}</Table.Td>
                    <Table.Td>{formatFileSize(doc.size)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </Section>

      <Section title="Invoice">
        {invoice ? (
          <SummaryList
            rows={[
              ['Payment registration number (PRN)', invoice.prn],
              ['Amount', formatMoney(invoice.amountUgx)],
              ['Issued', formatDisplayDate(invoice.issuedAt)],
              ['Paid', invoice.paidAt ? formatDisplayDate(invoice.paidAt) : 'Not paid'],
            ]}
          />
        ) : (
          <Text>No invoice has been issued.</Text>
        )}
      </Section>

      <Section title="History">
        <Timeline entries={application.timeline.map(toTimelineItem)} />
      </Section>

      <AppModal opened={dialog !== null} onClose={close} title={dialog ? DIALOG_TITLES[dialog] : ''} size="lg">
        {dialog === 'application.approve' ? <ApproveDialog {...dialogProps} outcome={approveOutcome} /> : null}
        {dialog === 'application.requestCorrections' ? <CorrectionsDialog {...dialogProps} /> : null}
        {dialog === 'application.decline' ? <DeclineDialog {...dialogProps} /> : null}
        {dialog === 'application.return' ? <ReturnDialog {...dialogProps} /> : null}
      </AppModal>
    </Stack>
  );
}

function safeCurrentLevel(application: Application) {
  try {
    return currentLevel(application.serviceType, application.lifecycle);
  } catch {
    return null;
  }
}
