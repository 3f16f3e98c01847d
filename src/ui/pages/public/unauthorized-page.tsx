/**
 * Shown when a page needs sign-in (SPEC.md §2 /unauthorized-access).
 */
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { paths } from '#src/ui/shared/paths';

/** The unauthorized-access page. */
export default function UnauthorizedPage() {
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>
        <Trans>Sign in to open this page</Trans>
      </Title>
      <Text>
        <Trans>You need to be signed in to see this page. If you were signed in, your session may have ended.</Trans>
      </Text>
      <div>
        <Button component={Link} to={paths.signIn()}>
          <Trans>Sign in</Trans>
        </Button>
      </div>
    </Stack>
  );
}
