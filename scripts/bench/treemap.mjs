#!/usr/bin/env node
/**
 * What a public page's JavaScript is made of (npm run size:treemap; issue 33 item 2): builds the production bundle
 * with a small plugin that reads, for every chunk, each module's rendered length (`generateBundle`:
 * `chunk.modules[id].renderedLength`), takes the chunks the landing page and /sign-in load before they are usable
 * (walked in .vite/manifest.json from the entry, its dynamic imports that start the app (react-dom, the bootstrap),
 * the public layout, the page and, for the landing, its lazily loaded tracking form, each with every chunk it imports
 * statically: as scripts/bench/size.mjs and scripts/service-worker.mjs `shellFiles` walk it), and attributes their
 * bytes to packages (node_modules/<package>) and to src folders.
 *
 * The figures of a module are estimates: its chunk's real minified and gzip sizes (level 9, as scripts/precompress.mjs
 * writes it) shared among the chunk's modules in proportion to their rendered lengths (which the bundler counts
 * before minifying); what a chunk has beyond its modules (imports, exports, the runtime's glue), when its modules
 * add up to less, is "(chunk glue)". So the figures add up to the chunks' real sizes. Modules the app imports lazily after it starts (bootstrap's other dynamic imports) are not counted:
 * the manifest cannot tell which of those a page waits for.
 *
 * Prints the top entries (package or src folder; gzip kB, minified kB, which pages) and writes a self-contained
 * HTML treemap (nested rectangles, inline, no script) to test-results/treemap.html or `--out FILE`.
 * Options: `--top N` entries printed (default 20), `--out FILE`. kB are 1024 bytes, as in scripts/bench/size.mjs.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { SHELL_PAGES } from '../shell-pages.mjs';

const root = new URL('../..', import.meta.url).pathname;

function parseArgs(argv) {
  const args = { top: 20, out: join(root, 'test-results', 'treemap.html') };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--top') args.top = Number(argv[++i]);
    else if (argv[i] === '--out') args.out = resolve(String(argv[++i]));
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  return args;
}

/**
 * Where a module's bytes go: its package (`node_modules/<package>`, the last one when nested; `@scope/name` kept
 * whole) or its folder under the repository (`src/ui/components/form`), or "(virtual)" for a bundler's own module.
 * @param {string} id - the module's id (an absolute path, possibly with a query, or `\0…`).
 * @returns {{ group: string, kind: 'package' | 'src' | 'virtual', name: string }}
 */
export function groupOf(id) {
  const clean = id.replace(/\?.*$/, '');
  if (clean.startsWith('\0') || !clean.startsWith('/')) return { group: '(virtual)', kind: 'virtual', name: clean.replace(/^\0/, '') };
  const at = clean.lastIndexOf('/node_modules/');
  if (at >= 0) {
    const rest = clean.slice(at + '/node_modules/'.length).split('/');
    const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    return { group: pkg, kind: 'package', name: rest.slice(pkg.split('/').length).join('/') };
  }
  const rel = relative(root, clean);
  return { group: dirname(rel), kind: 'src', name: rel.split('/').pop() };
}

/** Build the production bundle into a temporary folder, recording each chunk's modules. */
async function buildWithModules(outDir) {
  /** @type {Map<string, { code: number, modules: { id: string, length: number }[] }>} */
  const chunks = new Map();
  await build({
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
    plugins: [
      {
        name: 'treemap-modules',
        apply: 'build',
        generateBundle(_options, bundle) {
          for (const [fileName, output] of Object.entries(bundle)) {
            if (output.type !== 'chunk') continue;
            const modules = Object.entries(output.modules).map(([id, m]) => ({ id, length: m.renderedLength }));
            chunks.set(fileName, { code: Buffer.byteLength(output.code), modules });
          }
        },
      },
    ],
  });
  return chunks;
}

/** The JS files a page loads before it is usable (see the module comment). */
function pageFiles(manifest, keys) {
  const entry = manifest['index.html'];
  const roots = ['index.html', ...(entry.dynamicImports ?? []).filter((k) => /react-dom|bootstrap/.test(k)), ...keys];
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Not in the manifest: ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...files].filter((f) => f.endsWith('.js'));
}

/**
 * Squarified treemap layout (Bruls, Huizing, van Wijk 2000) of `items` (each with `value` > 0) in a rectangle.
 * @returns {{ item: object, x: number, y: number, w: number, h: number }[]}
 */
export function squarify(items, x, y, w, h) {
  const sorted = items.filter((i) => i.value > 0).sort((a, b) => b.value - a.value);
  const total = sorted.reduce((s, i) => s + i.value, 0);
  const out = [];
  if (total <= 0 || w <= 0 || h <= 0) return out;
  const scale = (w * h) / total;
  let rest = sorted.map((i) => ({ item: i, area: i.value * scale }));
  let box = { x, y, w, h };
  const worst = (row, side) => {
    const sum = row.reduce((s, r) => s + r.area, 0);
    const max = Math.max(...row.map((r) => r.area));
    const min = Math.min(...row.map((r) => r.area));
    return Math.max((side * side * max) / (sum * sum), (sum * sum) / (side * side * min));
  };
  while (rest.length > 0) {
    const side = Math.min(box.w, box.h);
    const row = [rest[0]];
    let i = 1;
    while (i < rest.length && worst([...row, rest[i]], side) <= worst(row, side)) row.push(rest[i++]);
    rest = rest.slice(i);
    const sum = row.reduce((s, r) => s + r.area, 0);
    if (box.w >= box.h) {
      const rw = sum / box.h;
      let cy = box.y;
      for (const r of row) {
        const rh = r.area / rw;
        out.push({ item: r.item, x: box.x, y: cy, w: rw, h: rh });
        cy += rh;
      }
      box = { x: box.x + rw, y: box.y, w: box.w - rw, h: box.h };
    } else {
      const rh = sum / box.w;
      let cx = box.x;
      for (const r of row) {
        const rw = r.area / rh;
        out.push({ item: r.item, x: cx, y: box.y, w: rw, h: rh });
        cx += rw;
      }
      box = { x: box.x, y: box.y + rh, w: box.w, h: box.h - rh };
    }
  }
  return out;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The HTML page: groups as labelled boxes, their modules nested inside, sized by gzip bytes. */
function treemapHtml(groups, pageTotals) {
  const W = 1200;
  const H = 760;
  const colours = { package: '#d4e4f7', src: '#dff0d8', virtual: '#eeeeee' };
  const boxes = [];
  for (const g of squarify(groups, 0, 0, W, H)) {
    const group = g.item;
    const title = `${group.group}: ${kb(group.value)} kB gzip, ${kb(group.raw)} kB minified (${group.pages.join(', ')})`;
    boxes.push(
      `<div class="g" style="left:${g.x.toFixed(1)}px;top:${g.y.toFixed(1)}px;width:${g.w.toFixed(1)}px;height:${g.h.toFixed(1)}px;background:${colours[group.kind]}" title="${escapeHtml(title)}">`,
    );
    const label = g.w > 60 && g.h > 18 ? `<span class="l">${escapeHtml(group.group)} ${kb(group.value)} kB</span>` : '';
    boxes.push(label);
    const inner = g.h > 30 && g.w > 20 ? squarify(group.modules, 2, 16, g.w - 4, g.h - 18) : [];
    for (const m of inner) {
      const mt = `${m.item.id}: ${kb(m.item.value)} kB gzip, ${kb(m.item.raw)} kB minified`;
      const ml = m.w > 70 && m.h > 14 ? `<span class="m">${escapeHtml(m.item.name)}</span>` : '';
      boxes.push(
        `<div class="n" style="left:${m.x.toFixed(1)}px;top:${m.y.toFixed(1)}px;width:${m.w.toFixed(1)}px;height:${m.h.toFixed(1)}px" title="${escapeHtml(mt)}">${ml}</div>`,
      );
    }
    boxes.push('</div>');
  }
  const totals = pageTotals
    .map((p) => `<li>${escapeHtml(p.name)}: ${kb(p.gzip)} kB gzip (${kb(p.raw)} kB minified) in ${p.chunks} chunks</li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>What a public page's JavaScript is made of</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:16px;color:#0b0c0c}
.map{position:relative;width:${W}px;height:${H}px;border:1px solid #888}
.g{position:absolute;box-sizing:border-box;border:1px solid #555;overflow:hidden}
.n{position:absolute;box-sizing:border-box;border:1px solid rgba(0,0,0,.25);background:rgba(255,255,255,.35);overflow:hidden}
.l{position:absolute;left:3px;top:0;font-weight:600;font-size:12px;white-space:nowrap}
.m{font-size:11px;padding:1px 2px;white-space:nowrap}
</style></head><body>
<h1>What the landing page and /sign-in load before they are usable</h1>
<ul>${totals}</ul>
<p>Sized by gzip bytes (each chunk's real gzip size shared among its modules by their minified bytes). Blue: packages; green: src folders. Hover a box for its figures.</p>
<div class="map">${boxes.join('')}</div>
</body></html>
`;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const outDir = mkdtempSync(join(tmpdir(), 'portal-treemap-'));
  try {
    const chunks = await buildWithModules(outDir);
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
    const pageTotals = [];
    /** @type {Map<string, Set<string>>} file → the pages that load it */
    const filePages = new Map();
    for (const page of SHELL_PAGES) {
      const files = pageFiles(manifest, page.keys);
      let gzip = 0;
      let raw = 0;
      for (const file of files) {
        const code = readFileSync(join(outDir, file));
        raw += code.length;
        gzip += gzipSync(code, { level: constants.Z_BEST_COMPRESSION }).length;
        if (!filePages.has(file)) filePages.set(file, new Set());
        filePages.get(file).add(page.name.split(' ')[0]);
      }
      pageTotals.push({ name: page.name, gzip, raw, chunks: files.length });
    }
    /** @type {Map<string, { group: string, kind: string, value: number, raw: number, pages: Set<string>, modules: Map<string, object> }>} */
    const groups = new Map();
    const add = (g, id, name, gz, raw, pages) => {
      if (!groups.has(g.group))
        groups.set(g.group, { group: g.group, kind: g.kind, value: 0, raw: 0, pages: new Set(), modules: new Map() });
      const entry = groups.get(g.group);
      entry.value += gz;
      entry.raw += raw;
      pages.forEach((p) => entry.pages.add(p));
      const m = entry.modules.get(id) ?? { id, name, value: 0, raw: 0 };
      m.value += gz;
      m.raw += raw;
      entry.modules.set(id, m);
    };
    for (const [file, pages] of filePages) {
      const chunk = chunks.get(file);
      if (!chunk) throw new Error(`The plugin saw no chunk ${file}`);
      const gz = gzipSync(readFileSync(join(outDir, file)), { level: constants.Z_BEST_COMPRESSION }).length;
      // Rendered lengths are counted before minification: shared out in proportion, scaled to the chunk's real bytes.
      const rendered = chunk.modules.reduce((sum, m) => sum + Math.max(0, m.length), 0);
      const scale = rendered > chunk.code ? chunk.code / rendered : 1;
      const perByte = gz / chunk.code;
      for (const m of chunk.modules) {
        if (m.length <= 0) continue;
        const g = groupOf(m.id);
        const rel = m.id.startsWith('/') ? relative(root, m.id.replace(/\?.*$/, '')) : m.id;
        add(g, rel, g.name || rel, m.length * scale * perByte, m.length * scale, pages);
      }
      const glue = Math.max(0, chunk.code - rendered * scale);
      if (glue > 0) add({ group: '(chunk glue)', kind: 'virtual' }, `(glue of ${file})`, file, glue * perByte, glue, pages);
    }
    const list = [...groups.values()]
      .map((g) => ({ ...g, pages: [...g.pages], modules: [...g.modules.values()] }))
      .sort((a, b) => b.value - a.value);
    const total = list.reduce((s, g) => s + g.value, 0);
    for (const p of pageTotals) console.log(`${p.name}: ${kb(p.gzip)} kB gzip, ${kb(p.raw)} kB minified, ${p.chunks} chunks`);
    console.log(`Both pages together: ${kb(total)} kB gzip in ${filePages.size} chunks. Top ${args.top}:`);
    console.table(
      list.slice(0, args.top).map((g) => ({
        'package or src folder': g.group,
        'kB gzip (est.)': kb(g.value),
        'kB minified (est.)': kb(g.raw),
        share: `${((g.value / total) * 100).toFixed(1)} %`,
        modules: g.modules.length,
        pages: g.pages.join(' + '),
      })),
    );
    mkdirSync(dirname(args.out), { recursive: true });
    writeFileSync(args.out, treemapHtml(list, pageTotals));
    console.log(`Treemap written to ${args.out}`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  await main();
}
