/**
 * Profile and account calls (SPEC.md §7; DOMAIN.md §3; docs/decisions/002-api-contract.md):
 *
 * - GET /users/me: the caller's profile.
 * - POST /users/nin-proof, /users/nin-proof/verify: the proof that the caller holds a NIN, by a code sent to the
 *   phone the national register holds for it (issue 31 §1; docs/decisions/037-nin-proof.md).
 * - POST /users/register: individual onboarding, links a NIN found in NIRA, with that proof.
 * - POST /users/update: the caller changes e-mail or phone (never district, role or account type).
 * - POST /users/back-office: an ADMIN creates a staff account.
 */
import { http } from 'msw';
import { may } from '#src/domain/access';
import { backofficeAccountSchema, LOCKED_PROFILE_FIELDS, profileUpdateSchema } from '#src/domain/schemas/users';
import { niraPersonSchema, ninProofRequestSchema, ninProofVerifySchema, onboardingPayloadSchema } from '#src/domain/schemas/identity';
import { findUserByEmail, findUserByNin, findUserByPhone, maskRegisterPhone, resolveDistrictName, toProfile } from '../accounts';
import { apiUrl } from '../base-url';
import { now } from '../clock';
import { db, type UserRecord } from '../db';
import { MOCK_ERROR_CODES, MOCK_MESSAGES } from '../messages';
import { sendPasswordLink } from '../mail';
import { newId, randomToken } from '../random';
import { codeTimings, newCode, refuseCode, refuseCodeSend } from '../one-time-codes';
import { sendSms } from '../outbox';
import { PORTAL_NAME, updateUser } from '../mail';
import { AUTH_TIMINGS } from '../timings';
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

/**
 * The register's record of a NIN an individual may link: refuses what onboarding refuses whatever the proof.
 * @param user - the caller.
 * @param nin - a normalised NIN.
 * @returns the record, with the register's phone.
 * @throws Response 409 ALREADY_ONBOARDED (the caller has a NIN), 404 NIN_NOT_FOUND (`errors.nin`), 409
 *   NIN_IN_USE (`errors.nin`: another account holds it).
 */
function linkableRecord(user: UserRecord, nin: string) {
  if (user.idNumber) throw fail(409, MOCK_MESSAGES.alreadyOnboarded, { code: MOCK_ERROR_CODES.alreadyOnboarded });
  const person = db.niraPeople.findFirst((q) => q.where({ nin }));
  if (!person) {
    throw fail(404, MOCK_MESSAGES.ninNotFound, { code: MOCK_ERROR_CODES.ninNotFound, errors: { nin: MOCK_MESSAGES.ninNotFound } });
  }
  const holder = findUserByNin(nin);
  if (holder && holder.userId !== user.userId) {
    throw fail(409, MOCK_MESSAGES.ninInUse, { code: MOCK_ERROR_CODES.ninInUse, errors: { nin: MOCK_MESSAGES.ninInUse } });
  }
  return person;
}

/** Handlers of the profile and account calls. */
export const usersHandlers = [
  /** GET /users/me (bearer) → the profile (SPEC.md §4 "Session" step 2). 401 without a valid access token. */
  http.get(
    apiUrl('/users/me'),
    handle(async ({ request }) => ok(toProfile(await requireUser(request)))),
  ),

  /**
   * POST /users/nin-proof (bearer) {nin} → `{ maskedPhone, expiresInSeconds: 300, resendAfterSeconds: 30 }`:
   * sends a 6-digit code by SMS to the phone the national register holds for the NIN (never to the
   * account's own phone). Refuses what onboarding refuses (403 not an individual, 409 already onboarded,
   * 404 not in the register, 409 another account holds it); 409 NIN_NO_PHONE (no field error: the NIN is right) when the
   * register holds no phone; 429 TOO_SOON within 30 s of the last code, TOO_MANY_ATTEMPTS after 5 an hour.
   * A code for another NIN replaces the one under way.
   */
  http.post(
    apiUrl('/users/nin-proof'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      requirePermission(may(user, 'profile.onboard'));
      const { nin } = await readPayload(request, ninProofRequestSchema);
      const person = linkableRecord(user, nin);
      if (!person.phone) {
        // Not a field error: the NIN is right, the register lacks a phone; the message says what to do instead.
        return fail(409, MOCK_MESSAGES.ninNoPhone, { code: MOCK_ERROR_CODES.ninNoPhone });
      }
      const last = user.ninProof?.nin === nin ? user.ninProof.otp : null;
      const refused = await refuseCodeSend(last, `nin-proof-send:${user.userId}`);
      if (refused) return refused;
      const otp = newCode();
      await updateUser(user, (draft) => {
        draft.ninProof = { nin, otp, proof: null };
      });
      await sendSms({
        to: person.phone,
        subject: 'NIN verification code',
        body:
          `${PORTAL_NAME}: ${otp.code} is the code to link your NIN to a registry account. It expires in 5 minutes. ` +
          'If you did not ask for it, someone is trying to use your NIN: do not share the code, and tell a registry office.',
        code: otp.code,
      });
      return ok({ maskedPhone: maskRegisterPhone(person.phone), ...codeTimings() });
    }),
  ),

  /**
   * POST /users/nin-proof/verify (bearer) {nin, code} → `{ ninProof, expiresInSeconds: 900, person }`: the
   * one-use proof POST /users/register takes, and the register's record (names, date of birth, sex,
   * nationality; never the phone), shown only now. 409 OTP_NOT_SENT when no code was sent for this NIN;
   * 400 OTP_INCORRECT (`errors.code`); 410 OTP_EXPIRED; 429 OTP_LOCKED after 5 wrong codes; and the
   * refusals of onboarding (403, 404, 409).
   */
  http.post(
    apiUrl('/users/nin-proof/verify'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      requirePermission(may(user, 'profile.onboard'));
      const { nin, code } = await readPayload(request, ninProofVerifySchema);
      const person = linkableRecord(user, nin);
      const sent = user.ninProof?.nin === nin ? user.ninProof.otp : null;
      const refused = await refuseCode(sent, code, 'code', async (attempts) => {
        await updateUser(user, (draft) => {
          if (draft.ninProof?.otp) draft.ninProof.otp.attempts = attempts;
        });
      });
      if (refused) return refused;
      const proof = { token: randomToken(), expiresAt: now() + AUTH_TIMINGS.ninProofTtlSeconds * 1000 };
      await updateUser(user, (draft) => {
        draft.ninProof = { nin, otp: null, proof };
      });
      return ok({ ninProof: proof.token, expiresInSeconds: AUTH_TIMINGS.ninProofTtlSeconds, person: niraPersonSchema.parse(person) });
    }),
  ),

  /**
   * POST /users/register (bearer) {nin, district, address, ninProof} → the profile with idNumber, names, date
   * of birth and sex from NIRA and district/address from the payload. INDIVIDUAL accounts only (403). 409
   * the caller already linked one; 404 NIN not in the register; 409 NIN linked to another account; 403
   * NIN_PROOF_REQUIRED without the live, unused proof of POST /users/nin-proof/verify for this NIN and this
   * caller (issue 31 §1); 400 unknown district. The proof is spent by a successful link.
   */
  http.post(
    apiUrl('/users/register'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      requirePermission(may(user, 'profile.onboard'));
      const { nin, district, address, ninProof } = await readPayload(request, onboardingPayloadSchema);
      const person = linkableRecord(user, nin);
      const proof = user.ninProof?.nin === nin ? user.ninProof.proof : null;
      if (!ninProof || !proof || proof.token !== ninProof || now() >= proof.expiresAt) {
        return fail(403, MOCK_MESSAGES.ninProofRequired, { code: MOCK_ERROR_CODES.ninProofRequired });
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
          draft.ninProof = null;
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
