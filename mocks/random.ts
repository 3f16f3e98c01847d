/**
 * Random identifiers, tokens and codes for the mock API (Web Crypto: browsers and Node 20).
 */

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A URL-safe random token (for e-mailed links and one-use password tokens).
 * @param bytes - random bytes to draw; 24 gives a 32-character token.
 */
export function randomToken(bytes = 24): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/**
 * A string of random decimal digits, uniformly drawn (an SMS one-time code).
 * @param length - how many digits, e.g. 6.
 */
export function randomDigits(length: number): string {
  const values = crypto.getRandomValues(new Uint32Array(length));
  let out = '';
  // 2^32 is not a multiple of 10; the bias is below 1e-9 and irrelevant for a mock.
  for (const value of values) out += String(value % 10);
  return out;
}

/**
 * A uniformly drawn whole number of some random bits (Web Crypto), e.g. the random part of a document's code.
 * @param bits - 1 … 53.
 * @returns a number in `0 … 2^bits - 1`.
 * @throws RangeError for other bit counts.
 */
export function randomBits(bits: number): number {
  if (!Number.isInteger(bits) || bits < 1 || bits > 53) throw new RangeError(`Draw 1 to 53 bits, not ${bits}`);
  const [high = 0, low = 0] = crypto.getRandomValues(new Uint32Array(2));
  return bits <= 32 ? low % 2 ** bits : (high % 2 ** (bits - 32)) * 2 ** 32 + low;
}

/**
 * A new record id with a readable prefix, e.g. "usr_3f9c…".
 * @param prefix - the kind of record: "usr", "msg", "rt".
 */
export function newId(prefix: string): string {
  return `${prefix}_${crypto.randomUUID().replace(/-/g, '')}`;
}

/**
 * Base64url-encode text as UTF-8 (the encoding of a JWT's header and payload).
 * @param text - any string.
 */
export function base64UrlEncode(text: string): string {
  return base64Url(new TextEncoder().encode(text));
}

/**
 * Decode base64url text back to a UTF-8 string.
 * @param text - base64url, with or without padding.
 * @returns the decoded string, or null when the text is not base64url.
 */
export function base64UrlDecode(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const padded = text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '=');
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
