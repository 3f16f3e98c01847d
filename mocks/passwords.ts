/**
 * Password storage of the mock API: a salted SHA-256 digest (Web Crypto), so the demo database kept
 * in localStorage never holds a password in clear. This is a mock: a real service uses a slow hash.
 * Passwords are NFKC-normalised before hashing, on setting and on checking alike (NIST SP 800-63B
 * §5.1.1.2; src/domain/password-rule.ts `normalisePassword`), so "é" typed as one character or as
 * e + accent is the same password.
 */
import { normalisePassword } from '../src/domain/password-rule';

const PEPPER = 'marriage-registry-mock';
const CACHE_LIMIT = 200;
const cache = new Map<string, string>();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Hash a password for one account. Results are memoised, so reseeding the demo accounts (same
 * ids, same password) costs no digest after the first time.
 * @param userId - the account's id, used as the salt.
 * @param password - the password in clear (normalised here).
 * @returns a 64-character hex digest.
 */
export async function hashPassword(userId: string, password: string): Promise<string> {
  const key = `${userId}\u0000${normalisePassword(password)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${PEPPER}\u0000${key}`));
  const hex = toHex(digest);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, hex);
  return hex;
}

/**
 * Does a password match an account's stored hash?
 * @param userId - the account's id (the salt).
 * @param password - the password typed.
 * @param hash - the stored hash, or null when the account has no password yet.
 */
export async function verifyPassword(userId: string, password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  return (await hashPassword(userId, password)) === hash;
}
