/**
 * The critical CSS of a pre-rendered page, without the custom properties nothing on the page reads (issue 33 item 2;
 * scripts/prerender.mjs).
 *
 * Beasties inlines the rules that match a page's elements. `:root` matches every page, so its rules came whole: Mantine's
 * 425 theme variables (every colour in ten shades, every size), 21 kB of the landing page's 55 kB of HTML, of which the
 * page reads about 100. A variable is kept when something on the page reads it: a rule of the inlined CSS that is not a
 * variable's own declaration, anything outside the inlined CSS (Mantine's own `<style>` elements, `style` attributes),
 * or the value of a variable that is kept. The page's full stylesheets, applied with the app
 * (src/ui/app/deferred-stylesheets.ts), declare every variable again.
 */

/** Beasties' inlined stylesheet in a pre-rendered page: a `<style>` with the nonce placeholder and no other attribute. */
const CRITICAL_STYLE = /(<style nonce="PORTAL_CSP_NONCE">)([^<]*)(<\/style>)/;

/** A custom property's declaration: its name, and its value up to the end of the declaration or the block. */
const DECLARATION = /(--[\w-]+)\s*:\s*[^;}]*;?/g;

/** The custom properties a text reads (`var(--name)`, `var(--name, fallback)`). */
function readVariables(text) {
  return [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name);
}

/**
 * A pre-rendered page with its critical CSS's unread custom properties taken out.
 * @param {string} html - the whole page, after Beasties.
 * @returns {{ html: string, removed: number }} the page, and how many declarations were taken out (0: nothing to do,
 * or no critical stylesheet).
 */
export function pruneCustomProperties(html) {
  const match = CRITICAL_STYLE.exec(html);
  if (!match) return { html, removed: 0 };
  const css = match[2];
  const outside = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  /** Each variable's values in the critical CSS (a variable may be declared in several rules). */
  const values = new Map();
  for (const declaration of css.matchAll(DECLARATION)) {
    const [whole, name] = declaration;
    values.set(name, [...(values.get(name) ?? []), whole]);
  }
  const read = new Set();
  const pending = [...readVariables(css.replace(DECLARATION, '')), ...readVariables(outside)];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (read.has(name)) continue;
    read.add(name);
    for (const value of values.get(name) ?? []) pending.push(...readVariables(value));
  }
  let removed = 0;
  const pruned = css.replace(DECLARATION, (whole, name) => {
    if (read.has(name)) return whole;
    removed += 1;
    return '';
  });
  return { html: html.replace(CRITICAL_STYLE, (_, open, _css, close) => `${open}${pruned}${close}`), removed };
}
