import { describe, expect, it, vi } from 'vitest';
import {
  appWaitsForIntent,
  EARLY_SUBMIT_ATTRIBUTE,
  openEarlyForms,
  prerenderedPageHydrates,
  saysItIsLoading,
  takeOverEarlyForm,
  untilReachedFor,
} from './early-forms';

/** A pre-rendered AppForm as the build writes it: its controls inert until the app runs. */
function prerenderedForm(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<form novalidate><div inert="" class="app-form__controls">
    <input name="phoneOrEmail" type="text"><input name="password" type="password">
    <input name="remember" type="checkbox"><button type="submit">Sign in</button></div></form>`;
  document.body.append(root);
  return root;
}

describe('early forms (issue 33 item 2)', () => {
  it('opens a pre-rendered form and holds its submit instead of sending it', () => {
    const root = prerenderedForm();
    expect(openEarlyForms(root)).toBe(1);
    expect(root.querySelector('[inert]')).toBeNull();
    const form = root.querySelector('form') as HTMLFormElement;
    const event = new Event('submit', { cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(form.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    // Opening again changes nothing.
    expect(openEarlyForms(root)).toBe(0);
  });

  it('gives what was typed to the app, says a submit was held, and then lets the form go', () => {
    const root = prerenderedForm();
    openEarlyForms(root);
    const form = root.querySelector('form') as HTMLFormElement;
    (form.elements.namedItem('phoneOrEmail') as HTMLInputElement).value = 'amina.nakato@example.ug';
    (form.elements.namedItem('password') as HTMLInputElement).value = 'Registry#2026';
    (form.elements.namedItem('remember') as HTMLInputElement).checked = true;
    form.dispatchEvent(new Event('submit', { cancelable: true }));

    // The form's state may not name a field yet (no default value): what was typed is copied all the same.
    const state: Record<string, unknown> = { password: 'Registry#2026', remember: false };
    const setValue = vi.fn((name: string, value: string | boolean) => {
      state[name] = value;
    });
    const taken = takeOverEarlyForm(form, (name) => state[name], setValue);
    expect(taken).toEqual({ copied: ['phoneOrEmail', 'remember'], submitHeld: true });
    expect(state).toEqual({ phoneOrEmail: 'amina.nakato@example.ug', password: 'Registry#2026', remember: true });
    expect(form.hasAttribute('aria-busy')).toBe(false);

    // Taken over: a submit is the app's now, and a second take-over finds nothing.
    const event = new Event('submit', { cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(takeOverEarlyForm(form, () => '', setValue)).toEqual({ copied: [], submitHeld: false });
  });

  it('leaves a form the page rendered itself alone', () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="a" value="typed">';
    const setValue = vi.fn();
    expect(takeOverEarlyForm(form, () => '', setValue)).toEqual({ copied: [], submitHeld: false });
    expect(setValue).not.toHaveBeenCalled();
  });

  describe('which pre-rendered pages the app hydrates, and so may open early', () => {
    const facts = {
      prerendered: '/sign-in',
      prerenderedLanguage: 'en',
      hasContent: true,
      pathname: '/sign-in',
      search: '',
      signedIn: false,
      language: 'en',
    };
    it('a page pre-rendered for this path, signed out, without a search part, in the language it opens in', () => {
      expect(prerenderedPageHydrates(facts)).toBe(true);
      expect(prerenderedPageHydrates({ ...facts, prerenderedLanguage: 'sw', language: 'sw' })).toBe(true);
    });
    it('a page whose search part names its language only (?lang=sw), pre-rendered in it', () => {
      expect(prerenderedPageHydrates({ ...facts, search: '?lang=sw', prerenderedLanguage: 'sw', language: 'sw' })).toBe(true);
    });
    it.each([
      ['an address with a search part', { search: '?returnTo=%2Fuser%2Fapplications' }],
      ['a stored session', { signedIn: true }],
      ['another language', { language: 'sw' }],
      ['a search part beside the language', { search: '?lang=en&returnTo=%2F' }],
      ['a page pre-rendered in no stated language', { prerenderedLanguage: undefined }],
      ['a shell for another path', { prerendered: '/tracking/:reference' }],
      ['an empty root', { hasContent: false }],
    ])('not with %s: it is rendered afresh', (_, change) => {
      expect(prerenderedPageHydrates({ ...facts, ...change })).toBe(false);
    });
  });
});

describe('the app fetched when the person reaches for a control, on a costly connection (issue 33)', () => {
  it('waits only over a hydrated page on a costly connection, with the app not on the device, and never on /sign-in', () => {
    const waits = { prerendered: '/', hydrates: true, costly: true, appOnDevice: false, loading: false };
    expect(appWaitsForIntent(waits)).toBe(true);
    expect(appWaitsForIntent({ ...waits, prerendered: '/notices' })).toBe(true);
    expect(appWaitsForIntent({ ...waits, prerendered: '/sign-in' })).toBe(false);
    expect(appWaitsForIntent({ ...waits, costly: false })).toBe(false);
    // The service worker keeps the app's code: it costs nothing.
    expect(appWaitsForIntent({ ...waits, appOnDevice: true })).toBe(false);
    // "Loading the price list…" must be true: the list comes with the app.
    expect(appWaitsForIntent({ ...waits, prerendered: '/services-prices', loading: true })).toBe(false);
    // Rendered afresh by the app (signed in, another language, a search part): its forms wait for the app.
    expect(appWaitsForIntent({ ...waits, hydrates: false })).toBe(false);
    expect(appWaitsForIntent({ ...waits, prerendered: undefined })).toBe(false);
  });

  it('tells a page that shows a loader', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div role="status"><span class="m_5ae2e3c mantine-Loader-root"></span> Loading the price list…</div>';
    expect(saysItIsLoading(root)).toBe(true);
    root.innerHTML = '<h1>Terms and privacy policy</h1>';
    expect(saysItIsLoading(root)).toBe(false);
  });

  it('is not reached for by following a link or tapping text; a field, a button or a sent form reaches for it', async () => {
    const root = prerenderedForm();
    root.insertAdjacentHTML('afterbegin', '<p>Give notice <a href="/sign-in">Sign in</a></p>');
    const fire = (element: Element, type: string) => element.dispatchEvent(new Event(type, { bubbles: true }));
    const reached = async (act: () => void) => {
      let done = false;
      const waiting = untilReachedFor(document).then(() => {
        done = true;
      });
      act();
      // A resolved wait has run its `then` after two turns of the microtask queue; one that was not reached never does.
      await Promise.resolve();
      await Promise.resolve();
      void waiting;
      return done;
    };
    const link = root.querySelector('a') as HTMLAnchorElement;
    const text = root.querySelector('p') as HTMLElement;
    expect(await reached(() => fire(link, 'focusin'))).toBe(false);
    expect(await reached(() => fire(link, 'click'))).toBe(false);
    expect(await reached(() => fire(text, 'click'))).toBe(false);
    expect(await reached(() => fire(root.querySelector('input') as HTMLInputElement, 'focusin'))).toBe(true);
    expect(await reached(() => fire(root.querySelector('button') as HTMLButtonElement, 'click'))).toBe(true);
    expect(await reached(() => fire(root.querySelector('form') as HTMLFormElement, 'submit'))).toBe(true);
    root.remove();
  });
});
