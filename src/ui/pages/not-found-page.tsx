/**
 * The page for an address that matches no route.
 */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';

/** Page not found. */
export default function NotFoundPage() {
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>
        <Trans>Page not found</Trans>
      </Title>
      <Text>
        <Trans>If you typed the web address, check it is correct. If you pasted it, check you copied the whole address.</Trans>
      </Text>
      <Text>
        <Anchor component={Link} to="/">
          <Trans>Go to the Marriage Registry home page</Trans>
        </Anchor>
      </Text>
    </Stack>
  );
}
