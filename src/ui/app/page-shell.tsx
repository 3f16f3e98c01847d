/**
 * A page's shell, as the build pre-renders the pages whose content only the browser can know (the /auth
 * pages that read a link's token or the registration in progress; src/ui/app/server-render.tsx
 * PRERENDERED_SHELLS): the page's title from the route table and a loading line, inside its layout.
 * The browser renders the page itself over it.
 */
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMatches } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RouteHandle } from '../routing/route-types';
import { say } from '../shared/words';

/** The shell of the page the router matched. */
export function PageShell() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const { i18n, t } = useLingui();
  return (
    <Stack gap="md">
      <Title order={1}>{handle ? say(i18n, handle.route.title) : t`Marriage Registry`}</Title>
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>
          <Trans>Loading…</Trans>
        </Text>
      </Group>
    </Stack>
  );
}
