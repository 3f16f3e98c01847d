/**
 * Shown when a route fails to load or render (for example a lazy chunk that cannot be fetched
 * while offline). Offers a reload and the way home; nothing typed is lost because drafts live outside the page.
 * It takes the root layout's place, so it draws the site's frame (header, main landmark, footer), opens at its top
 * with focus on its heading (the notification of a lost connection then sits over the header, not over the heading)
 * and announces the connection coming back itself (SPEC.md §4).
 */
import { useEffect } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SiteFrame } from '../layouts/site-frame';
import { focusPageStart } from '../components/route-focus/route-focus';
import { ConnectivityStatus } from './connectivity-status';

/** The route error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useLingui();
  // A new page: from its top, with focus on its heading (the link followed is gone; WCAG 2.4.3), as every page change
  // does in the root layout, which this page replaces.
  useEffect(() => {
    window.scrollTo(0, 0);
    return focusPageStart();
  }, []);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <SiteFrame homeHref="/" width="sm">
      <Stack py="xl">
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
        <Group gap="lg">
          <Button onClick={() => window.location.reload()}>
            <Trans>Try again</Trans>
          </Button>
          {/* A page load, not the router's: the home page's code may be what could not be fetched. */}
          <Anchor href="/" underline="always">
            <Trans>Go to the home page</Trans>
          </Anchor>
        </Group>
      </Stack>
      <ConnectivityStatus />
    </SiteFrame>
  );
}
