import { applyDeferredStylesheets } from './deferred-stylesheets';

/** A parsed page, which loads nothing: only its elements are under test. */
const page = (head: string, body = '') =>
  new DOMParser().parseFromString(`<html><head>${head}</head><body>${body}</body></html>`, 'text/html');

describe('applyDeferredStylesheets', () => {
  it('applies the stylesheets of the marked template in <head>, before the styles in <body>, once', () => {
    const doc = page(
      '<template data-deferred-stylesheets><link rel="stylesheet" crossorigin href="/assets/index.css"></template>' +
        '<template><link rel="stylesheet" href="/assets/other.css"></template>',
      '<div id="root"><style data-mantine-styles="true"></style></div>',
    );
    // Held in a template, a stylesheet is not part of the page until it is applied.
    expect(doc.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);

    expect(applyDeferredStylesheets(doc)).toBe(1);
    const sheets = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(sheets.map((s) => s.getAttribute('href'))).toEqual(['/assets/index.css']);
    expect(sheets[0]?.parentElement).toBe(doc.head);
    expect(sheets[0]?.compareDocumentPosition(doc.querySelector('style')!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(sheets[0]?.getAttribute('crossorigin')).toBe('');
    expect(applyDeferredStylesheets(doc)).toBe(0);
  });

  it('applies nothing on a page that defers no stylesheet', () => {
    const doc = page('<link rel="stylesheet" href="/assets/index.css">');
    expect(applyDeferredStylesheets(doc)).toBe(0);
    expect(doc.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });
});
