/**
 * Profile and account calls (SPEC.md §7; DOMAIN.md §3; docs/decisions/002-api-contract.md):
 *
 * - GET /users/me: the caller's profile.
 * - POST /users/register: individual onboarding, links a NIN found in NIRA.
 * - POST /users/update: the caller changes e-mail or phone (never district, role or account type).
 * - POST /users/back-office: an ADMIN creates a staff account.
 */
import { http } from 'msw';
import { may } from '#src/domain/access';
import { backofficeAccountSchema, LOCKED_PROFILE_FIELDS, profileUpdateSchema } from '#src/domain/schemas/users';
import { onboardingSchema } from '#src/domain/schemas/identity';
import { findUserByEmail, findUserByNin, findUserByPhone, resolveDistrictName, toProfile } from '../accounts';
import { apiUrl } from '../base-url';
import { now } from '../clock';
import { db, type UserRecord } from '../db';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { sendPasswordLink } from '../mail';
import { newId } from '../random';
import { fail, handle, ok, readJson, readPayload, requirePermission, requireUser, validate } from './shared';

/**
 * Field errors for an e-mail address or phone number another account already uses.
 * @param values - the e-mail and phone to check (either may be absent).
 * @param self - the caller's own account, which may keep its own values.
 */
function contactConflicts(values: { email?: string; phone?: string }, self?: UserRecord): Record<string, string> {
  const errors: Record<string, string> = {};
  const byEmail = values.email ? findUserByEmail(values.email) : undefined;
  const byPhone = values.phone ? findUserByPhone(values.phone) : undefined;
  if (byEmail && byEmail.userId !== self?.userId) errors.email = MOCK_MESSAGES.emailInUse;
  if (byPhone && byPhone.userId !== self?.userId) errors.phone = MOCK_MESSAGES.phoneInUse;
  return errors;
}

/**
 * The district's name, or a 400 with `errors.district`.
 * @throws Response 400 when the district is not in the list.
 */
export function districtOrFail(idOrName: string): string {
  const name = resolveDistrictName(idOrName);
  if (!name) {
    throw fail(400, MOCK_MESSAGES.validation, {
      code: MOCK_ERROR_CODES.validation,
      errors: { district: MOCK_MESSAGES.unknownDistrict },
    });
  }
  return name;
}

/** Handlers of the profile and account calls. */
export const usersHandlers = [
  /** GET /users/me (bearer) → the profile (SPEC.md §4 "Session" step 2). 401 without a valid access token. */
  http.get(
    apiUrl('/users/me'),
    handle(async ({ request }) => ok(toProfile(await requireUser(request)))),
  ),

  /**
   * POST /users/register (bearer) {nin, district, address} → the profile with idNumber, names, date
   * of birth and sex from NIRA and district/address from the payload. INDIVIDUAL accounts only
   * (403). 404 NIN not in the register; 409 NIN linked to another account, or the caller already
   * linked one; 400 unknown district.
   */
  http.post(
    apiUrl('/users/register'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      requirePermission(may(user, 'profile.onboard'));
      const { nin, district, address } = await readPayload(request, onboardingSchema);
      if (user.idNumber) {
        return fail(409, MOCK_MESSAGES.alreadyOnboarded, { code: MOCK_ERROR_CODES.alreadyOnboarded });
      }
      const person = db.niraPeople.findFirst((q) => q.where({ nin }));
      if (!person) {
        return fail(404, MOCK_MESSAGES.ninNotFound, {
          code: MOCK_ERROR_CODES.ninNotFound,
          errors: { nin: MOCK_MESSAGES.ninNotFound },
        });
      }
      const holder = findUserByNin(nin);
      if (holder && holder.userId !== user.userId) {
        return fail(409, MOCK_MESSAGES.ninInUse, { code: MOCK_ERROR_CODES.ninInUse, errors: { nin: MOCK_MESSAGES.ninInUse } });
      }
      const districtName = districtOrFail(district);
      const updated = await db.users.update(user, {
        data(draft) {
          draft.idNumber = person.nin;
          draft.givenName = person.givenName;
          draft.surname = person.surname;
          draft.dateOfBirth = person.dateOfBirth;
          draft.sex = person.sex;
          draft.district = districtName;
          draft.address = address || null;
        },
      });
      return ok(toProfile(updated ?? user));
    }),
  ),

  /**
   * POST /users/update (bearer) {email?, phone?} → the updated profile. Only the contact details its
   * owner may change: a body naming a district, role, account type, NIN or organisation answers 403
   * PROFILE_FIELD_LOCKED and changes nothing (issue 7 §2; docs/decisions/008-role-access.md).
   * 409 `errors.email` / `errors.phone` when another account uses them.
   */
  http.post(
    apiUrl('/users/update'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      const body = await readJson(request);
      if (body && typeof body === 'object' && LOCKED_PROFILE_FIELDS.some((field) => field in body)) {
        return fail(403, MOCK_MESSAGES.profileFieldLocked, { code: MOCK_ERROR_CODES.profileFieldLocked });
      }
      const payload = validate(profileUpdateSchema, body);
      const errors = contactConflicts(payload, user);
      if (Object.keys(errors).length > 0) {
        return fail(409, MOCK_MESSAGES.accountExists, { code: MOCK_ERROR_CODES.accountExists, errors });
      }
      const updated = await db.users.update(user, {
        data(draft) {
          if (payload.email !== undefined) draft.email = payload.email;
          if (payload.phone !== undefined) draft.phone = payload.phone;
        },
      });
      return ok(toProfile(updated ?? user));
    }),
  ),

  /**
   * POST /users/back-office (bearer, BACKOFFICE account with role ADMIN; else 403 'You do not have
   * permission to do this') {nin, givenName, surname, email, phone, accountType, role, district?} → 201
   * the new profile, its NIN, date of birth and sex from the national register (404 `errors.nin` when the
   * register has no such NIN; 400 when its names differ; 409 when another account holds it). The account has no password yet: it is e-mailed an invitation link
   * `/auth/account-password?token=…` (72 hours) that sets it through reset-password.
   * 409 with field errors when the e-mail or phone is taken; 400 unknown district.
   */
  http.post(
    apiUrl('/users/back-office'),
    handle(async ({ request }) => {
      const caller = await requireUser(request);
      requirePermission(caller.accountType === 'BACKOFFICE' && may(caller, 'accounts.staff'));
      const payload = await readPayload(request, backofficeAccountSchema);
      // The NIN is recorded now, so the account never goes to onboarding (docs/decisions/019).
      const person = db.niraPeople.findFirst((q) => q.where({ nin: payload.nin }));
      if (!person)
        return fail(404, MOCK_MESSAGES.ninNotFound, { code: MOCK_ERROR_CODES.ninNotFound, errors: { nin: MOCK_MESSAGES.ninNotFound } });
      const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
      if (!same(person.givenName, payload.givenName) || !same(person.surname, payload.surname)) {
        const message = `The national register gives this NIN to ${person.givenName} ${person.surname}: check the NIN or the names`;
        return fail(400, MOCK_MESSAGES.validation, { code: MOCK_ERROR_CODES.validation, errors: { nin: message } });
      }
      if (findUserByNin(payload.nin))
        return fail(409, MOCK_MESSAGES.ninInUse, { code: MOCK_ERROR_CODES.ninInUse, errors: { nin: MOCK_MESSAGES.ninInUse } });
      const errors = contactConflicts(payload);
      if (Object.keys(errors).length > 0) {
        return fail(409, MOCK_MESSAGES.accountExists, { code: MOCK_ERROR_CODES.accountExists, errors });
      }
      const districtName = payload.district ? districtOrFail(payload.district) : null;
      const user = await db.users.create({
        userId: newId('usr'),
        accountType: payload.accountType,
        idNumber: person.nin,
        givenName: person.givenName,
        surname: person.surname,
        email: payload.email,
        phone: payload.phone,
        dateOfBirth: person.dateOfBirth,
        sex: person.sex,
        role: payload.role,
        organisationKind: null,
        organisationName: null,
        district: districtName,
        status: 'PENDING_PASSWORD',
        passwordHash: null,
        address: null,
        activationToken: null,
        otp: null,
        passwordToken: null,
        resetToken: null,
        createdAt: now(),
      });
      await sendPasswordLink(user, 'invitation');
      return ok(toProfile(user), 201);
    }),
  ),
];
