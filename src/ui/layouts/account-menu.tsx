/**
 * The signed-in person's name, role or organisation, and the Sign out button (SPEC.md §4.4:
 * logout clears session storage even when the call fails; unsent form answers are sent first, or the
 * person chooses: src/ui/forms/sign-out-button.tsx).
 */
import { Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { ROLE_LABELS } from '#src/domain/accounts';
import { SignOutButton } from '../forms/sign-out-button';
import { useActors, useProfile } from '../shared/session-context';

/** The header's account block; renders nothing when signed out. */
export function AccountMenu() {
  // Read as it renders, so the role's name is drawn again when the language changes (ROLE_LABELS is a words table).
  useLingui();
  const profile = useProfile();
  const { session } = useActors();
  if (!profile) return null;
  const detail = profile.organisationName ?? (profile.role ? ROLE_LABELS[profile.role] : null);
  return (
    <Group gap="sm" wrap="nowrap">
      <Text c="white" size="sm" lh={1.3}>
        <Text span fw={700} inherit>
          {profile.givenName} {profile.surname}
        </Text>
        {detail && (
          <>
            <br />
            {detail}
            {profile.district && profile.accountType === 'ADMIN_UNIT' ? `, ${profile.district}` : ''}
          </>
        )}
      </Text>
      <SignOutButton userId={profile.userId} onSignOut={() => session.send({ type: 'session.logout' })} />
    </Group>
  );
}
