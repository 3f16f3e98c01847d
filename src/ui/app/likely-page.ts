/**
 * The page a sign-in will most likely open, so that its code is fetched beside the sign-in's calls instead of after
 * them (issue 33 item 4; docs/decisions/046-first-bytes.md).
 */
import { type Area, AREA_HOME, isArea } from '#src/domain/accounts';

/** Where this device remembers the area last signed into (`user`, `institution` or `backoffice`; no one's data). */
export const LAST_AREA_KEY = 'portal:last-area';

/**
 * Remember the area a person has just signed into, for the next sign-in on this device.
 * @param area - the signed-in person's area.
 */
export function rememberArea(area: Area): void {
  try {
    localStorage.setItem(LAST_AREA_KEY, area);
  } catch {
    // Storage full or refused: the next sign-in guesses the citizens' area.
  }
}

/**
 * The page a sign-in will most likely open, whose code is fetched beside the sign-in's calls: the `returnTo` of the
 * address, else the home of the area last signed into on this device, else the citizens' (most people who sign in).
 * A wrong guess costs one page's code; the right page is fetched once the profile says which it is.
 * @param search - the sign-in page's query string, e.g. "?returnTo=%2Fuser%2Fapplications".
 * @returns a pathname.
 */
export function likelyPageAfterSignIn(search: string): string {
  const returnTo = new URLSearchParams(search).get('returnTo');
  if (returnTo?.startsWith('/') && !returnTo.startsWith('//')) return returnTo.split(/[?#]/)[0] ?? '/';
  const last = readLastArea();
  return AREA_HOME[isArea(last) ? last : 'user'];
}

function readLastArea(): string | null {
  try {
    return localStorage.getItem(LAST_AREA_KEY);
  } catch {
    return null;
  }
}
