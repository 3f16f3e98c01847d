/**
 * The protected account loader (SPEC.md §2 /account-loader-protected; §4 "If the current route is the
 * protected loader, stay there"): a signed-in person lands here and is taken on to where their
 * account belongs once their profile is known.
 */
import { useEffect } from 'react';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { pathAfterSignIn } from '#src/domain/accounts';
import { useProfile } from '#src/ui/shared/session-context';

/** The protected loader page. */
export default function AccountLoaderProtectedPage() {
  const profile = useProfile();
  const navigate = useNavigate();
  useEffect(() => {
    if (profile) void navigate(pathAfterSignIn(profile, '/'), { replace: true });
  }, [profile, navigate]);
  return (
    <Stack gap="md" align="center" role="status" aria-live="polite">
      <Title order={1}>
        <Trans>Loading your account</Trans>
      </Title>
      <Center>
        <Loader aria-hidden="true" />
      </Center>
      <Text>
        <Trans>Please wait while we open your area.</Trans>
      </Text>
    </Stack>
  );
}
