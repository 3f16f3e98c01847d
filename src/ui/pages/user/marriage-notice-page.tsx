/**
 * Notice of a civil marriage (SPEC.md §2 /user/services/form-marriage-registration; DOMAIN.md §5):
 * the wizard over the civil marriage form definition, then the payment stage on the same page.
 *
 * Query parameters:
 * - `application=<id>`: open that application: a Draft resumes; Corrections_Requested opens for
 *   editing with the registrar's reason (resubmitting never asks to pay again); Payment_Confirmation
 *   shows the payment stage; any later status says it was submitted.
 * - `step=<stepId>`: open that step first (the wizard's links carry it).
 * Without `application`, the person's open draft of this service is resumed (this device's, else the
 * newest Draft the API holds), so a second application is never started by accident; otherwise a new
 * one begins with a client-made UUID, put in the URL as soon as the first answer is kept.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toApiError } from '../../../api/errors';
import { fetchApplication, fetchMyApplications } from '../../../api/applications';
import type { Application } from '../../../domain/schemas/applications';
import { STATUS_TEXT } from '../../../domain/statuses';
import { newApplicationId } from '../../../machines/wizard/wizard.machine';
import { useDistricts, useIsOnline, useProfile } from '../../app/session-context';
import { notify } from '../../components/notifications/notify';
import { civilMarriageForm } from '../../forms/civil-marriage-form';
import { findCurrentDraft, readDraft } from '../../forms/drafts-store';
import { answeredSteps, type FormValues, mergeDefaults, passingSteps } from '../../forms/form-definition';
import { PaymentStage } from '../../forms/payment-stage';
import { localToday, Wizard } from '../../forms/wizard';
import type { Corrections } from '../../forms/wizard-context';

/** The path of this page. */
export const MARRIAGE_NOTICE_PATH = '/user/services/form-marriage-registration';

const definition = civilMarriageForm;

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
    }
  | { kind: 'resume'; applicationId: string }
  | { kind: 'payment'; application: Application }
  | { kind: 'submitted'; application: Application }
  | { kind: 'notFound' }
  | { kind: 'error'; message: string };

function fromApplication(application: Application, today: string): Start {
  if (application.serviceType !== definition.serviceType) return { kind: 'notFound' };
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
  };
}

/**
 * Decide what to open (see the module comment). Never throws.
 * @param userId - the signed-in person.
 * @param applicationId - the `application` query parameter, or null.
 * @param newId - the id a new application gets.
 */
async function resolveStart(userId: string, applicationId: string | null, newId: string): Promise<Start> {
  const today = localToday();
  if (!applicationId) {
    const local = await findCurrentDraft(userId, definition.serviceType);
    if (local) return { kind: 'resume', applicationId: local.applicationId };
    try {
      const mine = await fetchMyApplications();
      const draft = mine.find((a) => a.serviceType === definition.serviceType && a.status === 'Draft');
      if (draft) return { kind: 'resume', applicationId: draft.id };
    } catch {
      // Offline or refused: start afresh; the device keeps what is typed.
    }
    return { kind: 'wizard', applicationId: newId, created: false, initialValues: definition.initialValues(), mode: 'new', corrections: null };
  }
  try {
    return fromApplication(await fetchApplication(applicationId), today);
  } catch (error) {
    const e = toApiError(error);
    const local = await readDraft({ userId, applicationId });
    if (local && (e.status === 404 || e.isNetwork)) {
      // Never reached the API (reload before the first save), or offline: the device copy is the draft.
      return {
        kind: 'wizard',
        applicationId,
        created: local.created && e.status !== 404,
        initialValues: mergeDefaults(definition.initialValues(), local.data) as FormValues,
        mode: 'new',
        corrections: null,
      };
    }
    if (e.status === 404) return { kind: 'notFound' };
    return { kind: 'error', message: e.message };
  }
}

function Loading({ text }: { text: string }) {
  return (
    <Center mih="30vh">
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Text>{text}</Text>
      </Stack>
    </Center>
  );
}

/** The notice page. */
export default function MarriageNoticePage() {
  const profile = useProfile();
  const districts = useDistricts();
  const online = useIsOnline();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
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
    void resolveStart(userId, applicationParam, newId).then((next) => {
      if (cancelled) return;
      if (next.kind === 'resume') {
        setParams(
          (current) => {
            const copy = new URLSearchParams(current);
            copy.set('application', next.applicationId);
            return copy;
          },
          { replace: true },
        );
        return;
      }
      runningId.current = next.kind === 'wizard' ? next.applicationId : null;
      setStart({ forParam: applicationParam, value: next });
    });
    return () => {
      cancelled = true;
    };
  }, [userId, applicationParam, newId, setParams]);

  // What was resolved for this URL (a running wizard keeps its page when it puts its id in the URL).
  const current =
    start &&
    (start.forParam === applicationParam || (start.value.kind === 'wizard' && start.value.applicationId === applicationParam))
      ? start.value
      : null;

  const onStarted = useCallback(
    (id: string) => {
      if (params.get('application') === id) return;
      runningId.current = id;
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set('application', id);
          return copy;
        },
        { replace: true },
      );
    },
    [params, setParams],
  );

  const onSubmitted = useCallback(
    (application: Application) => {
      runningId.current = null;
      if (application.status === 'Payment_Confirmation' && application.invoice) {
        setStart({ forParam: application.id, value: { kind: 'payment', application } });
        return;
      }
      void navigate(`/user/payment-success?application=${encodeURIComponent(application.id)}`, { replace: true });
    },
    [navigate],
  );

  const onExit = useCallback(
    ({ saved }: { saved: boolean }) => {
      notify(
        saved
          ? { type: 'success', message: 'Your answers are saved. You can continue your notice from Your applications.' }
          : {
              type: 'info',
              message: 'Your answers are kept on this device. They will be sent when you open your notice again while online.',
            },
      );
      void navigate('/user/applications');
    },
    [navigate],
  );

  if (!profile) return <Loading text="Loading…" />;

  if (!profile.idNumber) {
    return (
      <Stack gap="md" maw={720}>
        <Title order={1}>{definition.title}</Title>
        <Text>
          Before you can give notice, verify your National Identification Number.{' '}
          <Anchor component={Link} to="/account-onboard" underline="always">
            Verify your identity
          </Anchor>
        </Text>
      </Stack>
    );
  }

  if (!current) return <Loading text="Loading your notice…" />;

  switch (current.kind) {
    case 'wizard':
      return (
        <Wizard
          key={current.applicationId}
          definition={definition}
          userId={profile.userId}
          applicationId={current.applicationId}
          mode={current.mode}
          initialValues={current.initialValues}
          created={current.created}
          completed={current.completed}
          visited={current.visited}
          corrections={current.corrections}
          districts={districtNames}
          online={online}
          startStep={stepParam}
          onStarted={onStarted}
          onSubmitted={onSubmitted}
          onExit={onExit}
        />
      );
    case 'payment':
      return (
        <PaymentStage
          application={current.application}
          title="Pay for your notice"
          showTestCards={import.meta.env.MODE === 'mock'}
          onPaid={(applicationId) => void navigate(`/user/card-payment/complete?application=${encodeURIComponent(applicationId)}`)}
        />
      );
    case 'submitted':
      return (
        <Stack gap="md" maw={720}>
          <Title order={1}>{definition.title}</Title>
          <Text size="lg">
            This notice ({current.application.reference}) has been submitted. Its status is {STATUS_TEXT[current.application.status]}.
          </Text>
          <Text>
            <Anchor component={Link} to={`/tracking/${encodeURIComponent(current.application.reference)}`} underline="always">
              Track your application
            </Anchor>{' '}
            or go to{' '}
            <Anchor component={Link} to="/user/applications" underline="always">
              your applications
            </Anchor>
            .
          </Text>
        </Stack>
      );
    case 'notFound':
      return (
        <Stack gap="md" maw={720}>
          <Title order={1}>Application not found</Title>
          <Text>We could not find this notice among your applications.</Text>
          <Text>
            <Anchor component={Link} to="/user/applications" underline="always">
              Go to your applications
            </Anchor>{' '}
            or{' '}
            <Anchor component={Link} to={MARRIAGE_NOTICE_PATH} underline="always">
              start a new notice
            </Anchor>
            .
          </Text>
        </Stack>
      );
    case 'error':
      return (
        <Stack gap="md" maw={720}>
          <Title order={1}>{definition.title}</Title>
          <Alert color="red" variant="light" title="Sorry, there is a problem">
            {current.message}
          </Alert>
        </Stack>
      );
    default:
      return null;
  }
}

