#!/usr/bin/env node
/**
 * Bundle size budget (npm run size): builds the production bundle (no mock code) and prints the gzip
 * size of the JavaScript each page loads: the entry, the app bootstrap, the layout of its area and
 * its page, with every chunk they import statically. Read from Vite's manifest, so it counts what
 * the browser fetches (module preloads included) without needing a running API.
 *
 * Budgets (kB gzip) are ceilings that must not be crossed (exit code 1 when one is); `aim` is where
 * we want to be. The ceilings were set again at the sizes of issue 12's commit (decision 027): most
 * pages had crossed the earlier ones (decision 004) with the features of issues 6 to 11. The landing
 * page's aim is issue 12's 90 kB, which React DOM and React Router alone nearly fill (about 88 kB), so
 * it is not met while the page hydrates with them; a pre-rendered page runs only the entry before its
 * first paint (the first row).
 *
 * Since the first journey's files are joined by step (scripts/journey-chunks.ts, decision 055), a page's row counts
 * the stage files it imports whole: the app's file holds what the app used to fetch by dynamic import as it started
 * (the API client, the notifications, the service worker's registration), which these rows never counted, and a stage
 * holds parts a page outside the journey does not use. The ceilings were set again at that commit's sizes (plus about
 * 2 %); the rows rose by 40 to 110 kB gzip while the first journey on 2G fell from 579 to about 470 kB over the wire,
 * in 137 fewer files (npm run bench:network; the figures are in decision 055).
 * Options: --no-build to measure an existing dist/.
 */
import { execSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const dist = join(root, 'dist');
if (!process.argv.includes('--no-build')) {
  execSync('npx vite build --manifest', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) throw new Error(`No manifest at ${manifestPath}: run without --no-build`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Not in the manifest: ${key}`);
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...seen].filter((f) => f.endsWith('.js'));
}

const gz = new Map();
function gzipKb(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
  return gz.get(file);
}

// The entry (index.html's script) and the app it loads: on a pre-rendered page the app is fetched after
// the first paint (docs/decisions/027-app-after-first-paint.md), but the page needs it to hydrate.
const base = ['index.html', 'src/ui/app/bootstrap.tsx'];
const pages = [
  // What a pre-rendered public page runs before its first paint: the entry alone.
  { name: 'before first paint (pre-rendered page)', keys: [], only: ['index.html'], budget: 10, aim: 5 },
  { name: 'landing (/)', keys: ['src/ui/layouts/public-layout.tsx', 'src/ui/pages/public/landing-page.tsx'], budget: 262, aim: 90 },
  { name: 'sign-in (/sign-in)', keys: ['src/ui/layouts/public-layout.tsx', 'src/ui/pages/public/sign-in-page.tsx'], budget: 262, aim: 170 },
  {
    name: 'sign-up (/auth/sign-up)',
    keys: ['src/ui/layouts/auth-layout.tsx', 'src/ui/pages/auth/sign-up-page.tsx'],
    budget: 358,
    aim: 250,
  },
  // The pages that set a password; the strength meter and the common-password list load after them (decision 012).
  {
    name: 'set password (/auth/set-password)',
    keys: ['src/ui/layouts/auth-layout.tsx', 'src/ui/pages/auth/set-password-page.tsx'],
    budget: 313,
    aim: 250,
  },
  {
    name: 'new password (/auth/account-password)',
    keys: ['src/ui/layouts/auth-layout.tsx', 'src/ui/pages/auth/account-password-page.tsx'],
    budget: 313,
    aim: 250,
  },
  {
    name: 'onboarding (/account-onboard)',
    keys: ['src/ui/layouts/account-layout.tsx', 'src/ui/pages/account/onboarding-page.tsx'],
    budget: 360,
    aim: 250,
  },
  {
    name: 'user area (/user/services/list)',
    keys: ['src/ui/layouts/user-layout.tsx', 'src/ui/pages/user/user-services-page.tsx'],
    budget: 278,
    aim: 170,
  },
  // The first journey's last step: a notice's party step with its phone input (npm run bench:network counts it over the
  // wire). A ceiling here catches a module that drifts into the journey's files (decision 055).
  {
    name: "a notice's party step (/user/apply/…)",
    keys: [
      'src/ui/layouts/user-layout.tsx',
      'src/ui/pages/apply/apply-page.tsx',
      'src/ui/forms/step-page.tsx',
      'src/ui/components/form/phone-input-control.tsx',
    ],
    budget: 417,
    aim: 250,
  },
  {
    name: 'institution area (/institution/services/list)',
    keys: ['src/ui/layouts/institution-layout.tsx', 'src/ui/pages/institution/institution-services-page.tsx'],
    budget: 373,
    aim: 170,
  },
  {
    name: 'back office (/backoffice/dashboard)',
    keys: ['src/ui/layouts/backoffice-layout.tsx', 'src/ui/pages/backoffice/dashboard-page.tsx'],
    budget: 376,
    aim: 170,
  },
];

let over = false;
const rows = pages.map((p) => {
  const files = closure(p.only ?? [...base, ...p.keys]);
  const kb = files.reduce((sum, f) => sum + gzipKb(f), 0);
  if (kb > p.budget) over = true;
  return {
    page: p.name,
    'JS kB gzip': kb.toFixed(1),
    'budget kB': p.budget,
    'aim kB': p.aim,
    chunks: files.length,
    within: kb <= p.budget ? (kb <= p.aim ? 'budget and aim' : 'budget') : 'OVER BUDGET',
  };
});
console.table(rows);

// The Luganda and Swahili catalogues' parts (src/ui/shared/catalogue-parts.ts; docs/decisions/048): a page in one of
// them loads its layout's parts besides the code above; English loads none.
const parts = Object.entries(manifest)
  .filter(([key]) => /^src\/locales\/(lg|sw)\/[a-z-]+\.po$/.test(key))
  .map(([key, chunk]) => ({ catalogue: key.replace('src/locales/', ''), 'kB gzip': gzipKb(chunk.file).toFixed(1) }));
console.table(parts);
const mockLeak = Object.values(manifest).some((c) => /mocks\/|msw/.test(c.src ?? c.file ?? ''));
console.log(mockLeak ? 'Mock code FOUND in the production build' : 'No mock code in the production build');
process.exit(over || mockLeak ? 1 : 0);
