/**
 * One of the person's own applications, inside their area (/user/applications/{id},
 * /institution/applications/{id}): where it stands (status and its plain description, the officer's
 * reason), what they can do now (continue, pay, correct: decision 005's machine decides), what
 * happens next, the payment receipt, the answers and documents as the service's form reads them, and
 * the dated history, and who at the registry has opened it (issue 31 §3). SPEC.md §4 keeps a signed-in person out of public pages, so this page, not the
 * public tracking page, is where an applicant follows an application.
 */
import type { ReactNode } from 'react';
import { Alert, Anchor, Box, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { format } from 'date-fns';
import { toApiError } from '#src/ui/shared/api-error';
import { formatDisplayDate } from '#src/domain/dates';
import { formatMoney } from '#src/domain/money';
import type { Application } from '#src/domain/schemas/applications';
import { serviceLabel } from '#src/domain/services/service-types';
import { useCurrentArea } from '#src/ui/routing/current-route';
import { useApiToday } from '#src/ui/queries/time';
import { useProfile } from '#src/ui/shared/session-context';
import { CeremonyBooking } from '#src/ui/ceremonies/ceremony-booking';
import { ApplicationAnswers } from '#src/ui/forms/application-answers';
import { IssuedDocumentsPanel } from '#src/ui/documents/issued-documents-panel';
import { StatusTag } from '#src/ui/components/status-tag/status-tag';
import { PartyConfirmationPanel, partyNextSteps, waitsForParties } from '#src/ui/components/party-confirmation/party-confirmation';
import { SummaryList } from '#src/ui/components/summary-list/summary-list';
import { Timeline } from '#src/ui/components/timeline/timeline';
import { useConfirmation } from '#src/ui/services/use-confirmation';
import { useApplicationForm } from '#src/ui/services/use-application-form';
import { NoticeStagePanel } from '#src/ui/notice-stage/notice-stage-panel';
import { noticeStageOf } from '#src/lifecycle/application.machine';
import { noticeNextSteps } from '#src/domain/standing';
import { SubsistingMarriageNote } from '#src/ui/components/subsisting-marriage/subsisting-marriage-note';
import { ACTION_TEXT, actionHref, applicantActions, timelineItems } from './applicant-actions';
import { AccessLogSection } from './access-log-section';
import { Unbroken } from '#src/ui/components/unbroken/unbroken';
import { paths } from '#src/ui/shared/paths';
import { useApplication } from '#src/ui/queries/applications';
import { DraftRetention } from './draft-retention';
import { DraftDeleted } from '#src/ui/components/draft-deleted/draft-deleted';

/** Words of a bank payment waiting for the bank (issue 30: the slip's state, its expiry, and how to get it again). */
export const BANK_SLIP_TEXT = {
  button: 'See your bank payment slip',
  waiting: (since: string, expires: string) =>
    `Not paid yet: waiting for the bank. You chose on ${since} to pay at a bank with a PRN slip; pay it at the bank by ${expires}, when the PRN expires. The registry confirms the payment when the bank reports it, usually within one working day.`,
  again: 'Lost the slip?',
  link: 'Open your bank payment slip',
  after: 'to print it again or save it as a PDF; you can also pay by card or mobile money there.',
} as const;

/** The application page. */
export default function ApplicationPage() {
  const { id = '' } = useParams();
  const area = useCurrentArea();
  const result = useApplication(id, {
    retry: (count, error) => toApiError(error).status >= 500 && count < 1,
  });
  const back = (
    <Anchor component={Link} to={paths.applications(area)}>
      Back to your applications
    </Anchor>
  );
  if (result.isPending) {
    return (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text>Loading your application…</Text>
      </Group>
    );
  }
  if (result.isError) {
    const error = toApiError(result.error);
    // The registry deleted this draft because nobody changed it (issue 31 §5): say so plainly.
    if (error.status === 410) return <DraftDeleted message={error.message} area={area} back={back} />;
    return (
      <Stack gap="lg" maw={720}>
        {back}
        <Title order={1}>{error.status === 404 ? 'Application not found' : 'Your application could not be loaded'}</Title>
        <Alert color="red" variant="light" role="alert" title="There is a problem">
          <Text mb={error.status === 404 ? 0 : 'sm'}>
            {error.status === 404 ? 'We could not find this application among yours. The link may be wrong.' : error.message}
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
  return <ApplicationView application={result.data} area={area} back={back} />;
}

function ApplicationView({ application, area, back }: { application: Application; area: 'user' | 'institution'; back: ReactNode }) {
  const profile = useProfile();
  const actions = applicantActions(application, profile).filter((a) => a !== 'view');
  const form = useApplicationForm(application);
  const confirmation = useConfirmation(application);
  const invoice = application.invoice;
  const Notice = form.status === 'ready' ? form.definition.notice : undefined;
  // The day that judges the answers: the day of submission once submitted (the fee was charged then), else the
  // API's today (issue 30), never the device's.
  const apiDay = useApiToday();
  const judgedOn = application.submittedAt ? format(new Date(application.submittedAt), 'yyyy-MM-dd') : apiDay;
  const finished = application.status === 'Approved' || application.status === 'Declined';
  // The notice's stage, as the lifecycle machine reads it (issue 30): its words beside the status, its next steps.
  const noticeStage = noticeStageOf(application.lifecycle);
  // Sent to the parties it names, who have not all confirmed yet (issue 31 §2).
  const waitingForParties = waitsForParties(application);
  const nextSteps: readonly string[] =
    waitingForParties && application.partyConfirmation
      ? partyNextSteps(application.partyConfirmation)
      : noticeStage
        ? noticeNextSteps(noticeStage, 'applicant', application.notice)
        : confirmation.status === 'ready'
          ? confirmation.confirmation.nextSteps
          : [];
  // A payment started and not confirmed yet (a PRN slip taken to a bank, a mobile money prompt).
  const awaiting = invoice && !invoice.paidAt ? (invoice.awaiting ?? null) : null;
  const payHref = actions.includes('pay') ? actionHref('pay', application, area) : undefined;
  const reasonLabel =
    application.status === 'Declined'
      ? 'Reason for the decision'
      : application.status === 'Corrections_Requested'
        ? 'What to correct'
        : null;

  return (
    <Stack gap="xl" maw={960}>
      <Stack gap="xs">
        {back}
        <Text c="gray.8" fw={700}>
          {serviceLabel(application.serviceType)}
        </Text>
        <Title order={1}>
          Application <Unbroken>{application.reference}</Unbroken>
        </Title>
      </Stack>

      <Box component="section" aria-labelledby="where-heading">
        <Title order={2} size="h3" id="where-heading" mb="sm">
          Where it stands
        </Title>
        <SummaryList
          rows={[
            ['Status', <StatusTag key="s" status={application.status} noticeStage={noticeStage} waitingForParties={waitingForParties} />],
            ['Started', formatDisplayDate(application.createdAt)],
            ['Submitted', application.submittedAt ? formatDisplayDate(application.submittedAt) : 'Not submitted yet'],
            ...(reasonLabel && application.decisionReason ? ([[reasonLabel, application.decisionReason]] as const) : []),
            ...(application.notice && area === 'user'
              ? ([
                  [
                    'Notice',
                    <Anchor key="n" component={Link} to={paths.noticeAttachment(application.id)}>
                      Your notice of marriage and its documents
                    </Anchor>,
                  ],
                ] as const)
              : []),
          ]}
        />
        <Box mt="md">
          <DraftRetention application={application} />
        </Box>
        {actions.length > 0 ? (
          <Group gap="md" mt="md">
            {actions.map((action) => (
              <Button key={action} component={Link} to={actionHref(action, application, area)}>
                {action === 'pay'
                  ? awaiting?.method === 'BANK'
                    ? BANK_SLIP_TEXT.button
                    : 'Pay now'
                  : action === 'correct'
                    ? 'Correct your application'
                    : `${ACTION_TEXT[action]} your application`}
              </Button>
            ))}
          </Group>
        ) : null}
      </Box>

      <PartyConfirmationPanel application={application} />

      <SubsistingMarriageNote application={application} />

      {/* The notice's stage and clock first, what happens next from this stage, then what the couple can do about
          it: book the ceremony. */}
      <NoticeStagePanel application={application} audience="applicant" />

      {!finished && nextSteps.length > 0 && application.status !== 'Draft' ? (
        <Box component="section" aria-labelledby="next-heading">
          <Title order={2} size="h3" id="next-heading" mb="sm">
            What happens next
          </Title>
          <List type="ordered" spacing="sm">
            {nextSteps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Box>
      ) : null}

      <CeremonyBooking application={application} />

      <IssuedDocumentsPanel applicationId={application.id} />

      <Box component="section" aria-labelledby="payment-heading">
        <Title order={2} size="h3" id="payment-heading" mb="sm">
          Payment
        </Title>
        {Notice && judgedOn ? (
          <Box mb="md">
            <Notice values={application.data} today={judgedOn} where="application" submitted={application.status !== 'Draft'} />
          </Box>
        ) : null}
        {invoice ? (
          <>
            <SummaryList
              rows={[
                ['Payment registration number (PRN)', invoice.prn],
                ['Amount', formatMoney(invoice.amountUgx)],
                ['What it pays for', invoice.items.map((i) => i.item).join(', ')],
                [
                  'Paid',
                  invoice.paidAt
                    ? `${formatDisplayDate(invoice.paidAt)}${invoice.paidWith ? `, by card ending ${invoice.paidWith}` : ''}`
                    : awaiting?.method === 'BANK'
                      ? BANK_SLIP_TEXT.waiting(formatDisplayDate(awaiting.since), formatDisplayDate(invoice.expiresAt))
                      : awaiting?.method === 'MOBILE_MONEY'
                        ? `Not paid yet: a mobile money prompt was sent${awaiting.phone ? ` to ${awaiting.phone}` : ''} on ${formatDisplayDate(awaiting.since)}. Approve it on the phone, or pay another way, by ${formatDisplayDate(invoice.expiresAt)}.`
                        : `Not paid yet. Pay by ${formatDisplayDate(invoice.expiresAt)}.`,
                ],
              ]}
            />
            {!invoice.paidAt && awaiting?.method === 'BANK' && payHref ? (
              <Text mt="sm">
                {BANK_SLIP_TEXT.again}{' '}
                <Anchor component={Link} to={payHref} underline="always">
                  {BANK_SLIP_TEXT.link}
                </Anchor>{' '}
                {BANK_SLIP_TEXT.after}
              </Text>
            ) : null}
          </>
        ) : (
          <Text>{application.status === 'Draft' ? 'The fee is charged when you submit.' : 'No payment was needed.'}</Text>
        )}
      </Box>

      {form.status === 'ready' ? (
        <Box component="section" aria-labelledby="answers-heading">
          <Title order={2} id="answers-heading" mb="md">
            Your answers
          </Title>
          <ApplicationAnswers definition={form.definition} application={application} headingOrder={3} />
        </Box>
      ) : form.status === 'loading' ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>Loading your answers…</Text>
        </Group>
      ) : null}

      <Box component="section" aria-labelledby="history-heading">
        <Title order={2} size="h3" id="history-heading" mb="sm">
          History
        </Title>
        {application.timeline.length > 0 ? (
          <Timeline
            entries={timelineItems(application.timeline, application.applicantId)}
            aria-label={`History of ${application.reference}`}
          />
        ) : (
          <Text>Nothing has happened yet: the application has not been submitted.</Text>
        )}
      </Box>

      {application.accessLog ? <AccessLogSection reference={application.reference} entries={application.accessLog} /> : null}
    </Stack>
  );
}
