/**
 * The shapes every API answer shares (SPEC.md §3, §7; recorded in docs/decisions/002-api-contract.md),
 * and the catalogue of the machine-readable `code` values of error answers (docs/decisions/033-api-contract.md).
 */
import { z } from 'zod';

/**
 * The envelope of every successful answer: `{ data: T }`. SPEC.md §7's "data.refreshToken",
 * "data.token" and "data: profile" all read the envelope's `data` field.
 * @param data - the schema of the payload.
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

/**
 * The schema of one page of a list: `{ items, total, page, pageSize }` (page 1-based; `total` counts every
 * item the filters select).
 * @param item - the schema of an item.
 */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}

/**
 * Every `code` an error answer may carry, with what it means: the registry API's contract
 * (docs/api/openapi.json lists, for each operation and status, the codes it may give). The mock API
 * answers only these (mocks/messages.ts `MOCK_ERROR_CODES`).
 */
export const ERROR_CODES = {
  VALIDATION: 'The body or the query failed its rules; `errors` gives a message per field, keyed by its dotted path (e.g. "partyOne.nin").',
  MALFORMED_JSON: 'The body is not JSON.',
  UNSUPPORTED_CONTENT_TYPE: 'The body is of another type than the call takes (JSON, or multipart/form-data for an upload).',
  PAYLOAD_TOO_LARGE: "The body is larger than the call's limit.",
  UNAUTHORISED: 'No access token was sent.',
  SESSION_EXPIRED:
    'The access or refresh token is expired, revoked, forged, or its session has ended (logout, password change, a reused refresh token).',
  INVALID_CREDENTIALS: 'Sign-in: the account or the password is wrong (the answer never says which).',
  ACCOUNT_NOT_ACTIVE: 'Sign-in: the account has not finished registering (e-mail, phone or password to confirm).',
  ACCOUNT_DEACTIVATED: 'Sign-in: an administrator deactivated this staff account.',
  ACCOUNT_LOCKED: 'Sign-in: too many wrong passwords in a row; `Retry-After` says when to try again (an e-mailed link lifts it).',
  TOO_MANY_ATTEMPTS: 'Too many calls of this kind from this client or for this identifier; `Retry-After` gives the wait in seconds.',
  TOO_SOON: 'A new one-time code was asked for before the resend wait ended; `Retry-After` gives the wait in seconds.',
  FORBIDDEN: "The caller's role may not do this (docs/decisions/008-role-access.md).",
  PROFILE_FIELD_LOCKED: 'A profile update named a field its owner may not change (district, role, account type, NIN, organisation).',
  NOT_FOUND: 'No such record, or none the caller may see (another person\'s application is "not found", never "forbidden").',
  ACCOUNT_EXISTS: 'An account already uses this e-mail address or phone number; `errors` names which.',
  LINK_EXPIRED: 'The e-mailed link (activation, password) is unknown, used or expired.',
  EMAIL_NOT_VERIFIED: 'Registration: the e-mail address is not confirmed yet.',
  ALREADY_ACTIVE: 'Registration: the account is already active.',
  OTP_NOT_SENT: 'Registration or NIN proof: no one-time code was sent to confirm.',
  OTP_INCORRECT: 'Registration or NIN proof: the one-time code is wrong.',
  OTP_EXPIRED: 'Registration or NIN proof: the one-time code expired; ask for a new one.',
  OTP_LOCKED: 'Registration or NIN proof: five wrong codes; ask for a new one.',
  NIN_NOT_FOUND: 'The NIN is not in the national register.',
  NIN_IN_USE: 'Another account holds this NIN.',
  ALREADY_ONBOARDED: 'This account already has a NIN linked.',
  NIN_PROOF_REQUIRED:
    "Onboarding: no live proof that the caller holds this NIN (the code sent to the national register's phone for it, verified through POST /users/nin-proof/verify in the last 15 minutes and not used yet; docs/decisions/037).",
  NIN_NO_PHONE:
    'NIN proof: the national register holds no phone number for this NIN, so no code can be sent; the person links the NIN at a registry office.',
  APPLICATION_ID_TAKEN: "Another person's application has this id.",
  NOT_EDITABLE: 'The application is no longer a draft nor returned for corrections: its answers cannot change.',
  STALE_VERSION:
    'The save was based on an older version of the answers (`baseVersion`); read the application again, merge and save on its version (docs/decisions/007-draft-versions.md).',
  DRAFT_DELETED:
    'The draft was deleted: because its applicant had not saved or changed it for 90 days (the marriage setting "draft-retention-days"; issue 31 §5), after a message 7 days before, or by its applicant (DELETE /users/me/drafts, or closing the account; issue 31 §4); the message says which and when. Only its applicant is told so (410); anyone else reads 404.',
  APPLICATIONS_IN_PROGRESS:
    'Closing the account: an application of the caller is in progress (submitted and not yet decided); the message names them. The account can be closed once each is decided (docs/decisions/041).',
  PASSWORD_INCORRECT:
    "Closing the account: the password typed to confirm it is not the account's (`errors.password`). Wrong passwords count towards the sign-in lock.",
  ACCOUNT_CLOSED:
    'Sign-in: the holder of this account closed it (docs/decisions/041); said only to whoever types its password. A new account may be opened.',
  ILLEGAL_TRANSITION:
    'The lifecycle does not allow this now (another level holds the application, a deadline has not passed, the item is already decided); the message says why.',
  SUBSISTING_MARRIAGE:
    "The register of marriages shows a party in a subsisting marriage (any of the five forms): the registrar's certificate, the celebration's record, a return's or a marital status letter's approval are refused until its dissolution (a divorce return, a decree absolute, a death) is recorded; the message names the entry.",
  ALREADY_DISSOLVED: 'The entry of the register is already dissolved: a dissolution is recorded once; the message says when and how.',
  UPLOAD_REJECTED: 'The file is not a PDF, JPEG or PNG, is empty, or is larger than 5 MB.',
  UPLOAD_GONE: 'The uploaded file is listed but its bytes are no longer kept.',
  INVOICE_EXPIRED: "The invoice's PRN is older than 21 days; the application returns to Draft and a new invoice is made on submission.",
  ALREADY_PAID: 'The invoice is already paid.',
  CARD_DECLINED: 'The card gateway declined the card.',
  REFRESH_TOKEN_ROTATED:
    'The refresh token was exchanged less than 10 s ago (another tab of the same session): use the token that tab stored.',
  INTERNAL_ERROR: 'The registry failed to answer; nothing was changed. Try again later.',
  UNAVAILABLE: 'The registry is unavailable for a while (maintenance or overload); nothing was changed. Try again later.',
} as const;

/** A machine-readable `code` of an error answer ({@link ERROR_CODES}). */
export type ErrorCode = keyof typeof ERROR_CODES;

/** The body of every error answer: a message for people, an optional machine code and field errors. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  /** Field name (dotted path for nested fields) to the message to show at that field. */
  errors: z.record(z.string(), z.string()).optional(),
});

/** An error answer body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
