/**
 * The account loader (SPEC.md §4 rule 2: a signed-out person opening a page that needs sign-in is
 * sent here). It explains why and takes the person to sign in, remembering where they were going.
 */
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { paths } from '#src/ui/shared/paths';

/** The account-loading page. */
export default function AccountLoadingPage() {
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const signIn = paths.signIn(returnTo);
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>
        <Trans>Sign in to continue</Trans>
      </Title>
      <Text>
        <Trans>
          The page you asked for is only for signed-in accounts. If you were signed in, your session has ended: sign in again and you will
          be taken back to it. Anything you had typed in an application is kept.
        </Trans>
      </Text>
      <div>
        <Button component={Link} to={signIn} size="md">
          <Trans>Sign in</Trans>
        </Button>
      </div>
    </Stack>
  );
}
