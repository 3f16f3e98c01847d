#!/usr/bin/env node
/**
 * The import graph of src/ui (issue 29, "rooms with doors"): prints the arrows between the folders of
 * src/ui and fails (exit 1) when an arrow runs back up the floor plan below or when files import each
 * other in a circle. Every import counts: value, type-only (`import type`), re-exports and dynamic
 * `import()`. Test files and test fixtures are not part of the building and are skipped.
 *
 * Usage: node scripts/import-graph.mjs [--root <dir>] [--quiet]
 *   --root  the folder to draw (default src/ui); its first-level folders are the rooms.
 *   --quiet print only the problems and the summary line.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The floor plan, top to bottom: a room may import only rooms below it (or itself). `app` and the route
 * table (src/ui/route-table.ts, a loose file shown as `(route-table)`) are the composition root nothing
 * imports; `routing` holds the route types and the current-route hooks (it reads the services' form type);
 * tools (ceremonies, documents, flows, notice-stage, replay) share one floor and do not lean on each other;
 * `shared` is the ground everyone stands on (query client, session hooks, search params, theme, paths).
 */
export const FLOORS = [
  ['app'],
  ['(route-table)'],
  ['pages'],
  ['layouts'],
  ['routing'],
  ['services'],
  ['forms'],
  ['ceremonies', 'documents', 'flows', 'notice-stage', 'replay'],
  ['components'],
  ['queries'],
  ['shared'],
];

const repo = dirname(dirname(new URL(import.meta.url).pathname));
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
const isTestFile = (file) => /\.test\.[cm]?[jt]sx?$/.test(file) || /(^|[/\\])test-[^/\\]*$/.test(file) || /\.fixtures\.ts$/.test(file);

/** Every source file under `dir` (no tests, no fixtures). */
function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts') && !isTestFile(name)) out.push(path);
  }
  return out;
}

/** The file a specifier names, or undefined when it is a package or not a source file. */
function resolveSpecifier(from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith('#src/')) base = join(repo, 'src', specifier.slice('#src/'.length));
  else return undefined;
  base = base.replace(/\?.*$/, '');
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => join(base, 'index' + ext))];
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** The specifiers a file imports: static, type-only, re-exports and dynamic imports alike. */
function importsOf(file) {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((ref) => ref.fileName);
}

/** Strongly connected components with more than one file (Tarjan). */
function circles(edges) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const found = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (edges.get(v) ?? new Set()).has(v)) found.push(scc.sort());
    }
  };
  for (const v of edges.keys()) if (!idx.has(v)) visit(v);
  return found;
}

/**
 * Draws the graph of `root`.
 * @returns the arrows between rooms (with their counts and whether they run up), the file circles and
 *   the folder circles.
 */
export function importGraph(root = join(repo, 'src', 'ui')) {
  const files = sourceFiles(root);
  const roomOf = (file) => {
    const rel = relative(root, file).split(sep);
    return rel.length === 1 ? '(' + rel[0].replace(/\.[^.]+$/, '') + ')' : rel[0];
  };
  const floorOf = (room) => FLOORS.findIndex((floor) => floor.includes(room));
  const fileEdges = new Map(files.map((file) => [file, new Set()]));
  const arrows = new Map();
  for (const file of files) {
    for (const specifier of importsOf(file)) {
      const target = resolveSpecifier(file, specifier);
      if (!target || !fileEdges.has(target)) continue;
      fileEdges.get(file).add(target);
      const [from, to] = [roomOf(file), roomOf(target)];
      if (from === to) continue;
      const key = `${from} -> ${to}`;
      arrows.set(key, { from, to, count: (arrows.get(key)?.count ?? 0) + 1 });
    }
  }
  const list = [...arrows.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  for (const arrow of list) {
    const [a, b] = [floorOf(arrow.from), floorOf(arrow.to)];
    // Down only: a loose file (outside the plan) or two rooms of one floor leaning on each other count as up.
    arrow.up = !(a >= 0 && b >= 0 && b > a);
  }
  const roomEdges = new Map();
  for (const { from, to } of list) roomEdges.set(from, (roomEdges.get(from) ?? new Set()).add(to));
  const short = (file) => relative(repo, file);
  return {
    arrows: list,
    fileCircles: circles(fileEdges).map((scc) => scc.map(short)),
    roomCircles: circles(roomEdges),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const args = process.argv.slice(2);
  const rootArg = args.indexOf('--root');
  const root = rootArg >= 0 ? resolve(args[rootArg + 1]) : join(repo, 'src', 'ui');
  const quiet = args.includes('--quiet');
  const { arrows, fileCircles, roomCircles } = importGraph(root);
  const up = arrows.filter((arrow) => arrow.up);
  for (const arrow of arrows) {
    if (!quiet || arrow.up) console.log(`${arrow.up ? 'UP ' : '   '} ${arrow.from} -> ${arrow.to} (${arrow.count})`);
  }
  for (const scc of roomCircles) console.log(`folder circle: ${scc.join(' -> ')}`);
  for (const scc of fileCircles) console.log(`file circle (${scc.length} files): ${scc.join(', ')}`);
  console.log(
    `${up.length} of ${arrows.length} arrows inside ${relative(repo, root)} run back up; ` +
      `${roomCircles.length} folder circle(s); ${fileCircles.length} file circle(s).`,
  );
  process.exit(up.length || roomCircles.length || fileCircles.length ? 1 : 0);
}
