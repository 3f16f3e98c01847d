/**
 * Submission success (SPEC.md §2 /user/payment-success and /institution/payment-success; DOMAIN.md §5
 * "a confirmation page with the application reference and what happens next"). Query:
 * `application=<id>`.
 *
 * The GOV.UK confirmation panel (the service's confirmation title, e.g. "Notice of marriage
 * submitted", and the reference in large text), what happens next as the service's confirmation tells it
 * (src/ui/services), and links to the application's page and the person's applications, both inside
 * the person's area (SPEC.md §4 keeps a signed-in person out of public pages).
 */
import { Anchor, Box, Center, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { toApiError } from '#src/ui/shared/api-error';
import { formatDisplayDate } from '#src/domain/dates';
import { messagePromise } from '#src/domain/lifecycle-words';
import { SERVICE_BASICS } from '#src/domain/services/basics';
import { serviceLabel } from '#src/domain/services/service-types';
import { useCurrentArea } from '#src/ui/routing/current-route';
import { useConfirmation } from '#src/ui/services/use-confirmation';
import { paths } from '#src/ui/shared/paths';
import { useApplication } from '#src/ui/queries/applications';
import { partyNextSteps, waitsForParties } from '#src/ui/components/party-confirmation/party-confirmation';

/** GOV.UK panel colours: white on #00703c is 5.9:1 (WCAG 1.4.3). */
const PANEL_STYLE = { background: '#00703c', color: '#ffffff' } as const;

/** The confirmation page. */
export default function PaymentSuccessPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const area = useCurrentArea();
  const id = params.get('application');
  const query = useApplication(id, { enabled: Boolean(id) });
  const application = query.data;
  const confirmation = useConfirmation(application);

  if (!id || query.isError) {
    return (
      <Stack gap="md" maw={720}>
        <Title order={1}>
          <Trans>Application not found</Trans>
        </Title>
        <Text>
          {query.isError ? `${toApiError(query.error).message}. ` : `${t`No application was given.`} `}
          <Trans>
            <Anchor component={Link} to={paths.applications(area)} underline="always">
              Go to your applications
            </Anchor>
            .
          </Trans>
        </Text>
      </Stack>
    );
  }
  // The heading waits for the service's words, so it is read once, not changed under a screen reader.
  if (!application || confirmation.status === 'loading') {
    return (
      <Center mih="30vh">
        <Stack align="center" gap="xs" role="status" aria-live="polite">
          <Loader aria-hidden="true" />
          <Text>
            <Trans>Loading…</Trans>
          </Text>
        </Stack>
      </Center>
    );
  }

  const words = confirmation.status === 'ready' ? confirmation.confirmation : null;
  // Declared, and sent to the parties it names to confirm first (issue 31 §2): nothing is paid or reviewed yet.
  const asked = waitsForParties(application) ? application.partyConfirmation : null;
  const names = asked ? asked.parties.map((p) => p.name).reduce((list, name) => t`${list} and ${name}`) : '';
  const title = asked ? t`Sent to ${names} to confirm` : (words?.title ?? t`Application submitted`);
  const nextSteps = asked
    ? partyNextSteps(asked)
    : (words?.nextSteps ?? [t`The registrar reviews your application. If anything needs correcting, we will tell you what and why.`]);
  const service = serviceLabel(application.serviceType);
  const submitted = application.submittedAt ? formatDisplayDate(application.submittedAt) : '';
  const paid = application.invoice?.paidAt ? formatDisplayDate(application.invoice.paidAt) : '';
  return (
    <Stack gap="xl" maw={720}>
      <Box p="xl" style={{ ...PANEL_STYLE, textAlign: 'center', borderRadius: 4 }} data-panel="confirmation">
        <Title order={1} c="inherit" mb="md">
          {title}
        </Title>
        <Text size="xl" c="inherit">
          <Trans>Your reference number</Trans>
          <br />
          <Text
            component="strong"
            c="inherit"
            fw={700}
            style={{ fontSize: '2rem', letterSpacing: '0.02em' }}
            data-testid="application-reference"
          >
            {application.reference}
          </Text>
        </Text>
      </Box>

      <Text size="lg">
        {submitted ? t`${service}, submitted on ${submitted}.` : t`${service}.`}
        {paid ? ` ${t`Your payment was received on ${paid}.`}` : ''}{' '}
        <Trans>Keep your reference number: quote it whenever you contact the registry.</Trans>
      </Text>

      <section aria-labelledby="next-heading">
        <Title order={2} id="next-heading" mb="sm">
          <Trans>What happens next</Trans>
        </Title>
        <List type="ordered" spacing="sm">
          {nextSteps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        <Text mt="sm">
          {asked
            ? t`We will tell you by e-mail and text message when each of them answers, and if the request lapses.`
            : messagePromise({
                paid: Boolean(application.invoice),
                noticeStage: Boolean(SERVICE_BASICS[application.serviceType].noticeStage),
              })}
        </Text>
      </section>

      <Stack gap="xs">
        <Anchor component={Link} to={paths.application(area, application.id)} underline="always" fw={600}>
          <Trans>See your application</Trans>
        </Anchor>
        <Anchor component={Link} to={paths.applications(area)} underline="always" fw={600}>
          <Trans>Go to your applications</Trans>
        </Anchor>
      </Stack>
    </Stack>
  );
}
