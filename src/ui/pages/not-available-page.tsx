/**
 * The honest page of a route whose screen is not built yet: it says so plainly, inside its area's
 * layout, and points to what the person can do instead.
 */
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useMatches } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RouteHandle } from '../routing/route-types';
import { say } from '../shared/words';
import { AREA_HOME } from '#src/domain/accounts';

/** The "not available yet" page. */
export default function NotAvailablePage() {
  const matches = useMatches();
  const route = (matches.at(-1)?.handle as RouteHandle | undefined)?.route;
  const home = route?.area ? AREA_HOME[route.area] : '/';
  const { i18n, t } = useLingui();
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{route ? say(i18n, route.title) : t`This page`}</Title>
      <Alert color="blue" variant="light" title={t`Not available yet`}>
        <Text>
          <Trans>This part of the portal has not been built yet. Nothing on this page works, and nothing you do here is saved.</Trans>
        </Text>
      </Alert>
      <Text>
        <Trans>You can still use the services that are available online, or visit a registry office for help.</Trans>
      </Text>
      <Text>
        <Anchor component={Link} to={home}>
          <Trans>Go back to your services</Trans>
        </Anchor>
      </Text>
    </Stack>
  );
}
