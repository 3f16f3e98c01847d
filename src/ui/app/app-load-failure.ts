/**
 * When the app's code cannot be fetched (issue 12): a pre-rendered page fetches the app after its
 * first paint, so a visitor who loses the connection in between keeps the page but not the app. The
 * page then says so with the portal's offline message (SPEC.md §4), without React or Mantine, which
 * are what could not be fetched, and loads again once the browser is back online.
 */
import { englishOf, ERROR_TITLE, OFFLINE_MESSAGE } from '#src/domain/offline-message';

/** The id of the message's element (one at most). */
export const APP_LOAD_FAILURE_ID = 'app-load-failure';

/**
 * Show the offline message at the top of the page, as an alert (said at once by screen readers), once.
 * Styled through the CSS object model, which the deploy's policy allows (no `<style>` element).
 * @param doc - the page's document.
 * @returns the message's element.
 */
export function showAppLoadFailure(doc: Document = document): HTMLElement {
  const existing = doc.getElementById(APP_LOAD_FAILURE_ID);
  if (existing) return existing;
  const alert = doc.createElement('div');
  alert.id = APP_LOAD_FAILURE_ID;
  alert.setAttribute('role', 'alert');
  // English: the catalogue could not be fetched either, and the entry carries no catalogue's runtime.
  alert.textContent = `${englishOf(ERROR_TITLE)}: ${englishOf(OFFLINE_MESSAGE)}`;
  Object.assign(alert.style, {
    position: 'sticky',
    top: '0',
    zIndex: '1000',
    padding: '12px 16px',
    background: '#fff5f5',
    color: '#a51111',
    borderBottom: '2px solid #c92a2a',
    fontWeight: '600',
  });
  doc.body.prepend(alert);
  return alert;
}

/**
 * Load the app's module, and when it cannot be fetched, show the offline message and load the page
 * again once the browser says it is back online (a failed module fetch is not retried in place).
 * @param load - the dynamic import of the app.
 * @param win - the window (tests give their own).
 * @returns the module; never settles when it could not be fetched (the page reloads instead).
 */
export async function loadAppOrSayOffline<T>(load: () => Promise<T>, win: Window = window): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error('[portal] the app could not be loaded', error);
    showAppLoadFailure(win.document);
    win.addEventListener('online', () => win.location.reload(), { once: true });
    return new Promise<T>(() => undefined);
  }
}
