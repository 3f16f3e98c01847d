/**
 * Shown when a route fails to load or render (for example a lazy chunk that cannot be fetched
 * while offline). Offers a reload; nothing typed is lost because drafts live outside the page. It
 * takes the root layout's place, so it announces the connection coming back itself (SPEC.md §4).
 */
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConnectivityStatus } from './connectivity-status';

/** The route error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useLingui();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <Title order={1}>
          <Trans>Sorry, this page could not be shown</Trans>
        </Title>
        <Text>
          <Trans>This can happen when the connection drops while a page is loading. Check your connection and try again.</Trans>
        </Text>
        {detail && (
          <Alert color="gray" variant="light" title={t`Technical detail`}>
            {detail}
          </Alert>
        )}
        <div>
          <Button onClick={() => window.location.reload()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </Stack>
      <ConnectivityStatus />
    </Container>
  );
}
