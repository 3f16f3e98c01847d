/**
 * Profile and account calls (SPEC.md §7; DOMAIN.md §3; docs/decisions/002-api-contract.md):
 *
 * - GET /users/me: the caller's profile.
 * - POST /users/nin-proof, /users/nin-proof/verify: the proof that the caller holds a NIN, by a code sent to the
 *   phone the national register holds for it (issue 31 §1; docs/decisions/037-nin-proof.md).
 * - POST /users/register: individual onboarding, links a NIN found in NIRA, with that proof.
 * - POST /users/update: the caller changes e-mail or phone (never district, role or account type).
 * - POST /users/back-office: an ADMIN creates a staff account.
 * - DELETE /users/me/drafts, POST /users/me/close: the person deletes their drafts, or closes their account (issue 31
 *   §4; docs/decisions/041-closing-an-account.md).
 */
import { msg } from '@lingui/core/macro';
import { http } from 'msw';
import { may } from '#src/domain/access';
import { backofficeAccountSchema, LOCKED_PROFILE_FIELDS, profileUpdateSchema } from '#src/domain/schemas/users';
import { niraPersonSchema, ninProofRequestSchema, ninProofVerifySchema, onboardingPayloadSchema } from '#src/domain/schemas/identity';
import {
  contactDigest,
  findUserByEmail,
  findUserByNin,
  findUserByPhone,
  maskRegisterPhone,
  resolveDistrictName,
  toProfile,
} from '../accounts';
import { apiUrl } from '../base-url';
import { now, nowIso } from '../clock';
import { db, type UserRecord } from '../db';
import { MOCK_ERROR_CODES, MOCK_MESSAGES, signInLockedMessage } from '../messages';
import { newId, randomToken } from '../random';
import { codeTimings, newCode, refuseCode, refuseCodeSend } from '../one-time-codes';
import { sendPasswordLink, updateUser } from '../mail';
import { AUTH_TIMINGS } from '../timings';
import { accessLogOfPerson } from '../access-log';
import { indexedApplications } from '../application-store';
import { listOutbox, sendSms } from '../outbox';
import { messagesFor, portalName } from '../message-language';
import { SERVICE_LABELS } from '#src/domain/services/service-types';
import type { PersonalData } from '#src/domain/schemas/personal-data';
import { closeAccountSchema } from '#src/domain/schemas/account-closing';
import { isInProgress } from '#src/domain/account-closing';
import { waitInWords } from '#src/domain/wait-time';
import { deleteDraftsOf, sweepDrafts } from '../draft-retention';
import { verifyPassword } from '../passwords';
import { endAccountSessions } from '../sessions';
import { clearLoginFailures, loginKey, loginLock, recordLoginFailure } from '../throttle';
import { fail, handle, ok, readJson, readPayload, requirePermission, requireUser, tooMany, validate } from './shared';

/** The words of a refused closing: the applications in progress, by reference (issue 31 §4; docs/decisions/041). */
function inProgressMessage(references: string[]): string {
  const list = references.join(', ');
  return references.length === 1
    ? `Your application ${list} is still in progress. Your account can be closed once the registry has decided it.`
    : `Your applications ${list} are still in progress. Your account can be closed once the registry has decided each of them.`;
}

/**
 * Close an account (docs/decisions/041): delete its drafts; delete its contact details, address, date of birth,
 * district and every one-time token, keeping digests of the e-mail and phone and the password's hash only to tell
 * whoever signs in with them that it was closed; mark it CLOSED; end every session.
 * @param user - the account, already checked (password, nothing in progress).
 * @returns when it was closed (ms since the epoch) and the drafts deleted.
 */
async function closeAccount(user: UserRecord) {
  const deleted = await deleteDraftsOf(user.userId);
  const closedAt = now();
  const contacts = [user.email, user.phone].filter(Boolean);
  const digests = await Promise.all(contacts.map((c) => contactDigest(user.userId, c)));
  await updateUser(user, (draft) => {
    draft.status = 'CLOSED';
    draft.closedAt = closedAt;
    draft.closedContacts = digests;
    draft.email = '';
    draft.phone = '';
    draft.address = null;
    draft.dateOfBirth = null;
    draft.district = null;
    draft.activationToken = null;
    draft.otp = null;
    draft.ninProof = null;
    draft.passwordToken = null;
    draft.resetToken = null;
  });
  await endAccountSessions(user.userId, 'ACCOUNT_CLOSED');
  return { closedAt, deleted };
}

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

/** A message's text with its one-time code and its link left out: they were secrets, and a download is kept. */
function withoutSecrets(message: { body: string; code?: string | null; link?: string | null }): string {
  let body = message.body;
  if (message.code) body = body.split(message.code).join('[code left out]');
  if (message.link) body = body.split(message.link).join('[link left out]');
  return body.replace(/https?:\/\/\S*token=\S*/g, '[link left out]');
}

/**
 * Everything the registry holds about an account (issue 31 §4): its profile, its applications (drafts
 * included) with their answers, documents' list and timeline, the payments asked of it, the messages sent to its
 * e-mail address and phone, and who at the registry opened its data.
 * @param user - the signed-in caller.
 */
function personalDataOf(user: UserRecord): PersonalData {
  // The store, not the collection alone: it also holds the demo's generated applications (mocks/application-store.ts).
  const applications = indexedApplications()
    .filter((e) => e.record.applicantId === user.userId)
    .map((e) => e.record);
  const ids = new Set(applications.map((a) => a.id));
  const messages = [...listOutbox(user.email), ...(user.phone ? listOutbox(user.phone) : [])]
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
    .map((m) => ({ channel: m.channel, to: m.to, subject: m.subject, body: withoutSecrets(m), sentAt: m.sentAt }));
  return {
    generatedAt: nowIso(),
    profile: toProfile(user),
    applications: applications.map((a) => ({
      id: a.id,
      reference: a.reference,
      serviceType: a.serviceType,
      service: SERVICE_LABELS[a.serviceType],
      status: a.status,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
      submittedAt: a.submittedAt,
      answers: a.data,
      documents: a.documents,
      timeline: a.timeline,
      partyConfirmation: a.partyConfirmation ?? null,
    })),
    payments: applications.flatMap((a) =>
      a.invoice
        ? [
            {
              applicationReference: a.reference,
              prn: a.invoice.prn,
              amountUgx: a.invoice.amountUgx,
              items: a.invoice.items,
              issuedAt: a.invoice.issuedAt,
              paidAt: a.invoice.paidAt,
              receiptNumber: a.invoice.receiptNumber ?? null,
              method: a.invoice.method ?? null,
            },
          ]
        : [],
    ),
    messages,
    accessLog: accessLogOfPerson(user.idNumber, ids),
  };
}

/** Handlers of the profile and account calls. */
export const usersHandlers = [
  /**
   * GET /users/me/data (bearer) → everything the registry holds about the caller (issue 31 §4; src/domain/schemas/
   * personal-data.ts): profile, applications with answers, documents' list and timeline, payments, messages sent
   * (codes and links left out), and who at the registry opened their data. Reading it is the person's own read:
   * nothing is written to the access log. 401 without a valid access token.
   */
  http.get(
    apiUrl('/users/me/data'),
    handle(async ({ request }) => ok(personalDataOf(await requireUser(request)))),
  ),

  /**
   * DELETE /users/me/drafts (bearer; applicants) → `{ deleted: [{ id, reference, serviceType }] }`: every draft of
   * the caller never submitted is deleted now, as the retention rule deletes one (mocks/draft-retention.ts), and
   * leaves its note (410 DRAFT_DELETED "you deleted it" on its link). Nothing submitted is touched.
   */
  http.delete(
    apiUrl('/users/me/drafts'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      requirePermission(may(user, 'applications.own'));
      return ok({ deleted: await deleteDraftsOf(user.userId) });
    }),
  ),

  /**
   * POST /users/me/close (bearer; individuals) {password, confirm: true} → `{ closedAt, deleted }` (docs/decisions/
   * 041). 403 for anyone else (an organisation is told how the registry closes it); 429 ACCOUNT_LOCKED while sign-in
   * is locked; 400 PASSWORD_INCORRECT (`errors.password`) for a wrong password, counted as a wrong sign-in; 409
   * APPLICATIONS_IN_PROGRESS naming the applications submitted and not yet decided.
   */
  http.post(
    apiUrl('/users/me/close'),
    handle(async ({ request }) => {
      const user = await requireUser(request);
      if (!may(user, 'account.close')) {
        const message =
          user.accountType === 'ORGANIZATION'
            ? "An organisation's account is closed by the registry, not from the portal: write to the Registrar of Marriages or visit a registry office."
            : MOCK_MESSAGES.forbidden;
        return fail(403, message, { code: MOCK_ERROR_CODES.forbidden });
      }
      const { password } = await readPayload(request, closeAccountSchema);
      const key = loginKey(user.userId, user.email);
      const locked = loginLock(key);
      if (locked) return tooMany(locked, signInLockedMessage(waitInWords(locked.retryAfterSeconds), false), MOCK_ERROR_CODES.accountLocked);
      if (!(await verifyPassword(user.userId, password, user.passwordHash))) {
        const failure = await recordLoginFailure(key);
        if (failure.lock) {
          return tooMany(
            failure.lock,
            signInLockedMessage(waitInWords(failure.lock.retryAfterSeconds), false),
            MOCK_ERROR_CODES.accountLocked,
          );
        }
        return fail(400, 'Your account was not closed: the password is not right.', {
          code: MOCK_ERROR_CODES.passwordIncorrect,
          errors: { password: 'The password is not right. Type the password you sign in with.' },
        });
      }
      await clearLoginFailures(key);
      await sweepDrafts(user.userId);
      const busy = indexedApplications()
        .map((e) => e.record)
        .filter((a) => a.applicantId === user.userId && isInProgress(a));
      if (busy.length > 0) {
        return fail(409, inProgressMessage(busy.map((a) => a.reference)), { code: MOCK_ERROR_CODES.applicationsInProgress });
      }
      const { closedAt, deleted } = await closeAccount(user);
      return ok({ closedAt: new Date(closedAt).toISOString(), deleted });
    }),
  ),

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
      // In the language of the account that asked for it (issue 32).
      const i18n = messagesFor(user);
      const portal = portalName(i18n);
      const { code } = otp;
      await sendSms({
        to: person.phone,
        subject: i18n._(msg`NIN verification code`),
        body:
          i18n._(msg`${portal}: ${code} is the code to link your NIN to a registry account. It expires in 5 minutes.`) +
          ' ' +
          i18n._(msg`If you did not ask for it, someone is trying to use your NIN: do not share the code, and tell a registry office.`),
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
   * POST /users/update (bearer) {email?, phone?, language?} → the updated profile. Only the contact details and
   * the language (issue 32: en, lg or sw; the messages the mock sends the account are written in it) its owner may change: a body naming a district, role, account type, NIN or organisation answers 403
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
          // The language chosen in the portal's menu: its e-mails and text messages are written in it (issue 32).
          if (payload.language !== undefined) draft.language = payload.language;
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
