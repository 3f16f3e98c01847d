/**
 * The individual area's home: the services a person can apply for (SPEC.md §2 /user/services/list).
 */
import { Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useProfile } from '#src/ui/shared/session-context';
import { ServicesGrid } from '../services-grid';
import { USER_SERVICES } from '#src/ui/services/offers';

/** The user services list. */
export default function UserServicesPage() {
  const { t } = useLingui();
  const profile = useProfile();
  const welcome = (givenName: string) => t`Welcome, ${givenName}.`;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          <Trans>Services</Trans>
        </Title>
        <Text size="lg" mt="xs">
          {profile ? `${welcome(profile.givenName)} ` : ''}
          <Trans>Choose what you want to apply for.</Trans>
        </Text>
      </div>
      <ServicesGrid offers={USER_SERVICES} />
    </Stack>
  );
}
