/**
 * Shown when a signed-in person opens a page their account may not use (SPEC.md §2 /forbidden-access).
 */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';

/** The forbidden-access page. */
export default function ForbiddenPage() {
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>
        <Trans>You cannot open this page</Trans>
      </Title>
      <Text>
        <Trans>Your account does not give you access to this page. If you think it should, contact the registry.</Trans>
      </Text>
      <Text>
        <Anchor component={Link} to="/">
          <Trans>Go to the home page</Trans>
        </Anchor>
      </Text>
    </Stack>
  );
}
