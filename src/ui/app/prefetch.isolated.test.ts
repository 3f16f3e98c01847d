import { afterEach, describe, expect, it, vi } from 'vitest';

const preloadRouteCode = vi.fn(async (_path: string) => undefined);
vi.mock('./router', () => ({ preloadRouteCode: (path: string) => preloadRouteCode(path) }));

const { mayPrefetch, startPrefetching } = await import('./prefetch');

describe('mayPrefetch (issue 33 item 2)', () => {
  it('never fetches ahead offline, for a person saving data, or on 2G', () => {
    expect(mayPrefetch({ online: false, connection: { effectiveType: '4g' } }, 'intent')).toBe(false);
    expect(mayPrefetch({ online: true, connection: { effectiveType: '4g', saveData: true } }, 'intent')).toBe(false);
    expect(mayPrefetch({ online: true, connection: { effectiveType: '2g' } }, 'intent')).toBe(false);
    expect(mayPrefetch({ online: true, connection: { effectiveType: 'slow-2g' } }, 'intent')).toBe(false);
    // What Chrome reports on the 2G profile of issue 33 (250 kbit/s, 300 ms): '3g', 0.25 Mbit/s.
    expect(mayPrefetch({ online: true, connection: { effectiveType: '3g', downlink: 0.25 } }, 'intent')).toBe(false);
  });

  it('fetches on intent on 3G, 4G or an unknown connection, and when idle on 4G only', () => {
    expect(mayPrefetch({ online: true, connection: { effectiveType: '3g' } }, 'intent')).toBe(true);
    expect(mayPrefetch({ online: true }, 'intent')).toBe(true);
    expect(mayPrefetch({ online: true, connection: { effectiveType: '3g' } }, 'idle')).toBe(false);
    expect(mayPrefetch({ online: true }, 'idle')).toBe(false);
    expect(mayPrefetch({ online: true, connection: { effectiveType: '4g' } }, 'idle')).toBe(true);
  });
});

describe('startPrefetching', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = '';
    preloadRouteCode.mockClear();
  });

  function page(): { link: HTMLAnchorElement; external: HTMLAnchorElement } {
    document.body.innerHTML =
      '<main><a href="/user/applications">Your applications</a><a href="https://example.org/x">Elsewhere</a></main>';
    const [link, external] = document.querySelectorAll('a');
    return { link: link as HTMLAnchorElement, external: external as HTMLAnchorElement };
  }

  it("fetches a page's code when a pointer rests on its link or the keyboard focuses it, once", () => {
    const { link, external } = page();
    stop = startPrefetching(() => ({ online: true, connection: { effectiveType: '3g' } }));
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    external.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloadRouteCode.mock.calls).toEqual([['/user/applications']]);
  });

  it('fetches nothing on 2G', () => {
    const { link } = page();
    stop = startPrefetching(() => ({ online: true, connection: { effectiveType: '2g' } }));
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloadRouteCode).not.toHaveBeenCalled();
  });
});
