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

/** Words of the confirmation panel. */
export const PAYMENT_SUCCESS_TEXT = {
  otherTitle: 'Application submitted',
  referenceLabel: 'Your reference number',
  view: 'See your application',
  applications: 'Go to your applications',
} as const;

/** GOV.UK panel colours: white on #00703c is 5.9:1 (WCAG 1.4.3). */
const PANEL_STYLE = { background: '#00703c', color: '#ffffff' } as const;

/** The confirmation page. */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const area = useCurrentArea();
  const id = params.get('application');
  const query = useApplication(id, { enabled: Boolean(id) });
  const application = query.data;
  const confirmation = useConfirmation(application);

  if (!id || query.isError) {
    return (
      <Stack gap="md" maw={720}>
        <Title order={1}>Application not found</Title>
        <Text>
          {query.isError ? `${toApiError(query.error).message}. ` : 'No application was given. '}
          <Anchor component={Link} to={paths.applications(area)} underline="always">
            {PAYMENT_SUCCESS_TEXT.applications}
          </Anchor>
          .
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
          <Text>Loading…</Text>
        </Stack>
      </Center>
    );
  }

  const words = confirmation.status === 'ready' ? confirmation.confirmation : null;
  // Declared, and sent to the parties it names to confirm first (issue 31 §2): nothing is paid or reviewed yet.
  const asked = waitsForParties(application) ? application.partyConfirmation : null;
  const title = asked
    ? `Sent to ${asked.parties.map((p) => p.name).join(' and ')} to confirm`
    : (words?.title ?? PAYMENT_SUCCESS_TEXT.otherTitle);
  const nextSteps = asked
    ? partyNextSteps(asked)
    : (words?.nextSteps ?? ['The registrar reviews your application. If anything needs correcting, we will tell you what and why.']);
  return (
    <Stack gap="xl" maw={720}>
      <Box p="xl" style={{ ...PANEL_STYLE, textAlign: 'center', borderRadius: 4 }} data-panel="confirmation">
        <Title order={1} c="inherit" mb="md">
          {title}
        </Title>
        <Text size="xl" c="inherit">
          {PAYMENT_SUCCESS_TEXT.referenceLabel}
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
        {serviceLabel(application.serviceType)}
        {application.submittedAt ? `, submitted on ${formatDisplayDate(application.submittedAt)}` : ''}.
        {application.invoice?.paidAt ? ` Your payment was received on ${formatDisplayDate(application.invoice.paidAt)}.` : ''} Keep your
        reference number: quote it whenever you contact the registry.
      </Text>

      <section aria-labelledby="next-heading">
        <Title order={2} id="next-heading" mb="sm">
          What happens next
        </Title>
        <List type="ordered" spacing="sm">
          {nextSteps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        <Text mt="sm">
          {asked
            ? 'We will tell you by e-mail and text message when each of them answers, and if the request lapses.'
            : messagePromise({
                paid: Boolean(application.invoice),
                noticeStage: Boolean(SERVICE_BASICS[application.serviceType].noticeStage),
              })}
        </Text>
      </section>

      <Stack gap="xs">
        <Anchor component={Link} to={paths.application(area, application.id)} underline="always" fw={600}>
          {PAYMENT_SUCCESS_TEXT.view}
        </Anchor>
        <Anchor component={Link} to={paths.applications(area)} underline="always" fw={600}>
          {PAYMENT_SUCCESS_TEXT.applications}
        </Anchor>
      </Stack>
    </Stack>
  );
}
