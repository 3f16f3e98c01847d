/**
 * Who the signed-in officer is to the application lifecycle (decision 005): used by the details page, the
 * escalations page and the ceremony tools alike.
 */
import type { Profile } from '#src/domain/schemas/users';
import type { LifecycleActor } from '#src/lifecycle/application.machine';

/**
 * The lifecycle actor of the signed-in officer (decision 005): their role, account type and district; an
 * officer never owns the application they review. A district kadhi's organisation account acts at the
 * DISTRICT_KADHI level, bound to its district (docs/decisions/014), even on a return it filed itself.
 * @param profile - the signed-in profile; null gives null (no actions).
 */
export function officerActor(profile: Profile | null): LifecycleActor | null {
  if (profile?.accountType === 'ORGANIZATION' && profile.organisationKind === 'DISTRICT_KADHI') {
    return {
      role: 'DISTRICT_KADHI',
      userId: profile.userId,
      name: profile.organisationName ?? `${profile.givenName} ${profile.surname}`.trim(),
      accountType: profile.accountType,
      district: profile.district ?? null,
      isOwner: false,
    };
  }
  if (!profile?.role) return null;
  return {
    role: profile.role,
    userId: profile.userId,
    name: `${profile.givenName} ${profile.surname}`.trim(),
    accountType: profile.accountType,
    district: profile.district ?? null,
    isOwner: false,
  };
}
