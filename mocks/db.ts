/**
 * The mock API's database: @msw/data collections on the zod schemas of src/domain (STYLE.md
 * "Layout": mocks/db.ts). In the browser the collections persist in localStorage and synchronise
 * across tabs (mocks/persistence.ts), so a registration survives a reload; in Node and Vitest they
 * live in memory only.
 *
 * Every handler awaits `ready` (mocks/database.ts) before touching a collection: hydration from
 * localStorage is asynchronous, and the demo scenario is seeded only when, once hydrated, the
 * database is empty or was seeded by another version of the scenario. This module holds the
 * collections only, so the seeds and stores can import it without a cycle. Tabs take turns to
 * hydrate and seed (a Web Lock) and store every change at once (mocks/database.ts, persistence.ts).
 */
import { Collection } from '@msw/data';
import type { Extension } from '@msw/data/extensions';
import { z } from 'zod';
import { districtSchema, profileSchema } from '../src/domain/schemas/users';
import { niraPersonSchema } from '../src/domain/schemas/identity';
import { priceItemSchema, taxHeadSchema } from '../src/domain/schemas/prices';
import { applicationSchema } from '../src/domain/schemas/applications';
import { documentRefSchema } from '../src/domain/schemas/uploads';
import { marriageEntrySchema, registerChangeSchema } from '../src/domain/schemas/registers';
import { issuedDocumentSchema } from '../src/domain/schemas/documents';
import { languageOfferSchema } from '../src/domain/settings/language-offers';
import { marriageRoomSchema } from '../src/domain/schemas/marriage-rooms';
import { accessEntrySchema } from '../src/domain/schemas/access-log';
import { settingsChangeSchema } from '../src/domain/settings/settings-resources';
import {
  billableSchema,
  countrySchema,
  denominationConfigSchema,
  dioceseSchema,
  marriageConfigSchema,
  stampSchema,
} from '../src/domain/schemas/reference-lists';
import { durable, type DurableHandle } from './persistence';
import { storageBackend } from './storage-backend';
import { SCENARIO_NAMES } from './scenario-state';

/**
 * Where an account is in registration (SPEC.md §4 "Registration steps": register, activate email,
 * activate phone, verify OTP, set password). Only ACTIVE accounts may sign in. DEACTIVATED: a staff account
 * an administrator deactivated (docs/decisions/019); CLOSED: an account its holder closed (issue 31 §4;
 * docs/decisions/041), never active again.
 */
export const ACCOUNT_STATUSES = ['PENDING_EMAIL', 'PENDING_PHONE', 'PENDING_PASSWORD', 'ACTIVE', 'DEACTIVATED', 'CLOSED'] as const;
/** Where an account is in registration. */
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** A one-use token sent in a link or handed out by a call, with its expiry (ms since the epoch, mock clock). */
export const expiringTokenSchema = z.object({ token: z.string().min(1), expiresAt: z.number() });
/** A one-use token with its expiry. */
export type ExpiringToken = z.infer<typeof expiringTokenSchema>;

/** The SMS code last sent to an account (docs/decisions/002-api-contract.md "activate-phone"). */
export const otpStateSchema = z.object({
  /** Six digits. */
  code: z.string().regex(/^\d{6}$/),
  /** When it stops working, ms since the epoch (mock clock): sent + 300 s. */
  expiresAt: z.number(),
  /** Wrong codes tried against it; at 5 it is locked (429). */
  attempts: z.number().int().nonnegative(),
  /** When it was sent, ms since the epoch (mock clock); a new one may be sent 30 s later. */
  sentAt: z.number(),
});
/** The SMS code last sent to an account. */
export type OtpState = z.infer<typeof otpStateSchema>;

/**
 * The proof of holding a NIN under way on an account (POST /users/nin-proof and /verify; issue 31 §1;
 * docs/decisions/037-nin-proof.md): the code sent to the register's phone for that NIN, then the one-use
 * proof that POST /users/register takes.
 */
export const ninProofStateSchema = z.object({
  /** The NIN the code was sent for (normalised). */
  nin: z.string(),
  /** The code sent to the register's phone; null once it was verified. */
  otp: otpStateSchema.nullable(),
  /** The proof handed out by /verify (15 minutes, one use); null until then. */
  proof: expiringTokenSchema.nullable(),
});
/** The proof of holding a NIN under way on an account. */
export type NinProofState = z.infer<typeof ninProofStateSchema>;

/**
 * A person of the national identification register as the mock keeps them: the record POST /nira/verify
 * answers, and the phone number the register holds (null when it holds none), which only receives the NIN
 * proof's code and is never answered to anyone (issue 31 §1).
 */
export const niraRecordSchema = niraPersonSchema.extend({ phone: z.string().nullable() });
/** A person of the national register as the mock keeps them. */
export type NiraRecord = z.infer<typeof niraRecordSchema>;

/**
 * An account as the mock stores it: the session profile (src/domain/schemas/users.ts) plus the
 * registration state and secrets the API never returns.
 */
export const userRecordSchema = profileSchema.extend({
  status: z.enum(ACCOUNT_STATUSES),
  /** Salted SHA-256 of the password (mocks/passwords.ts); null until a password is set. */
  passwordHash: z.string().nullable(),
  /** Postal or physical address given at onboarding. */
  address: z.string().nullable(),
  /** The token of the e-mailed activation link `/auth/email-verified?token=…`. */
  activationToken: expiringTokenSchema.nullable(),
  otp: otpStateSchema.nullable(),
  /** The proof of holding a NIN under way (onboarding), if any. */
  ninProof: ninProofStateSchema.nullable().optional(),
  /** What verify-otp hands out for set-password (15 minutes, one use). */
  passwordToken: expiringTokenSchema.nullable(),
  /** The token of the e-mailed reset or invitation link `/auth/account-password?token=…`. */
  resetToken: expiringTokenSchema.nullable(),
  /** When the account was created, ms since the epoch (mock clock). */
  createdAt: z.number(),
  /**
   * An organisation's places of worship besides those whose licence it applied for itself: the public
   * place licence numbers of the churches it files returns for (a church's clerk: its church; a church
   * agent: the churches named in its approved account registration). docs/decisions/014.
   */
  actsFor: z.array(z.string()).optional(),
  /** When its holder closed it, ms since the epoch (mock clock); absent or null while open (docs/decisions/041). */
  closedAt: z.number().nullable().optional(),
  /**
   * A closed account's e-mail address and phone, as salted SHA-256 digests only (mocks/accounts.ts
   * `contactDigest`): the addresses themselves are deleted, and these serve only to tell whoever signs in with
   * them and the account's password that it was closed.
   */
  closedContacts: z.array(z.string()).optional(),
});
/** The fields of a stored account. */
export type UserFields = z.infer<typeof userRecordSchema>;

/**
 * A refresh token the mock issued (access tokens are not stored: they are checked by signature,
 * expiry and their session). Refresh tokens rotate: each use answers a new one and marks this one
 * replaced; presenting a replaced token again ends the session (docs/decisions/010-sessions-and-throttling.md).
 */
export const refreshTokenRecordSchema = z.object({
  jti: z.string().min(1),
  userId: z.string(),
  /** The session (sign-in) it belongs to. */
  sid: z.string().min(1),
  /** Issued at, ms since the epoch (mock clock). */
  issuedAt: z.number(),
  /** Expiry, ms since the epoch (mock clock); equals the token's `exp` × 1000. */
  expiresAt: z.number(),
  /** True once its session ended (logout, reuse, password reset). */
  revoked: z.boolean(),
  /** When it was exchanged for its successor, ms since the epoch (mock clock); null while it is the current one. */
  replacedAt: z.number().nullable(),
});
/** A refresh token the mock issued. */
export type RefreshTokenRecord = z.infer<typeof refreshTokenRecordSchema>;

/** Why a session ended. */
export const SESSION_END_REASONS = [
  'LOGOUT',
  'REFRESH_TOKEN_REUSED',
  'PASSWORD_CHANGED',
  'EXPIRED',
  'ACCOUNT_CONVERTED',
  'ACCOUNT_CHANGED',
  'ACCOUNT_CLOSED',
] as const;
/** Why a session ended. */
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * A session: one sign-in and every token issued from it (the "family" of its rotating refresh
 * tokens). Access tokens carry its `sid`; once it has ended none of its tokens is accepted.
 */
export const sessionRecordSchema = z.object({
  sid: z.string().min(1),
  userId: z.string(),
  /** When it began (the sign-in), ms since the epoch (mock clock). */
  startedAt: z.number(),
  /** When it ended, ms since the epoch (mock clock); null while open. */
  endedAt: z.number().nullable(),
  endReason: z.enum(SESSION_END_REASONS).nullable(),
});
/** A session. */
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

/**
 * A throttle's state (mocks/throttle.ts): the attempts counted under one key ("login-account:usr_…",
 * "reset:…", "client:…") and any lock.
 */
export const throttleRecordSchema = z.object({
  key: z.string().min(1),
  /** Failures in a row since the last success (sign-in per account). */
  consecutiveFailures: z.number().int().nonnegative(),
  /** Moments of recent attempts, ms since the epoch (mock clock), oldest first, within the window. */
  hits: z.array(z.number()),
  /** Refused until then, ms since the epoch (mock clock); null when not locked. */
  lockedUntil: z.number().nullable(),
});
/** A throttle's state. */
export type ThrottleRecord = z.infer<typeof throttleRecordSchema>;

/** A message the mock "sent" by e-mail or SMS, read back through `GET __mock/outbox` and the outbox panel. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  /** E-mail address or E.164 phone number. */
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** A path relative to the portal origin, e.g. `/auth/email-verified?token=…` (e-mails with a link). */
  link: z.string().nullable().optional(),
  /** The one-time code (SMS codes). */
  code: z.string().nullable().optional(),
  /** When it was sent, ISO 8601 (mock clock). */
  sentAt: z.string(),
});
/** A message the mock "sent". */
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** The mock's own state, kept so it survives a reload in the browser: clock offset and settings. */
export const mockSettingsSchema = z.object({
  id: z.literal('settings'),
  /** Version of the demo scenario that seeded the data (mocks/seed/demo.ts). */
  seedVersion: z.number().int(),
  /** Offset of the mock clock from the real time, ms. */
  clockOffsetMs: z.number(),
  accessTokenTtlSeconds: z.number().int().positive(),
  refreshTokenTtlSeconds: z.number().int().positive(),
  latencyMs: z.number().int().nonnegative().nullable(),
  /** The HMAC-SHA-256 secret tokens are signed with (mocks/tokens.ts): per install, never sent anywhere. */
  tokenSecret: z.string().min(32),
  /** The scenario in force (mocks/scenarios.ts); absent in data stored before scenarios: the demo. */
  scenario: z.enum(SCENARIO_NAMES).optional(),
});
/** The mock's own state. */
export type MockSettings = z.infer<typeof mockSettingsSchema>;

/**
 * An uploaded document as the mock stores it (POST /uploads): the {@link documentRefSchema} answer
 * plus who uploaded it and when. The bytes are not stored here (mocks/upload-bytes.ts keeps them in
 * memory only).
 */
export const uploadRecordSchema = documentRefSchema.extend({
  /** userId of the uploader. */
  ownerId: z.string(),
  /** ISO 8601 (mock clock). */
  uploadedAt: z.string(),
});
/** A stored upload's metadata. */
export type UploadFields = z.infer<typeof uploadRecordSchema>;

/**
 * An application as stored: what the API answers (src/domain/schemas/applications.ts `applicationSchema`;
 * `applicantId` is the owner), plus when its applicant was warned that the draft would be deleted, which the
 * API never answers (issue 31 §5; mocks/draft-retention.ts).
 */
export const applicationRecordSchema = applicationSchema.extend({
  /**
   * When the message that this draft would be deleted was sent, ISO 8601 (mock clock); absent or null when none
   * was. A warning older than the draft's `updatedAt` was about a version since changed: another may be sent.
   */
  retentionWarnedAt: z.string().nullable().optional(),
});
/** The fields of a stored application. */
export type ApplicationFields = z.infer<typeof applicationRecordSchema>;

/**
 * What is left of a draft the registry deleted because nobody changed it (issue 31 §5; mocks/draft-retention.ts), or
 * that its applicant deleted (issue 31 §4):
 * only its id, its owner, its reference and service, and the times, so that its applicant opening its link is
 * told what happened and the browser's copy never brings it back. Never its answers or documents.
 */
export const deletedDraftSchema = z.object({
  /** The deleted application's id. */
  id: z.string(),
  /** Its applicant's userId: nobody else is told it existed. */
  applicantId: z.string(),
  reference: z.string(),
  serviceType: applicationSchema.shape.serviceType,
  /** Its last change by its applicant, ISO 8601. */
  lastChangedAt: z.string(),
  /** When it was deleted, ISO 8601 (mock clock). */
  deletedAt: z.string(),
  /**
   * Who deleted it: the retention rule (absent: notes written before issue 31 §4 are all the rule's) or its
   * applicant ("Delete your drafts", or closing the account; docs/decisions/041).
   */
  deletedBy: z.enum(['RETENTION', 'APPLICANT']).optional(),
});
/** A deleted draft's note. */
export type DeletedDraft = z.infer<typeof deletedDraftSchema>;

/**
 * A sequence counter: `{ id, last }`. References were numbered from these until they became random
 * (docs/decisions/011-references.md); nothing uses it now, and the collection stays only because the
 * collections' order is the persisted format.
 */
export const counterSchema = z.object({ id: z.string(), last: z.number().int().nonnegative() });
/** A sequence counter. */
export type CounterFields = z.infer<typeof counterSchema>;

/**
 * Persist in the browser (a real page, not Vitest's happy-dom, whose `window` would otherwise turn
 * the extensions on).
 */
export const PERSISTENT = typeof window !== 'undefined' && typeof localStorage !== 'undefined' && import.meta.env.MODE !== 'test';

/** The persisted collections' handles: mocks/database.ts hydrates, flushes and starts them. */
export const durables: DurableHandle[] = [];

function extensions(): Extension[] {
  const register = (handle: DurableHandle) => durables.push(handle);
  // The standalone mock server keeps the collections in a JSON file (mocks/server/file-store.ts).
  const backend = storageBackend();
  if (backend) return [backend(register)];
  return PERSISTENT ? [durable({ register })] : [];
}

/** The Web Lock under which a tab hydrates and, when the store is empty, seeds the mock database. */
export const MOCK_DB_START_LOCK = 'marriage-registry/mock-db-start';

/**
 * The collections. Their creation order is part of the persisted format (@msw/data keys stored
 * collections by creation order): append new collections at the end.
 */
export const db = {
  users: new Collection({ schema: userRecordSchema, extensions: extensions() }),
  refreshTokens: new Collection({ schema: refreshTokenRecordSchema, extensions: extensions() }),
  outbox: new Collection({ schema: outboxMessageSchema, extensions: extensions() }),
  niraPeople: new Collection({ schema: niraRecordSchema, extensions: extensions() }),
  prices: new Collection({ schema: priceItemSchema, extensions: extensions() }),
  districts: new Collection({ schema: districtSchema, extensions: extensions() }),
  settings: new Collection({ schema: mockSettingsSchema, extensions: extensions() }),
  /** Metadata of uploaded documents. */
  uploads: new Collection({ schema: uploadRecordSchema, extensions: extensions() }),
  /** Applications made through the API and the seeded demo applications. */
  applications: new Collection({ schema: applicationRecordSchema, extensions: extensions() }),
  /** Unused since decision 011 (random references); kept for the persisted order of the collections. */
  counters: new Collection({ schema: counterSchema, extensions: extensions() }),
  /** Sessions (sign-ins) and whether they have ended. */
  sessions: new Collection({ schema: sessionRecordSchema, extensions: extensions() }),
  /** Attempt counters and locks of the throttles. */
  throttles: new Collection({ schema: throttleRecordSchema, extensions: extensions() }),
  /** The register of marriages: entries made by approved returns and registrations (docs/decisions/014). */
  marriageRegister: new Collection({ schema: marriageEntrySchema, extensions: extensions() }),
  /** Documents the registry issued (certificates, letters): mocks/documents.ts. */
  issuedDocuments: new Collection({ schema: issuedDocumentSchema, extensions: extensions() }),
  /** Marriage rooms (settings; issue 9): where civil ceremonies are booked (mocks/rooms.ts). */
  marriageRooms: new Collection({ schema: marriageRoomSchema, extensions: extensions() }),
  /** Changes to entries of the register of marriages (issue 10 rectification): each entry's history. */
  registerChanges: new Collection({ schema: registerChangeSchema, extensions: extensions() }),
  /** Audited changes to the settings (issue 11): who, when, old → new (mocks/handlers/settings.ts). */
  settingsChanges: new Collection({ schema: settingsChangeSchema, extensions: extensions() }),
  /** Tax heads (issue 11 settings): the revenue accounts price list items are accounted under. */
  taxHeads: new Collection({ schema: taxHeadSchema, extensions: extensions() }),
  /** Countries (settings): the marital status letter's country of intended marriage. */
  countries: new Collection({ schema: countrySchema, extensions: extensions() }),
  /** Church denominations' settings: offered for licensing, organised in dioceses. */
  denominationConfigs: new Collection({ schema: denominationConfigSchema, extensions: extensions() }),
  /** Dioceses (settings): chosen on the public place licence. */
  dioceses: new Collection({ schema: dioceseSchema, extensions: extensions() }),
  /** Billables (settings): whether each service is charged, and by which price list item (mocks/lifecycle.ts feeOf). */
  billables: new Collection({ schema: billableSchema, extensions: extensions() }),
  /** Marriage settings: the numbers of the rules (mocks/marriage-settings.ts). */
  marriageConfigs: new Collection({ schema: marriageConfigSchema, extensions: extensions() }),
  /** Certification stamps (settings): the image on issued documents; one in use at a time. */
  stamps: new Collection({ schema: stampSchema, extensions: extensions() }),
  /**
   * The access log (issue 31 §3; docs/decisions/038): who at the registry opened what, and when. Append-only:
   * written and read only through mocks/access-log.ts, which offers no change and no deletion.
   */
  accessLog: new Collection({ schema: accessEntrySchema, extensions: extensions() }),
  /** Notes of the drafts deleted because nobody changed them (issue 31 §5; mocks/draft-retention.ts). */
  deletedDrafts: new Collection({ schema: deletedDraftSchema, extensions: extensions() }),
  /**
   * The languages the administrator switched on or off (issue 32; mocks/handlers/languages.ts): one record per language
   * ever switched; a language without one is offered.
   */
  languageOffers: new Collection({ schema: languageOfferSchema, extensions: extensions() }),
};

/** The mock database: one collection per resource. */
export type MockDb = typeof db;

/** An account as stored: {@link UserFields} plus @msw/data's record identity (use it to update the record). */
export type UserRecord = Awaited<ReturnType<MockDb['users']['create']>>;

/** An application as stored: {@link ApplicationFields} plus @msw/data's record identity. */
export type ApplicationRecord = Awaited<ReturnType<MockDb['applications']['create']>>;

/** An entry of the register of marriages as stored. */
export type MarriageEntryRecord = Awaited<ReturnType<MockDb['marriageRegister']['create']>>;

/** An upload's metadata as stored. */
export type UploadRecord = Awaited<ReturnType<MockDb['uploads']['create']>>;
