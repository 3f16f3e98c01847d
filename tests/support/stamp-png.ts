/**
 * A small, valid stamp image for tests (issue 11 "certificate-stamp"): a 64 × 64 px PNG (RGBA, 363
 * bytes) of a red ring with a cross, on a transparent background. Shared by the unit tests and the
 * Playwright journey, which uploads it as the administrator would.
 */

/** The PNG, base64. */
export const STAMP_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHeAAABMklEQVR42u2bSwLDIAgFOUkXPXvvSY/Qio+PcRasEgVHDQbBPq+33SyVynxRjgfgYjkGgCfLWABeLGMAeLO0Acg0tgxE9uCrt1cJgE4XJtetNmDKmSIFwISBy206efAS2zoG78V9bgHocmlqPSEAu0Z1HHiW20c6UxgSebarewlA1IB/26nfC7db6SCiVAU4zR7V7Cveb9GRoUi+Tzf0LQPYnRkrAGDKVdAx+5bg88OrQPlhskIApvrgqmbfGgCYYhWo3NgEAN4FwBoBmAqAXwjAfwGwBwEwJQBFMEQdXAlvA+U5fooAAAAAAAAAcIOJAK45CF11FL7+Z4jfYQIihMQIihIW52KEqzEuR7keJ0GCFBmSpEiTI1GSVFmSpUmXp2CCkhmKpiibo3CS0lmKpx8vX/P7jtnwZdTGAAAAAElFTkSuQmCC';

/** The PNG as a data URL ("data:image/png;base64,…"). */
export const STAMP_PNG_DATA_URL = `data:image/png;base64,${STAMP_PNG_BASE64}`;

/**
 * The PNG's bytes.
 * @returns a fresh copy (363 bytes) each call.
 */
export function stampPngBytes(): Uint8Array<ArrayBuffer> {
  const text = atob(STAMP_PNG_BASE64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}
