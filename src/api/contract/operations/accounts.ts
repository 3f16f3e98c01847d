/**
 * The contract of sign-in, tokens, registration, profiles and the national register (SPEC.md §3, §4, §7;
 * docs/decisions/002-api-contract.md, 008, 010, 012, 019).
 */
import { z } from 'zod';
import {
  activateEmailAnswerSchema,
  activateEmailSchema,
  activatePhoneAnswerSchema,
  activatePhoneSchema,
  loginAnswerSchema,
  refreshAnswerSchema,
  refreshSchema,
  registerAnswerSchema,
  registerSchema,
  verifyOtpAnswerSchema,
  verifyOtpSchema,
} from '#src/domain/schemas/auth';
import {
  niraPersonSchema,
  niraVerifySchema,
  ninProofRequestSchema,
  ninProofSentSchema,
  ninProofVerifiedSchema,
  ninProofVerifySchema,
  onboardingPayloadSchema,
} from '#src/domain/schemas/identity';
import { setPasswordSchema } from '#src/domain/schemas/new-password';
import { personalDataSchema } from '#src/domain/schemas/personal-data';
import { closeAccountAnswerSchema, closeAccountSchema, deletedDraftsAnswerSchema } from '#src/domain/schemas/account-closing';
import { logoutSchema, requestResetSchema, signInSchema } from '#src/domain/schemas/sign-in';
import { backofficeAccountSchema, profileSchema, profileUpdateSchema } from '#src/domain/schemas/users';
import { defineOperations } from '../define';

const PUBLIC = { kind: 'public', who: 'Anyone; no token is needed.' } as const;
const userIdAnswer = z.object({ userId: z.string() });

/** Sign-in, tokens and registration: SPEC.md §7's calls under /users/auth and /users/refresh-token. */
export const AUTH_OPERATIONS = defineOperations({
  login: {
    tag: 'Sign-in and tokens',
    summary: 'Sign in',
    description:
      'Starts a session (SPEC.md §4 "Session" step 1) and answers its first refresh token; the access token comes from POST /users/refresh-token. ' +
      'A wrong account or password answers 401 without saying which. Five wrong passwords in a row lock sign-in for a minute (doubling to 15 minutes, a day after 100) and e-mail the account a link that lifts the lock by setting a new password (docs/decisions/010).',
    access: PUBLIC,
    body: { json: signInSchema },
    answer: {
      status: 200,
      schema: loginAnswerSchema,
      description: 'The session has started: its refresh token (SPEC.md §3 data.refreshToken).',
    },
    errors: {
      401: ['INVALID_CREDENTIALS'],
      403: ['ACCOUNT_CLOSED', 'ACCOUNT_DEACTIVATED'],
      409: ['ACCOUNT_NOT_ACTIVE'],
      429: ['ACCOUNT_LOCKED', 'TOO_MANY_ATTEMPTS'],
    },
    throttle:
      'ACCOUNT_LOCKED after five wrong passwords in a row for one account; TOO_MANY_ATTEMPTS after 30 wrong passwords from one client in 15 minutes.',
  },
  refreshToken: {
    tag: 'Sign-in and tokens',
    summary: 'Exchange the refresh token for an access token',
    description:
      'Answers an access token (`token`, with its "Bearer " prefix, SPEC.md §3) and the rotated refresh token that replaces the one sent, which is spent from then on. ' +
      'A spent refresh token sent again ends the whole session (401): it was stolen or copied. Sent again within 10 s of its rotation it answers 409 REFRESH_TOKEN_ROTATED instead, so two tabs of one session do not sign each other out. ' +
      'The portal calls it every 30 s while signed in (SPEC.md §7) and ignores its failures.',
    access: { kind: 'public', who: 'Whoever holds a live refresh token; no access token is needed.' },
    body: { json: refreshSchema },
    answer: { status: 200, schema: refreshAnswerSchema, description: 'A new access token and the rotated refresh token.' },
    errors: { 401: ['SESSION_EXPIRED'], 409: ['REFRESH_TOKEN_ROTATED'] },
  },
  logout: {
    tag: 'Sign-in and tokens',
    summary: 'Sign out',
    description:
      'Ends the session of the refresh token sent, or of the bearer access token when none is sent: none of its tokens works afterwards. Never answers 401; the portal clears its storage whatever the answer (SPEC.md §4 "Session" step 4).',
    access: { kind: 'public', who: 'Anyone; the session named by the tokens sent ends.' },
    body: { json: logoutSchema },
    answer: { status: 200, schema: z.null(), description: 'The session has ended (`data` is null).' },
  },
  register: {
    tag: 'Registration',
    summary: 'Create an individual account',
    description:
      'Registration step 1 (SPEC.md §4 "Registration steps"). E-mails a link to /auth/email-verified?token=… that confirms the address. 409 names the taken field (`errors.email`, `errors.phone`).',
    access: PUBLIC,
    body: { json: registerSchema },
    answer: {
      status: 201,
      schema: registerAnswerSchema,
      description: 'The account is made, waiting for its e-mail address to be confirmed.',
    },
    errors: { 409: ['ACCOUNT_EXISTS'], 429: ['TOO_MANY_ATTEMPTS'] },
    throttle: 'After 10 registrations in an hour from one client.',
  },
  activateEmail: {
    tag: 'Registration',
    summary: "Confirm the account's e-mail address",
    description: 'Registration step 2, with the token of the e-mailed link. Answers the account to continue with and its phone, masked.',
    access: PUBLIC,
    body: { json: activateEmailSchema },
    answer: { status: 200, schema: activateEmailAnswerSchema, description: 'The e-mail address is confirmed.' },
    errors: { 410: ['LINK_EXPIRED'] },
  },
  activatePhone: {
    tag: 'Registration',
    summary: 'Send a one-time code to the phone',
    description:
      'Registration step 3: sends (or sends again) a 6-digit code by SMS, valid 5 minutes; a new one may be asked for after 30 s.',
    access: PUBLIC,
    body: { json: activatePhoneSchema },
    answer: {
      status: 200,
      schema: activatePhoneAnswerSchema,
      description: 'The code is sent: where, how long it lives and when another may be sent (seconds).',
    },
    errors: { 404: ['NOT_FOUND'], 409: ['ALREADY_ACTIVE', 'EMAIL_NOT_VERIFIED'], 429: ['TOO_MANY_ATTEMPTS', 'TOO_SOON'] },
    throttle: 'TOO_SOON within 30 s of the last code; TOO_MANY_ATTEMPTS after 5 codes in an hour.',
  },
  verifyOtp: {
    tag: 'Registration',
    summary: 'Check the one-time code',
    description:
      'Registration step 4. The right code answers a one-use token (15 minutes) that sets the password. Five wrong codes lock the code until a new one is sent.',
    access: PUBLIC,
    body: { json: verifyOtpSchema },
    answer: { status: 200, schema: verifyOtpAnswerSchema, description: 'The phone is confirmed: the token that sets the password.' },
    errors: {
      400: ['OTP_INCORRECT'],
      404: ['NOT_FOUND'],
      409: ['ALREADY_ACTIVE', 'EMAIL_NOT_VERIFIED', 'OTP_NOT_SENT'],
      410: ['OTP_EXPIRED'],
      429: ['OTP_LOCKED'],
    },
    throttle: 'OTP_LOCKED after five wrong codes.',
  },
  setPassword: {
    tag: 'Registration',
    summary: 'Set the password and activate the account',
    description:
      'Registration step 5. The password follows the rule of docs/decisions/012 (NIST SP 800-63B); a password that breaks it answers 400 with `errors.password`, the token kept.',
    access: PUBLIC,
    body: { json: setPasswordSchema },
    answer: { status: 200, schema: userIdAnswer, description: 'The account is active.' },
    errors: { 410: ['LINK_EXPIRED'] },
  },
  requestPasswordReset: {
    tag: 'Registration',
    summary: 'Ask for a password reset link',
    description:
      'Answers the same whether the account exists or not. An active account gets an e-mail with /auth/account-password?token=… (valid 1 hour); an account still registering gets its activation e-mail again.',
    access: PUBLIC,
    body: { json: requestResetSchema },
    answer: { status: 200, schema: z.object({ sent: z.literal(true) }), description: 'Asked (whether or not an account exists).' },
    errors: { 429: ['TOO_MANY_ATTEMPTS'] },
    throttle: 'After 3 requests in an hour for one identifier, or 10 from one client.',
  },
  resetPassword: {
    tag: 'Registration',
    summary: 'Set a new password with a reset link',
    description:
      "With the token of the reset (or staff invitation) e-mail. The account's other sessions end. The password follows the rule of docs/decisions/012.",
    access: PUBLIC,
    body: { json: setPasswordSchema },
    answer: { status: 200, schema: userIdAnswer, description: 'The password is set.' },
    errors: { 410: ['LINK_EXPIRED'] },
  },
});

/** Profiles, onboarding, staff accounts' creation and the national register (SPEC.md §7). */
export const USER_OPERATIONS = defineOperations({
  getMe: {
    tag: 'Profile',
    summary: "The caller's profile",
    description: 'SPEC.md §4 "Session" step 2: the profile the portal keeps as userProfile (userId, accountType, idNumber, and the rest).',
    access: { kind: 'signedIn', who: 'Any signed-in account.' },
    answer: { status: 200, schema: profileSchema, description: "The caller's profile." },
  },
  getMyData: {
    tag: 'Profile',
    summary: 'Everything the registry holds about the caller',
    description:
      'Issue 31 §4 "Your data" (docs/decisions/040; the Data Protection and Privacy Act 2019): the profile; every application of the caller, drafts included, with its answers, the list of its documents (name, type, size) and its timeline; the payments asked (PRN, amount, receipt); the e-mails and text messages sent to the caller\'s address and phone, with one-time codes and links left out; and who at the registry opened the caller\'s data (their applications, and any record naming their NIN), newest first. ' +
      "Reading it is not written to the access log: it is the person's own read.",
    access: { kind: 'signedIn', who: 'Any signed-in account, for its own data.' },
    answer: { status: 200, schema: personalDataSchema, description: 'Everything held about the caller, put together now.' },
  },
  deleteMyDrafts: {
    tag: 'Profile',
    summary: "Delete all the caller's drafts",
    description:
      'Issue 31 §4 "Your data" (docs/decisions/041): deletes every draft of the caller that was never submitted (status Draft, `submittedAt` null), with its uploaded documents that no other application lists, as the retention rule deletes a draft nobody changed (docs/decisions/039). Nothing submitted is touched (an application back in Draft after its invoice expired stays). ' +
      'Each deleted draft leaves a note, so its applicant opening its link, or a browser sending its device copy again, is answered 410 DRAFT_DELETED ("you deleted it") and never re-creates it. Answers the drafts deleted (none when there were none): the portal forgets their device copies.',
    access: {
      kind: 'capability',
      capabilities: ['applications.own'],
      who: 'Applicants (individuals and organisations), for their own drafts.',
    },
    answer: { status: 200, schema: deletedDraftsAnswerSchema, description: 'The drafts deleted now: id, reference and service.' },
  },
  closeMyAccount: {
    tag: 'Profile',
    summary: "Close the caller's account",
    description:
      "Issue 31 §4 (docs/decisions/041; the Data Protection and Privacy Act 2019). The body carries the account's password typed again and the confirmation: a wrong password answers 400 PASSWORD_INCORRECT with `errors.password` and counts towards the sign-in lock (429 ACCOUNT_LOCKED after five). " +
      'Refused with 409 APPLICATIONS_IN_PROGRESS while an application of the caller is submitted and not yet decided (Submitted, Payment_Confirmation, Pending, Corrections_Requested); the message names their references. ' +
      "Closing deletes the caller's drafts (as DELETE /users/me/drafts), the account's e-mail address, phone, address, date of birth, district and every one-time token, and ends every session of the account at once (its refresh tokens answer 401). " +
      "What the law requires the registry to keep stays: register entries, submitted applications with their documents and decisions, payments and receipts, the access log, and the name and NIN on the closed account that make these records the person's. No message goes to the account again. " +
      "The e-mail address, phone and NIN are free again: the person may open a new account with them later (and prove the NIN again, docs/decisions/037); the new account does not show the closed one's applications. " +
      "Signing in afterwards with the account's identifier and password answers 403 ACCOUNT_CLOSED. Organisations (403) are closed by the registry, not through this call; staff accounts are deactivated by the administrator.",
    access: { kind: 'capability', capabilities: ['account.close'], who: 'An individual, for their own account.' },
    body: { json: closeAccountSchema },
    answer: { status: 200, schema: closeAccountAnswerSchema, description: 'The account is closed: when, and the drafts deleted with it.' },
    errors: { 400: ['PASSWORD_INCORRECT'], 409: ['APPLICATIONS_IN_PROGRESS'], 429: ['ACCOUNT_LOCKED'] },
    throttle: 'Wrong passwords count with those of sign-in: ACCOUNT_LOCKED after five in a row.',
  },
  sendNinProofCode: {
    tag: 'Profile',
    summary: 'Send a code to the phone the national register holds for a NIN',
    description:
      'Onboarding step 1 (issue 31 §1; docs/decisions/037): the proof that the caller holds the NIN. A 6-digit code goes by SMS to the phone number the national register holds for the NIN, never to a number the caller gives; it works 5 minutes, and a new one may be asked for after 30 s. ' +
      'The answer shows that phone masked ("+256 77• ••• •56") and never the register\'s record: names and date of birth are shown only once the code is verified. ' +
      'NIN_NO_PHONE: the register holds no phone for the NIN; the person links it at a registry office.',
    access: { kind: 'capability', capabilities: ['profile.onboard'], who: 'An individual account with no NIN linked yet.' },
    body: { json: ninProofRequestSchema },
    answer: {
      status: 200,
      schema: ninProofSentSchema,
      description: 'The code is sent: where (masked), how long it lives and when another may be sent (seconds).',
    },
    errors: { 404: ['NIN_NOT_FOUND'], 409: ['ALREADY_ONBOARDED', 'NIN_IN_USE', 'NIN_NO_PHONE'], 429: ['TOO_MANY_ATTEMPTS', 'TOO_SOON'] },
    throttle: 'TOO_SOON within 30 s of the last code; TOO_MANY_ATTEMPTS after 5 codes in an hour for one account.',
  },
  verifyNinProofCode: {
    tag: 'Profile',
    summary: 'Check the code sent for a NIN and get the proof that links it',
    description:
      "Onboarding step 2 (issue 31 §1; docs/decisions/037). The right code answers a one-use proof (valid 15 minutes) that POST /users/register takes, and the register's record of the person to show for checking. Five wrong codes lock the code until a new one is sent.",
    access: { kind: 'capability', capabilities: ['profile.onboard'], who: 'An individual account with no NIN linked yet.' },
    body: { json: ninProofVerifySchema },
    answer: { status: 200, schema: ninProofVerifiedSchema, description: "The caller holds the NIN: the proof and the register's record." },
    errors: {
      400: ['OTP_INCORRECT'],
      404: ['NIN_NOT_FOUND'],
      409: ['ALREADY_ONBOARDED', 'NIN_IN_USE', 'OTP_NOT_SENT'],
      410: ['OTP_EXPIRED'],
      429: ['OTP_LOCKED'],
    },
    throttle: 'OTP_LOCKED after five wrong codes.',
  },
  onboard: {
    tag: 'Profile',
    summary: "Link a NIN to the caller's account (individual onboarding)",
    description:
      'The NIN must be in the national register and held by no other account, and the body must carry `ninProof`, the live and unused proof that POST /users/nin-proof/verify gave this caller for this NIN (403 NIN_PROOF_REQUIRED otherwise; issue 31 §1). The profile then carries the NIN, names, date of birth and sex from the register, and the district and address given. A linked NIN is never changed through the API: a change is made at a registry office.',
    access: { kind: 'capability', capabilities: ['profile.onboard'], who: 'An individual account with no NIN linked yet.' },
    body: { json: onboardingPayloadSchema },
    answer: { status: 200, schema: profileSchema, description: 'The profile, with its NIN (`idNumber`).' },
    errors: { 403: ['NIN_PROOF_REQUIRED'], 404: ['NIN_NOT_FOUND'], 409: ['ALREADY_ONBOARDED', 'NIN_IN_USE'] },
  },
  updateProfile: {
    tag: 'Profile',
    summary: "Change the caller's e-mail address, phone or language",
    description:
      'Only the contact details and the language: a body naming district, role, accountType, idNumber, userId, organisationKind or organisationName answers 403 PROFILE_FIELD_LOCKED and changes nothing (docs/decisions/008). ' +
      "`language` (en, lg or sw) is the language the person chose in the portal's language menu: the portal opens in it after sign-in, and the registry's e-mails and text messages reach the person in it (issue 32); a profile without one reads English.",
    access: { kind: 'signedIn', who: 'Any signed-in account, for its own profile.' },
    body: { json: profileUpdateSchema },
    answer: { status: 200, schema: profileSchema, description: 'The profile as changed.' },
    errors: { 403: ['PROFILE_FIELD_LOCKED'], 409: ['ACCOUNT_EXISTS'] },
  },
  createBackofficeAccount: {
    tag: 'Staff accounts',
    summary: 'Add a staff member',
    description:
      'SPEC.md §7 POST users/back-office. The NIN is checked against the national register (the names must match). The new member gets an e-mail to set their password (an invitation through POST /users/auth/reset-password); a staff account never goes through NIN onboarding (docs/decisions/019).',
    access: { kind: 'capability', capabilities: ['accounts.staff'], who: 'The administrator.' },
    body: { json: backofficeAccountSchema },
    answer: { status: 201, schema: profileSchema, description: "The staff member's profile." },
    errors: { 404: ['NIN_NOT_FOUND'], 409: ['ACCOUNT_EXISTS', 'NIN_IN_USE'] },
  },
  verifyNin: {
    tag: 'Profile',
    summary: 'Look a person up in the national register by NIN',
    description:
      'SPEC.md §7 POST /nira/verify. The NIN is trimmed and upper-cased (SPEC.md §5). Finance and the administrator may not: they read no personal data (docs/decisions/008).',
    access: { kind: 'capability', capabilities: ['nira.verify'], who: 'Applicants and the officers who review applications.' },
    body: { json: niraVerifySchema },
    answer: { status: 200, schema: niraPersonSchema, description: 'The person as the national register holds them.' },
    errors: { 404: ['NIN_NOT_FOUND'], 429: ['TOO_MANY_ATTEMPTS'] },
    throttle: 'After 60 look-ups in an hour by one account.',
  },
});
