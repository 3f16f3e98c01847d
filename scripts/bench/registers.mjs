#!/usr/bin/env node
/**
 * Register benchmark (issue 10 "a benchmark over 10,000 register entries per register"): seeds 10,000
 * invented rows into each of the nine back-office registers (`POST __mock/seed-registers`;
 * mocks/registers/generated.ts) and measures in Chromium, as the registrar, on each register
 * (`--register slug`, repeatable; by default all nine):
 *  - open: from clicking the register in the sidebar to its first rows shown. The first open asks the
 *    server; later opens show the rows the page already holds at once and refresh them (reported apart);
 *  - filter: from choosing a district (a different one each run, so never from the page's cache; a
 *    register without districts gets a different "from" date instead) to the table updated;
 *  - search: from typing a row's number to the table showing that one row (incl. the 300 ms debounce).
 * Median of RUNS runs each. No added mock latency: the figures are the portal's own work (rendering, the
 * mock's query over 10,000 rows) without network time.
 *
 * Usage: node scripts/bench/registers.mjs [--no-build] [--count 10000] [--register slug …]
 */
import { median, mockControl, openSignedIn } from './harness.mjs';

const PORT = 4319;
const RUNS = 5;
const countArg = process.argv.indexOf('--count');
const COUNT = countArg > 0 ? Number(process.argv[countArg + 1]) : 10_000;
const ALL = [
  'civil-marriages',
  'divorces',
  'civil-marriage-notices',
  'marriage-register-book',
  'special-licences',
  'marital-statuses',
  'organisation-licences',
  'notices',
  'licensed-organisations',
];
const chosen = process.argv.flatMap((a, i) => (a === '--register' ? [process.argv[i + 1]] : []));
const REGISTERS = chosen.length > 0 ? chosen : ALL;
/** A different district each run, so no filter is answered from the page's cache. */
const DISTRICTS = ['Gulu', 'Mbarara', 'Jinja', 'Wakiso', 'Kabale', 'Lira', 'Mbale'];

const { page, close } = await openSignedIn(PORT);
try {
  const seeded = await mockControl(page, '/seed-registers', { count: COUNT });
  const rows = [];
  for (const slug of REGISTERS) rows.push(...(await measure(slug)));
  console.log(`Seeded ${seeded.generated} register rows (${COUNT} per register) in ${Math.round(seeded.tookMs)} ms.`);
  console.table(rows);
} finally {
  await close();
}

/** Wait (in the page, at each frame) until the count line is no longer `before` and the table is not busy. */
function updatedFrom(before) {
  return page.waitForFunction(
    (before) => {
      const line = [...document.querySelectorAll('main [role="status"] p')].map((p) => p.textContent).find((t) => t.startsWith('Showing'));
      return Boolean(line) && line !== before && !document.querySelector('main table[aria-busy="true"]');
    },
    before,
    { polling: 'raf', timeout: 30_000 },
  );
}

/**
 * Open, filter and search one register RUNS times.
 * @param {string} slug - e.g. "civil-marriages".
 */
async function measure(slug) {
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  const open = [];
  const filter = [];
  const search = [];
  let line = '';
  for (let run = 0; run < RUNS; run += 1) {
    await sidebar.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    open.push(
      await page.evaluate(async (slug) => {
        const link = document.querySelector(`nav[aria-label="Back office"] a[href="/backoffice/registry/${slug}"]`);
        if (!link) throw new Error(`no link to /backoffice/registry/${slug}`);
        const title = link.textContent.trim();
        const started = performance.now();
        link.click();
        await new Promise((resolve, reject) => {
          const tick = () => {
            const caption = document.querySelector('main table caption');
            if (caption?.textContent.startsWith(title) && document.querySelectorAll('main table tbody tr').length > 0) resolve(undefined);
            else if (performance.now() - started > 20_000) reject(new Error('no rows within 20 s'));
            else requestAnimationFrame(tick);
          };
          tick();
        });
        return performance.now() - started;
      }, slug),
    );
    line = await page.getByText(/^Showing 1–25 of/).innerText();

    const district = page.locator('#register-district');
    const filterStarted = Date.now();
    if ((await district.count()) > 0) await district.selectOption(DISTRICTS[run % DISTRICTS.length]);
    else await page.locator('#register-from').fill(`${2016 + run}-01-01`);
    await updatedFrom(line);
    filter.push(Date.now() - filterStarted);
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await page.getByText(line, { exact: true }).waitFor();

    const target = (await page.locator('main table tbody tr th').nth(3).innerText()).trim();
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.focus();
    const started = Date.now();
    await box.pressSequentially(target, { delay: 0 });
    await page.waitForFunction(
      (target) => {
        const rows = [...document.querySelectorAll('main table tbody tr')];
        return rows.length === 1 && rows[0].textContent.includes(target);
      },
      target,
      { polling: 'raf', timeout: 30_000 },
    );
    search.push(Date.now() - started);
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
  }
  return [
    { register: slug, measure: `first open → first rows (${line})`, 'median ms': Math.round(open[0]), runs: String(Math.round(open[0])) },
    {
      register: slug,
      measure: 'open again → rows (held, then refreshed)',
      'median ms': Math.round(median(open.slice(1))),
      runs: open.slice(1).map(Math.round).join(' '),
    },
    { register: slug, measure: 'filter → table updated', 'median ms': Math.round(median(filter)), runs: filter.join(' ') },
    {
      register: slug,
      measure: 'type a number → one row (incl. 300 ms debounce)',
      'median ms': Math.round(median(search)),
      runs: search.join(' '),
    },
  ];
}
