/**
 * Account look-ups and projections shared by the handlers (DOMAIN.md §3, §4).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { toE164 } from '../src/domain/phone';
import { profileSchema, type Profile } from '../src/domain/schemas/users';
import { db, type UserRecord } from './db';

/**
 * The profile the API returns for an account (src/domain/schemas/users.ts `profileSchema`):
 * secrets and registration state are stripped.
 * @param user - the stored account.
 */
export function toProfile(user: UserRecord): Profile {
  return profileSchema.parse(user);
}

/**
 * The account with this id.
 * @param userId - the profile's userId.
 */
export function findUserById(userId: string): UserRecord | undefined {
  return db.users.findFirst((q) => q.where({ userId }));
}

/**
 * The account with this e-mail address (case-insensitive).
 * @param email - any case.
 */
export function findUserByEmail(email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  if (!wanted) return undefined;
  return db.users.findFirst((q) => q.where((u: UserRecord) => u.status !== 'CLOSED' && u.email.toLowerCase() === wanted));
}

/**
 * The account with this phone number.
 * @param e164 - an E.164 number.
 */
export function findUserByPhone(e164: string): UserRecord | undefined {
  if (!e164) return undefined;
  return db.users.findFirst((q) => q.where((u: UserRecord) => u.status !== 'CLOSED' && u.phone === e164));
}

/**
 * The account a sign-in identifier names (SPEC.md §3 "phoneOrEmail"): an e-mail address in any case,
 * or a phone number in any common form, national Ugandan ("0772 123456") or international
 * ("+256 772 123456"), normalised to E.164 (DOMAIN.md §4).
 * @param phoneOrEmail - as typed.
 * @returns the account, or undefined.
 */
export function findUserByIdentifier(phoneOrEmail: string): UserRecord | undefined {
  const text = phoneOrEmail.trim();
  if (!text) return undefined;
  if (text.includes('@')) return findUserByEmail(text);
  const e164 = toE164(text);
  return e164 ? findUserByPhone(e164) : undefined;
}

/**
 * The open account linked to a NIN. A closed account keeps its NIN (its kept records are the person's) but no
 * longer holds it: the person may link it to a new account (docs/decisions/041).
 * @param nin - a normalised NIN.
 */
export function findUserByNin(nin: string): UserRecord | undefined {
  return db.users.findFirst((q) => q.where((u: UserRecord) => u.status !== 'CLOSED' && u.idNumber === nin));
}

/**
 * The digest a closed account keeps of its e-mail address or phone instead of the address itself (docs/decisions/041):
 * SHA-256 of the account's id and the normalised address (e-mail lower-cased, phone in E.164).
 * @param userId - the account's id (the salt).
 * @param contact - an e-mail address or an E.164 phone number.
 * @returns 64 hex characters.
 */
export async function contactDigest(userId: string, contact: string): Promise<string> {
  const value = contact.includes('@') ? contact.trim().toLowerCase() : contact.trim();
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`closed-contact\u0000${userId}\u0000${value}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The closed account a sign-in identifier named before it was closed (docs/decisions/041), or undefined.
 * @param phoneOrEmail - as typed: an e-mail address, or a phone number in any common form.
 */
export async function findClosedAccount(phoneOrEmail: string): Promise<UserRecord | undefined> {
  const text = phoneOrEmail.trim();
  const contact = text.includes('@') ? text.toLowerCase() : toE164(text);
  if (!contact) return undefined;
  for (const user of db.users.findMany((q) => q.where((u: UserRecord) => u.status === 'CLOSED'))) {
    if (user.closedContacts?.includes(await contactDigest(user.userId, contact))) return user;
  }
  return undefined;
}

/**
 * A phone number masked but for its country code and last 3 digits, as shown after activation
 * ("we sent a code to +256 ******456").
 * @param e164 - an E.164 number.
 */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const national = parsed ? String(parsed.nationalNumber) : e164.replace(/\D/g, '');
  const prefix = parsed ? `+${parsed.countryCallingCode} ` : '';
  const visible = national.slice(-3);
  return `${prefix}${'*'.repeat(Math.max(national.length - 3, 0))}${visible}`;
}

/**
 * A phone number of the national register, masked as the NIN proof shows it (issue 31 §1): the country code,
 * the first two and last two digits of the national number, the rest as bullets in groups of three, e.g.
 * "+256 77• ••• •56" for +256772123456. Its holder recognises their number; anyone else learns the network.
 * @param e164 - an E.164 number.
 */
export function maskRegisterPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const national = parsed ? String(parsed.nationalNumber) : e164.replace(/\D/g, '');
  const prefix = parsed ? `+${parsed.countryCallingCode} ` : '';
  const masked = [...national].map((digit, i) => (i < 2 || i >= national.length - 2 ? digit : '•')).join('');
  return prefix + (masked.match(/.{1,3}/g) ?? []).join(' ');
}

/**
 * A district by id or name (case-insensitive), as forms may send either.
 * @param idOrName - e.g. "kampala" or "Kampala".
 * @returns the district's name, or undefined when there is no such district.
 */
export function resolveDistrictName(idOrName: string): string | undefined {
  const wanted = idOrName.trim().toLowerCase();
  const district = db.districts.findFirst((q) =>
    q.where((d: { id: string; name: string }) => d.id.toLowerCase() === wanted || d.name.toLowerCase() === wanted),
  );
  return district?.name;
}
