import { pruneCustomProperties } from './critical-css.mjs';

/** A page as Beasties leaves it: its critical CSS, Mantine's own style element, and an element with a style attribute. */
function page(critical: string, outside = ''): string {
  return `<html><head><style nonce="PORTAL_CSP_NONCE">${critical}</style><style data-mantine-styles="true" nonce="PORTAL_CSP_NONCE">${outside}</style></head><body><button style="--button-bg: var(--mantine-color-blue-6)">Send</button></body></html>`;
}

describe('pruneCustomProperties', () => {
  it('takes out the variables nothing on the page reads, and keeps those read by a rule, another variable, Mantine’s styles or a style attribute', () => {
    const critical =
      ':root{--mantine-color-red-6:#fa5252;--mantine-color-blue-6:#228be6;--mantine-radius-sm:4px;--mantine-color-text:var(--mantine-color-dark-7);--mantine-color-dark-7:#1a1b1e;--mantine-spacing-xl:32px;--mantine-primary:var(--mantine-color-gray-9);--mantine-color-gray-9:#212529}' +
      'body{color:var(--mantine-color-text)}.card{border-radius:var(--mantine-radius-sm, 2px)}';
    const { html, removed } = pruneCustomProperties(page(critical, ':root{--mantine-primary-color-filled:var(--mantine-primary)}'));
    expect(html).toContain(
      '<style nonce="PORTAL_CSP_NONCE">:root{--mantine-color-blue-6:#228be6;--mantine-radius-sm:4px;--mantine-color-text:var(--mantine-color-dark-7);--mantine-color-dark-7:#1a1b1e;--mantine-primary:var(--mantine-color-gray-9);--mantine-color-gray-9:#212529}body{color:var(--mantine-color-text)}.card{border-radius:var(--mantine-radius-sm, 2px)}</style>',
    );
    // Red and the extra-large spacing: declared, and read by nothing.
    expect(removed).toBe(2);
    // Mantine's own style element is left as it is.
    expect(html).toContain(':root{--mantine-primary-color-filled:var(--mantine-primary)}');
  });

  it('leaves a page without critical CSS as it is', () => {
    const html = '<html><head></head><body></body></html>';
    expect(pruneCustomProperties(html)).toEqual({ html, removed: 0 });
  });
});
