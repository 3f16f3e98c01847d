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
  return db.users.findFirst((q) => q.where({ email: (value: string) => value.toLowerCase() === wanted }));
}

/**
 * The account with this phone number.
 * @param e164 - an E.164 number.
 */
export function findUserByPhone(e164: string): UserRecord | undefined {
  return db.users.findFirst((q) => q.where({ phone: e164 }));
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
 * The account linked to a NIN.
 * @param nin - a normalised NIN.
 */
export function findUserByNin(nin: string): UserRecord | undefined {
  return db.users.findFirst((q) => q.where({ idNumber: nin }));
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
