/**
 * Registration progress kept in local storage, so a person can reload, or come back from the e-mail
 * link in the same browser, and carry on at the step they reached (SPEC.md §4 "Registration steps").
 */

/** The local storage key of the saved progress. */
export const REGISTRATION_STORAGE_KEY = 'registration';

/** The steps progress is saved at: the stable form steps after registering. */
export const PERSISTED_STEPS = ['checkEmail', 'emailVerified', 'enterCode', 'setPassword'] as const;

/** A step progress is saved at. */
export type PersistedStep = (typeof PERSISTED_STEPS)[number];

/**
 * Saved registration progress. Times: `codeSentAt` in milliseconds since the epoch; the `…Seconds`
 * fields in seconds, as activate-phone answers them (docs/decisions/002-api-contract.md).
 */
export interface PersistedRegistration {
  step: PersistedStep;
  userId: string | null;
  email: string | null;
  phone: string | null;
  maskedPhone: string | null;
  /** The one-use token verify-otp answered, needed by set-password. */
  passwordToken: string | null;
  /**
   * The token of the e-mailed link that activated the e-mail (already used up). Opening that same link
   * again (a reload of the link's page) is ignored rather than failing with 410.
   */
  activatedEmailToken: string | null;
  codeSentAt: number | null;
  resendAfterSeconds: number | null;
  expiresInSeconds: number | null;
}

const STRING_FIELDS = ['userId', 'email', 'phone', 'maskedPhone', 'passwordToken', 'activatedEmailToken'] as const;
const NUMBER_FIELDS = ['codeSentAt', 'resendAfterSeconds', 'expiresInSeconds'] as const;

/**
 * Check and normalise a value read back from storage. Missing fields become null; anything of the
 * wrong type makes the whole value invalid.
 * @param value - parsed JSON, or anything.
 * @returns the progress, or undefined when `value` is not valid progress.
 */
export function parsePersistedRegistration(value: unknown): PersistedRegistration | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.step !== 'string' || !(PERSISTED_STEPS as readonly string[]).includes(v.step)) return undefined;
  const out: Record<string, unknown> = { step: v.step };
  for (const key of STRING_FIELDS) {
    const field = v[key] ?? null;
    if (field !== null && typeof field !== 'string') return undefined;
    out[key] = field;
  }
  for (const key of NUMBER_FIELDS) {
    const field = v[key] ?? null;
    if (field !== null && (typeof field !== 'number' || !Number.isFinite(field))) return undefined;
    out[key] = field;
  }
  return out as unknown as PersistedRegistration;
}

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/**
 * The saved progress, to pass as the registration machine's `input.resume`.
 * @returns undefined when nothing valid is saved (invalid JSON or shape counts as nothing).
 */
export function readPersistedRegistration(): PersistedRegistration | undefined {
  const raw = storage()?.getItem(REGISTRATION_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    return parsePersistedRegistration(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/** Save progress under {@link REGISTRATION_STORAGE_KEY}. */
export function writePersistedRegistration(progress: PersistedRegistration): void {
  storage()?.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(progress));
}

/** Forget saved progress (registration finished or started over). */
export function clearPersistedRegistration(): void {
  storage()?.removeItem(REGISTRATION_STORAGE_KEY);
}
