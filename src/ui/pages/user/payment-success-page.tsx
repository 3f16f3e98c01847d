/**
 * Submission success (SPEC.md §2 /user/payment-success; DOMAIN.md §5 "a confirmation page with the
 * application reference and what happens next"). Query: `application=<id>`.
 *
 * The GOV.UK confirmation panel ("Notice of marriage submitted" and the reference in large text),
 * what happens next for a civil marriage (registrar review, 21-day publication, registrar's
 * certificate, ceremony within 3 months of the notice: DOMAIN.md §2), and links to the tracking page
 * and to the person's applications.
 */
import { Anchor, Box, Center, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { fetchApplication } from '../../../api/applications';
import { toApiError } from '../../../api/errors';
import { formatDisplayDate } from '../../../domain/dates';
import { NOTICE_VALID_MONTHS } from '../../../domain/schemas/civil-marriage';
import { serviceLabel } from '../../../domain/services';
import { useAppQuery } from '../../app/query-client';

/** Words of the confirmation panel. */
export const PAYMENT_SUCCESS_TEXT = {
  marriageTitle: 'Notice of marriage submitted',
  otherTitle: 'Application submitted',
  referenceLabel: 'Your reference number',
  track: 'Track your application',
  applications: 'Go to your applications',
} as const;

/** GOV.UK panel colours: white on #00703c is 5.9:1 (WCAG 1.4.3). */
const PANEL_STYLE = { background: '#00703c', color: '#ffffff' } as const;

/** The confirmation page. */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const id = params.get('application');
  const query = useAppQuery({
    queryKey: ['application', id],
    queryFn: () => fetchApplication(id ?? ''),
    enabled: Boolean(id),
  });
  const application = query.data;

  if (!id || query.isError) {
    return (
      <Stack gap="md" maw={720}>
        <Title order={1}>Application not found</Title>
        <Text>
          {query.isError ? `${toApiError(query.error).message}. ` : 'No application was given. '}
          <Anchor component={Link} to="/user/applications" underline="always">
            {PAYMENT_SUCCESS_TEXT.applications}
          </Anchor>
          .
        </Text>
      </Stack>
    );
  }
  if (!application) {
    return (
      <Center mih="30vh">
        <Stack align="center" gap="xs" role="status" aria-live="polite">
          <Loader aria-hidden="true" />
          <Text>Loading…</Text>
        </Stack>
      </Center>
    );
  }

  const marriage = application.serviceType === 'MARRIAGE';
  const title = marriage ? PAYMENT_SUCCESS_TEXT.marriageTitle : PAYMENT_SUCCESS_TEXT.otherTitle;
  return (
    <Stack gap="xl" maw={720}>
      <Box p="xl" style={{ ...PANEL_STYLE, textAlign: 'center', borderRadius: 4 }} data-panel="confirmation">
        <Title order={1} c="inherit" mb="md">
          {title}
        </Title>
        <Text size="xl" c="inherit">
          {PAYMENT_SUCCESS_TEXT.referenceLabel}
          <br />
          <Text component="strong" c="inherit" fw={700} style={{ fontSize: '2rem', letterSpacing: '0.02em' }} data-testid="application-reference">
            {application.reference}
          </Text>
        </Text>
      </Box>

      <Text size="lg">
        {serviceLabel(application.serviceType)}
        {application.submittedAt ? `, submitted on ${formatDisplayDate(application.submittedAt)}` : ''}.
        {application.invoice?.paidAt ? ` Your payment was received on ${formatDisplayDate(application.invoice.paidAt)}.` : ''} Keep your
        reference number: you need it to track your application.
      </Text>

      <section aria-labelledby="next-heading">
        <Title order={2} id="next-heading" mb="sm">
          What happens next
        </Title>
        {marriage ? (
          <List type="ordered" spacing="sm">
            <List.Item>The registrar reviews your notice. If anything needs correcting, we will tell you what and why.</List.Item>
            <List.Item>
              Once accepted, your notice is published in the Marriage Notice Book for 21 days, so that anyone who knows a lawful reason
              why you may not marry can object.
            </List.Item>
            <List.Item>After 21 clear days, if there is no objection, the registrar issues the registrar's certificate.</List.Item>
            <List.Item>
              Your ceremony must take place within {NOTICE_VALID_MONTHS} months of the date of your notice, or the notice lapses and you
              must give notice again.
            </List.Item>
          </List>
        ) : (
          <Text>The registrar reviews your application. If anything needs correcting, we will tell you what and why.</Text>
        )}
      </section>

      <Stack gap="xs">
        <Anchor component={Link} to={`/tracking/${encodeURIComponent(application.reference)}`} underline="always" fw={600}>
          {PAYMENT_SUCCESS_TEXT.track}
        </Anchor>
        <Anchor component={Link} to="/user/applications" underline="always" fw={600}>
          {PAYMENT_SUCCESS_TEXT.applications}
        </Anchor>
      </Stack>
    </Stack>
  );
}
