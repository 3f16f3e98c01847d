/**
 * The session profile and the onboarding / update payloads (SPEC.md §3, §7; DOMAIN.md §3).
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { says } from '../words';
import { ACCOUNT_TYPES, BACKOFFICE_ROLES, ORGANISATION_KINDS } from '../accounts';
import { LANGUAGES } from '../languages';
import { emailField, ninField, personName } from './fields';
import { phoneField } from './phone-field';

/** A language of src/domain/languages.ts, as the API carries it (a profile's `language`, POST /users/update; issue 32). */
export const languageSchema = z.enum(LANGUAGES);

/**
 * The session profile (SPEC.md §3: userId, accountType, idNumber; the rest is ours, DOMAIN.md §3).
 * `idNumber` is the verified NIN, null until onboarding.
 */
export const profileSchema = z.object({
  userId: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  idNumber: z.string().nullable(),
  givenName: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  dateOfBirth: z.string().nullable().optional(),
  sex: z.enum(['MALE', 'FEMALE']).nullable().optional(),
  /** Back-office role (BACKOFFICE and ADMIN_UNIT accounts). */
  role: z.enum(BACKOFFICE_ROLES).nullable().optional(),
  /** Organisation kind and name (ORGANIZATION accounts). */
  organisationKind: z.enum(ORGANISATION_KINDS).nullable().optional(),
  organisationName: z.string().nullable().optional(),
  /** District of residence (individuals) or of jurisdiction (ADMIN_UNIT, district kadhi). */
  district: z.string().nullable().optional(),
  /**
   * The language the person chose (src/domain/languages.ts): the portal opens in it after sign-in, and the
   * registry's e-mails and text messages reach the person in it (issue 32). Absent or null when never chosen: English.
   */
  language: languageSchema.nullable().optional(),
});
/** The session profile. */
export type Profile = z.infer<typeof profileSchema>;

/**
 * Profile update (POST /users/update): the contact details and the language (issue 32) a person may change
 * themselves, and nothing else: a district, role, account type or NIN is never changed by its owner (issue 7 §2;
 * docs/decisions/008-role-access.md).
 */
export const profileUpdateSchema = z.object({ email: emailField, phone: phoneField, language: languageSchema }).partial();

/** Profile fields an owner may never change through POST /users/update (the API answers 403). */
export const LOCKED_PROFILE_FIELDS = [
  'district',
  'role',
  'accountType',
  'idNumber',
  'userId',
  'organisationKind',
  'organisationName',
] as const;
/** Profile update payload. */
export type ProfileUpdatePayload = z.output<typeof profileUpdateSchema>;

/** Create a back-office account (POST users/back-office, ADMIN only): the person's NIN, names, contacts, type, role, district. */
export const backofficeAccountSchema = z
  .object({
    /**
     * The staff member's NIN: the administrator records it (checked against the national register, whose
     * names must match), so a staff account is never sent to NIN onboarding (SPEC.md §4 "a user with no
     * idNumber goes to onboarding"; docs/decisions/019-staff-accounts.md).
     */
    nin: ninField,
    givenName: personName(msg`given name`),
    surname: personName(msg`surname`),
    email: emailField,
    phone: phoneField,
    accountType: z.enum(['BACKOFFICE', 'ADMIN_UNIT']),
    role: z.enum(BACKOFFICE_ROLES),
    district: z.string().trim().max(80).optional(),
  })
  .refine((v) => v.accountType !== 'ADMIN_UNIT' || Boolean(v.district), {
    path: ['district'],
    ...says(msg`Choose the district of an administrative unit account`),
  });
/** Back-office account payload. */
export type BackofficeAccountPayload = z.output<typeof backofficeAccountSchema>;

/** A district (the session holds the list, SPEC.md §3). */
export const districtSchema = z.object({ id: z.string(), name: z.string(), region: z.string() });
/** A district. */
export type District = z.infer<typeof districtSchema>;
