/**
 * The card gateway's return page (SPEC.md §2 /user/card-payment/complete and /institution/card-payment/complete; DOMAIN.md §4 "card completes
 * at once (card-payment/complete → payment-success)"). Query: `application=<id>`.
 *
 * It checks with GET /applications/{id} (every {@link POLL_INTERVAL_MS}, at most {@link POLL_ATTEMPTS}
 * times) that the payment is confirmed, i.e. the application has left Payment_Confirmation, then
 * replaces itself with /{area}/payment-success?application=<id>.
 */
import { useEffect } from 'react';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { toApiError } from '#src/ui/shared/api-error';
import { useCurrentArea } from '#src/ui/routing/current-route';
import { queryClient } from '#src/ui/shared/query-client';
import { paths } from '#src/ui/shared/paths';
import { applicationKeys, useApplicationPaymentConfirmation } from '#src/ui/queries/applications';

/** Wait between checks, in milliseconds. */
export const POLL_INTERVAL_MS = 1000;
/** Most checks before the page says confirmation is taking longer. */
export const POLL_ATTEMPTS = 15;

/** The card payment completion page. */
export default function CardPaymentCompletePage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('application');
  const navigate = useNavigate();
  const area = useCurrentArea();
  const queryKey = applicationKeys.paymentConfirmation(id);
  const query = useApplicationPaymentConfirmation(id, {
    enabled: Boolean(id),
    retry: 2,
    gcTime: 0,
    refetchInterval: (q) =>
      q.state.data?.status === 'Payment_Confirmation' && q.state.dataUpdateCount < POLL_ATTEMPTS ? POLL_INTERVAL_MS : false,
  });
  const application = query.data;
  const confirmed = Boolean(application && application.status !== 'Payment_Confirmation' && application.status !== 'Draft');

  useEffect(() => {
    if (confirmed && id) void navigate(paths.paymentSuccess(area, id), { replace: true });
  }, [confirmed, id, navigate, area]);

  if (!id) {
    return (
      <Stack gap="md" maw={720}>
        <Title order={1}>
          <Trans>Payment</Trans>
        </Title>
        <Text>
          <Trans>
            No application was given.{' '}
            <Anchor component={Link} to={paths.applications(area)} underline="always">
              Go to your applications
            </Anchor>
            .
          </Trans>
        </Text>
      </Stack>
    );
  }

  const checks = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const message = query.isError ? toApiError(query.error).message : '';
  const gaveUp = application?.status === 'Payment_Confirmation' && checks >= POLL_ATTEMPTS && !query.isFetching;

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>
        <Trans>Confirming your payment</Trans>
      </Title>
      {query.isError ? (
        <Alert color="red" variant="light" title={t`Sorry, there is a problem`}>
          <Trans>
            {message}. Your payment is not lost: check{' '}
            <Anchor component={Link} to={paths.applications(area)} underline="always">
              your applications
            </Anchor>{' '}
            in a moment.
          </Trans>
        </Alert>
      ) : application?.status === 'Draft' ? (
        <Alert color="yellow" variant="light" title={t`Not paid`}>
          <Trans>
            The invoice of this application expired before it was paid. Submit it again from{' '}
            <Anchor component={Link} to={paths.applications(area)} underline="always">
              your applications
            </Anchor>{' '}
            to get a new invoice.
          </Trans>
        </Alert>
      ) : gaveUp ? (
        <Alert color="yellow" variant="light" title={t`Still waiting for confirmation`}>
          <Trans>
            We have not had confirmation of your payment yet. Nothing more will be charged. Check{' '}
            <Anchor component={Link} to={paths.applications(area)} underline="always">
              your applications
            </Anchor>{' '}
            in a few minutes.
          </Trans>
        </Alert>
      ) : (
        <Stack align="flex-start" gap="xs" role="status" aria-live="polite">
          <Loader aria-hidden="true" />
          <Text>
            <Trans>Checking your payment. This takes a few seconds.</Trans>
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
