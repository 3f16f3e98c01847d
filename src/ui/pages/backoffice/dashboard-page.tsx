/**
 * The back office home (SPEC.md §2 /backoffice/dashboard): the work of the officer's role
 * (DOMAIN.md §3), grouped as in the sidebar.
 */
import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ROLE_LABELS } from '../../../domain/accounts';
import { useProfile } from '../../app/session-context';
import { backofficeGroups } from '../../layouts/backoffice-nav';

/** The dashboard. */
export default function DashboardPage() {
  const profile = useProfile();
  const role = profile?.role ?? null;
  const groups = backofficeGroups(role);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Dashboard</Title>
        <Text size="lg" mt="xs">
          {role ? ROLE_LABELS[role] : 'Officer'}
          {profile?.accountType === 'ADMIN_UNIT' && profile.district ? `, ${profile.district} district` : ', national registry'}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {groups.map((group) => (
          <Card key={group.title} withBorder padding="lg" component="section" aria-label={group.title}>
            <Title order={2} size="h4" mb={4}>
              {group.title}
            </Title>
            <Text size="sm" c="gray.8" mb="sm">
              {group.description}
            </Text>
            <List spacing={4}>
              {group.links.map((link) => (
                <List.Item key={link.to}>
                  <Anchor component={Link} to={link.to}>
                    {link.label}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
