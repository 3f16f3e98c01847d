/**
 * Forms a person can use before the app runs (issue 33 item 2; docs/decisions/046-first-bytes.md).
 *
 * A pre-rendered public page (the landing page's tracking form, /sign-in, /register…) is painted from its HTML
 * long before the app's code has arrived on a slow connection: about 13 s on 2G for the 285 kB it needs. Its
 * forms used to be inert until then, so a person saw a form they could not type into. Now the entry script
 * ({@link openEarlyForms}, a few hundred bytes that arrive with the first paint) opens them at once:
 * - the controls can be focused and typed into (the `inert` the pre-rendering put on them is lifted);
 * - a submit before the app runs is held, not sent: the form is marked busy (its button shows a spinner, and
 *   `aria-busy` tells assistive technology), nothing is posted (a plain submit would put a password in the
 *   address), and what was typed stays;
 * - once the app hydrates the form, {@link takeOverEarlyForm} copies what was typed into the form's state (React
 *   keeps the values typed into an element it hydrates, but the form's state does not know them) and sends the
 *   held submit, through the form's own validation and call.
 * Only attributes change before hydration, never text, so React hydrates the same tree it rendered.
 */
import { LANGUAGE_PARAM } from './locale';

/** The attribute of a form whose submit was asked before the app ran (held for {@link takeOverEarlyForm}). */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';

/** The attribute of a form opened by {@link openEarlyForms} and not yet taken over by the app. */
export const EARLY_FORM_ATTRIBUTE = 'data-early-form';

/** The controls' wrapper that a pre-rendered AppForm makes inert (src/ui/components/form/app-form.tsx). */
const CONTROLS_SELECTOR = '.app-form__controls[inert]';

function holdSubmit(event: SubmitEvent): void {
  const form = event.currentTarget;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute(EARLY_FORM_ATTRIBUTE)) return;
  event.preventDefault();
  form.setAttribute(EARLY_SUBMIT_ATTRIBUTE, '');
  form.setAttribute('aria-busy', 'true');
}

/**
 * Open the pre-rendered forms under `root` before the app runs (see the module comment). Safe to call on a page
 * with none, and more than once.
 * @param root - the element the app will hydrate (index.html's #root).
 * @returns how many forms were opened.
 */
export function openEarlyForms(root: ParentNode): number {
  let opened = 0;
  for (const controls of root.querySelectorAll<HTMLElement>(CONTROLS_SELECTOR)) {
    const form = controls.closest('form');
    if (!form || form.hasAttribute(EARLY_FORM_ATTRIBUTE)) continue;
    form.setAttribute(EARLY_FORM_ATTRIBUTE, '');
    form.addEventListener('submit', holdSubmit);
    controls.removeAttribute('inert');
    opened += 1;
  }
  return opened;
}

/** What decides whether the app hydrates a pre-rendered page ({@link prerenderedPageHydrates}). */
export interface HydrationFacts {
  /** The root element's `data-prerendered`: the path the build pre-rendered, if any. */
  prerendered: string | undefined;
  /** The root element's `data-prerendered-language`: the language the page was pre-rendered in, if any. */
  prerenderedLanguage: string | undefined;
  /** Whether the root element holds the pre-rendered page's content. */
  hasContent: boolean;
  /** The address's path and search part. */
  pathname: string;
  search: string;
  /** Whether a session is stored: the page then differs from the signed-out pre-rendering. */
  signedIn: boolean;
  /** The language the page opens in (src/ui/shared/locale.ts `chooseLocale`), e.g. `sw`. */
  language: string;
}

/**
 * Whether an address's search part says nothing but its language (`?lang=sw`), which the pre-rendering in that language
 * reflects: every page renders its language menu's links with `lang` replaced (src/ui/layouts/language-menu.tsx).
 * @param search - e.g. '', `?lang=sw`, `?lang=sw&returnTo=%2F`.
 * @returns true for '' and a search part with `lang` alone.
 */
function searchIsLanguageOnly(search: string): boolean {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  return params.size === 0;
}

/**
 * Whether the app will hydrate the pre-rendered page (keeping its elements, and what was typed into them) rather than
 * render it afresh (docs/decisions/026-pre-rendered-public-pages.md): only a page pre-rendered for this very path, for
 * a signed-out visitor, with no search part but its language (its render may read one), in the language the page
 * opens in (docs/decisions/050-pre-rendered-pages-per-language.md). The entry script opens the early forms only then:
 * over a page rendered afresh, what a person had typed would be lost. One rule for both (src/main.tsx,
 * src/ui/app/bootstrap.tsx).
 * @param facts - see {@link HydrationFacts}.
 * @returns true when the page will be hydrated.
 */
export function prerenderedPageHydrates(facts: HydrationFacts): boolean {
  return (
    facts.prerendered === facts.pathname &&
    facts.hasContent &&
    !facts.signedIn &&
    searchIsLanguageOnly(facts.search) &&
    facts.prerenderedLanguage === facts.language
  );
}

/**
 * The pre-rendered pages whose app is fetched at once on every connection: nearly everyone who opens them came to use
 * their form (the landing page's "Sign in" link leads to /sign-in), so waiting for the first tap would only delay them.
 */
export const APP_AT_ONCE_PAGES: ReadonlySet<string> = new Set(['/sign-in']);

/**
 * Whether the entry script waits for the person to reach for a control before it fetches the app (issue 33: on a
 * connection paid by the megabyte, a person who only reads a public page, or follows its links, should not pay for
 * about 300 kB of code they never use). Only over a page the app will hydrate ({@link prerenderedPageHydrates}: what
 * it shows is what the app would show, and its forms are open early), on a costly connection
 * (src/ui/shared/connection.ts `isCostlyConnection`), when the app is not on the device already (a page the service
 * worker controls has the app's code in its cache, docs/decisions/045: it costs nothing and comes at once), not
 * on a page that says it is loading something ({@link saysItIsLoading}: the price list, the registers, the notices
 * come from the API through the app, and "Loading…" must be true), and not on {@link APP_AT_ONCE_PAGES}.
 * @param facts - `prerendered` (the root's `data-prerendered`), `hydrates`, `costly`, `appOnDevice` (the page is
 *   controlled by the service worker) and `loading` ({@link saysItIsLoading}).
 * @returns true when the app waits for {@link untilReachedFor}.
 */
export function appWaitsForIntent(facts: {
  prerendered: string | undefined;
  hydrates: boolean;
  costly: boolean;
  appOnDevice: boolean;
  loading: boolean;
}): boolean {
  const { prerendered } = facts;
  if (!facts.hydrates || !facts.costly || facts.appOnDevice || facts.loading) return false;
  return prerendered !== undefined && !APP_AT_ONCE_PAGES.has(prerendered);
}

/**
 * Whether a pre-rendered page shows a loader (Mantine's, as every "Loading…" line of the portal does): what it waits
 * for comes only with the app.
 * @param root - the element the app will hydrate.
 */
export function saysItIsLoading(root: ParentNode): boolean {
  return root.querySelector('.mantine-Loader-root') !== null;
}

/** The controls whose focus or click shows a person reaching for what the app does: not links, not text. */
const CONTROL_SELECTOR = 'button, input, select, textarea, label, summary, [role="button"], [contenteditable]';

/**
 * Resolve when the person first reaches for a control of the page: focuses or clicks a form control or button (a
 * tap on a phone does both), or sends a form (held by {@link openEarlyForms} until the app comes). Following a link, or
 * scrolling and tapping text while reading, is not reaching for the app: a link loads its own page.
 * @param target - the document to listen on.
 * @returns a promise that never rejects; the listeners are removed when it resolves.
 */
export function untilReachedFor(target: Document): Promise<void> {
  const types = ['focusin', 'click', 'submit'] as const;
  return new Promise((resolve) => {
    const onEvent = (event: Event) => {
      const element = event.target instanceof Element ? event.target : null;
      if (event.type !== 'submit' && !element?.closest(CONTROL_SELECTOR)) return;
      for (const type of types) target.removeEventListener(type, onEvent, true);
      resolve();
    };
    for (const type of types) target.addEventListener(type, onEvent, true);
  });
}

/** The form's setter the take-over needs: react-hook-form's `setValue` suits it. */
export type SetTypedValue = (name: string, value: string | boolean, options: { shouldDirty: boolean }) => void;

/** What {@link takeOverEarlyForm} found. */
export interface TakenOver {
  /** The fields whose typed value was copied into the form's state, by name. */
  copied: string[];
  /** Whether a submit was held: the caller sends it now. */
  submitHeld: boolean;
}

/**
 * Take a form opened by {@link openEarlyForms} over once the app runs it: copy into the form's state what was typed
 * (text-like inputs, text areas; checkboxes that were ticked), forget the early state, and say whether a submit was
 * held. A form never opened early gives `{ copied: [], submitHeld: false }` and is left as it is.
 * @param form - the hydrated form element.
 * @param current - the form state's value of a field, to copy only what differs.
 * @param setValue - the form's setter.
 */
export function takeOverEarlyForm(form: HTMLFormElement, current: (name: string) => unknown, setValue: SetTypedValue): TakenOver {
  if (!form.hasAttribute(EARLY_FORM_ATTRIBUTE)) return { copied: [], submitHeld: false };
  const copied: string[] = [];
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) || !element.name) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      if (element.checked && current(element.name) !== true) {
        setValue(element.name, true, { shouldDirty: true });
        copied.push(element.name);
      }
      continue;
    }
    if (element instanceof HTMLInputElement && ['hidden', 'radio', 'file', 'submit', 'button'].includes(element.type)) continue;
    if (element.value !== '' && element.value !== current(element.name)) {
      setValue(element.name, element.value, { shouldDirty: true });
      copied.push(element.name);
    }
  }
  const submitHeld = form.hasAttribute(EARLY_SUBMIT_ATTRIBUTE);
  form.removeEventListener('submit', holdSubmit);
  form.removeAttribute(EARLY_FORM_ATTRIBUTE);
  form.removeAttribute(EARLY_SUBMIT_ATTRIBUTE);
  form.removeAttribute('aria-busy');
  return { copied, submitHeld };
}
