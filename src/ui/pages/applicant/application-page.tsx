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
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isoDay } from '#src/domain/dates';
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
import { actionHref, applicantActions, timelineItems } from './applicant-actions';
import { AccessLogSection } from './access-log-section';
import { Unbroken } from '#src/ui/components/unbroken/unbroken';
import { paths } from '#src/ui/shared/paths';
import { useApplication } from '#src/ui/queries/applications';
import { DraftRetention } from './draft-retention';
import { DraftDeleted } from '#src/ui/components/draft-deleted/draft-deleted';

/** The application page. */
export default function ApplicationPage() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const area = useCurrentArea();
  const result = useApplication(id, {
    retry: (count, error) => toApiError(error).status >= 500 && count < 1,
  });
  const back = (
    <Anchor component={Link} to={paths.applications(area)}>
      <Trans>Back to your applications</Trans>
    </Anchor>
  );
  if (result.isPending) {
    return (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text>
          <Trans>Loading your application…</Trans>
        </Text>
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
        <Title order={1}>{error.status === 404 ? t`Application not found` : t`Your application could not be loaded`}</Title>
        <Alert color="red" variant="light" role="alert" title={t`There is a problem`}>
          <Text mb={error.status === 404 ? 0 : 'sm'}>
            {error.status === 404 ? t`We could not find this application among yours. The link may be wrong.` : error.message}
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
  return <ApplicationView application={result.data} area={area} back={back} />;
}

function ApplicationView({ application, area, back }: { application: Application; area: 'user' | 'institution'; back: ReactNode }) {
  const { i18n, t } = useLingui();
  const profile = useProfile();
  const actions = applicantActions(application, profile).filter((a) => a !== 'view');
  const form = useApplicationForm(application);
  const confirmation = useConfirmation(application);
  const invoice = application.invoice;
  const { reference } = application;
  const Notice = form.status === 'ready' ? form.definition.notice : undefined;
  // The day that judges the answers: the day of submission once submitted (the fee was charged then), else the
  // API's today (issue 30), never the device's.
  const apiDay = useApiToday();
  const judgedOn = application.submittedAt ? isoDay(new Date(application.submittedAt)) : apiDay;
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
      ? t`Reason for the decision`
      : application.status === 'Corrections_Requested'
        ? t`What to correct`
        : null;

  return (
    <Stack gap="xl" maw={960}>
      <Stack gap="xs">
        {back}
        <Text c="gray.8" fw={700}>
          {serviceLabel(application.serviceType)}
        </Text>
        <Title order={1}>
          <Trans>
            Application <Unbroken>{reference}</Unbroken>
          </Trans>
        </Title>
      </Stack>

      <Box component="section" aria-labelledby="where-heading">
        <Title order={2} size="h3" id="where-heading" mb="sm">
          <Trans>Where it stands</Trans>
        </Title>
        <SummaryList
          rows={[
            [t`Status`, <StatusTag key="s" status={application.status} noticeStage={noticeStage} waitingForParties={waitingForParties} />],
            [t`Started`, formatDisplayDate(application.createdAt)],
            [t`Submitted`, application.submittedAt ? formatDisplayDate(application.submittedAt) : t`Not submitted yet`],
            ...(reasonLabel && application.decisionReason ? ([[reasonLabel, application.decisionReason]] as const) : []),
            ...(application.notice && area === 'user'
              ? ([
                  [
                    t`Notice`,
                    <Anchor key="n" component={Link} to={paths.noticeAttachment(application.id)}>
                      <Trans>Your notice of marriage and its documents</Trans>
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
                    ? t`See your bank payment slip`
                    : t`Pay now`
                  : action === 'correct'
                    ? t`Correct your application`
                    : action === 'continue'
                      ? t`Continue your application`
                      : t`View your application`}
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
            <Trans>What happens next</Trans>
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
          <Trans>Payment</Trans>
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
                [t`Payment registration number (PRN)`, invoice.prn],
                [t`Amount`, formatMoney(invoice.amountUgx)],
                [t`What it pays for`, invoice.items.map((i) => i.item).join(', ')],
                [t`Paid`, paidText(i18n, invoice, awaiting)],
              ]}
            />
            {!invoice.paidAt && awaiting?.method === 'BANK' && payHref ? (
              <Text mt="sm">
                <Trans>
                  Lost the slip?{' '}
                  <Anchor component={Link} to={payHref} underline="always">
                    Open your bank payment slip
                  </Anchor>{' '}
                  to print it again or save it as a PDF; you can also pay by card or mobile money there.
                </Trans>
              </Text>
            ) : null}
          </>
        ) : (
          <Text>{application.status === 'Draft' ? t`The fee is charged when you submit.` : t`No payment was needed.`}</Text>
        )}
      </Box>

      {form.status === 'ready' ? (
        <Box component="section" aria-labelledby="answers-heading">
          <Title order={2} id="answers-heading" mb="md">
            <Trans>Your answers</Trans>
          </Title>
          <ApplicationAnswers definition={form.definition} application={application} headingOrder={3} />
        </Box>
      ) : form.status === 'loading' ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>
            <Trans>Loading your answers…</Trans>
          </Text>
        </Group>
      ) : null}

      <Box component="section" aria-labelledby="history-heading">
        <Title order={2} size="h3" id="history-heading" mb="sm">
          <Trans>History</Trans>
        </Title>
        {application.timeline.length > 0 ? (
          <Timeline
            entries={timelineItems(application.timeline, application.applicantId, t`You`)}
            aria-label={t`History of ${reference}`}
          />
        ) : (
          <Text>
            <Trans>Nothing has happened yet: the application has not been submitted.</Trans>
          </Text>
        )}
      </Box>

      {application.accessLog ? <AccessLogSection reference={application.reference} entries={application.accessLog} /> : null}
    </Stack>
  );
}

/** The "Paid" row of the payment: when and how it was paid, or what the payment waits for. */
function paidText(
  i18n: I18n,
  invoice: NonNullable<Application['invoice']>,
  awaiting: NonNullable<Application['invoice']>['awaiting'] | null,
): string {
  const expires = formatDisplayDate(invoice.expiresAt);
  if (invoice.paidAt) {
    const paid = formatDisplayDate(invoice.paidAt);
    const { paidWith } = invoice;
    return paidWith ? i18n._(msg`${paid}, by card ending ${paidWith}`) : paid;
  }
  if (awaiting?.method === 'BANK') {
    const since = formatDisplayDate(awaiting.since);
    return i18n._(
      msg`Not paid yet: waiting for the bank. You chose on ${since} to pay at a bank with a PRN slip; pay it at the bank by ${expires}, when the PRN expires. The registry confirms the payment when the bank reports it, usually within one working day.`,
    );
  }
  if (awaiting?.method === 'MOBILE_MONEY') {
    const since = formatDisplayDate(awaiting.since);
    const { phone } = awaiting;
    return phone
      ? i18n._(
          msg`Not paid yet: a mobile money prompt was sent to ${phone} on ${since}. Approve it on the phone, or pay another way, by ${expires}.`,
        )
      : i18n._(msg`Not paid yet: a mobile money prompt was sent on ${since}. Approve it on the phone, or pay another way, by ${expires}.`);
  }
  return i18n._(msg`Not paid yet. Pay by ${expires}.`);
}
