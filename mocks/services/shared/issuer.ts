/**
 * Who signs the documents the registry services issue (the marital status letter, the search report, the
 * certified copy): shared by the services' mock behaviour (mocks/services/<service>/).
 */
import { findUserById } from '#mocks/accounts';

/**
 * Who signs a document an officer's approval issues: "Grace Akello, Registrar of Marriages" (with the
 * district of a district office).
 * @param officer - the approving officer, or null (the system).
 */
export function issuerOf(officer: { userId: string } | null): string {
  const user = officer ? findUserById(officer.userId) : undefined;
  if (!user) return 'Registrar of Marriages';
  const office = user.accountType === 'ADMIN_UNIT' && user.district ? `Registrar of Marriages, ${user.district}` : 'Registrar of Marriages';
  return `${user.givenName} ${user.surname}, ${office}`;
}
