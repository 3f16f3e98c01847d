/**
 * How long to wait, in words, for the "try again in …" of a refused attempt (issue 7 §5: a clear
 * message saying when to try again). Shared by the mock API's messages and the portal.
 */

/**
 * A wait in words, rounded up to what a person can act on.
 * @param seconds - the wait in seconds (an HTTP `Retry-After` value); negative counts as 0.
 * @returns e.g. "1 second", "45 seconds", "2 minutes", "1 hour", "24 hours".
 */
export function waitInWords(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (s < 60) return unit(Math.max(s, 1), 'second');
  if (s < 2 * 3600) return unit(Math.ceil(s / 60), 'minute');
  return unit(Math.ceil(s / 3600), 'hour');
}
