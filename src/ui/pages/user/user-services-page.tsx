/**
 * The individual area's home: the services a person can apply for (SPEC.md §2 /user/services/list).
 */
import { Stack, Text, Title } from '@mantine/core';
import { useProfile } from '#src/ui/shared/session-context';
import { ServicesGrid } from '../services-grid';
import { USER_SERVICES } from '#src/ui/services/offers';

/** The user services list. */
export default function UserServicesPage() {
  const profile = useProfile();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Services</Title>
        <Text size="lg" mt="xs">
          {profile ? `Welcome, ${profile.givenName}. ` : ''}Choose what you want to apply for.
        </Text>
      </div>
      <ServicesGrid offers={USER_SERVICES} />
    </Stack>
  );
}
