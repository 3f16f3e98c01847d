/**
 * Filling the civil-marriage notice in the browser, as a person would, for the issue 3 journeys.
 * The people are the free entries of the mock national register (mocks/seed/demo.ts).
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './e2e';

/** A party as the journeys fill it in. */
export interface PartyInput {
  nin: string;
  occupation: string;
  phone: string;
  email: string;
  district: string;
}

/** Amina (the applicant) and Ibrahim Ssali, a free NIN of the register. */
export const AMINA: PartyInput = {
  nin: 'CF9203151042KA',
  occupation: 'Teacher',
  phone: '0772123456',
  email: 'amina.nakato@example.ug',
  district: 'Kampala',
};
export const IBRAHIM: PartyInput = {
  nin: 'CM9302270914IS',
  occupation: 'Engineer',
  phone: '0701555123',
  email: 'ibrahim.ssali@example.ug',
  district: 'Kampala',
};

/** A small valid PDF, for every upload. */
export function pdf(name: string) {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };
}

/** Fill a day / month / year date field, found by its legend. */
export async function fillDate(page: Page, legend: string, date: Date): Promise<void> {
  const group = page.getByRole('group', { name: legend });
  await group.getByLabel('Day').fill(String(date.getDate()));
  await group.getByLabel('Month').fill(String(date.getMonth() + 1));
  await group.getByLabel('Year').fill(String(date.getFullYear()));
}

/** Choose a district in a district field, found by its label, by typing its name. */
export async function chooseDistrict(page: Page, label: string, district: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(district);
  await page.getByRole('option', { name: district, exact: true }).click();
}

/**
 * Be on a step: wait until the page shows either that step or the task list (never judge a page that
 * is still loading), then open the step from the task list when needed. Called straight after a full page load,
 * often of two tabs at once: the portal starts, refreshes its session, reads the draft and draws the form, which on a
 * loaded 2-core machine took over 10 s (drafts-two-tabs.spec.ts), so it waits up to 30 s for what the person sees.
 */
export async function ensureOnStep(page: Page, title: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^(${title}|Give notice of a civil marriage)$`) });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  if ((await heading.innerText()).trim() !== title) await openStep(page, title);
}

/** Open a step from the task list. */
export async function openStep(page: Page, title: string): Promise<void> {
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Fill a party step (already open), verifying the NIN with the national register. */
export async function fillParty(page: Page, party: PartyInput): Promise<void> {
  await page.getByLabel('National Identification Number (NIN)').fill(party.nin);
  await page.getByRole('button', { name: 'Verify NIN' }).click();
  await expect(page.getByText(/^NIN verified:/)).toBeVisible();
  await page.getByLabel('Occupation').fill(party.occupation);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(party.phone);
  await page.getByLabel('Email address').fill(party.email);
  await chooseDistrict(page, 'District of residence', party.district);
  await fillDate(page, 'Date you started living in this district', new Date(2020, 0, 15));
  await page.getByRole('radio', { name: 'Never married (bachelor or spinster)' }).check();
}

/** Fill the marriage step (already open): Kampala, 30 to 60 days from today. */
export async function fillMarriage(page: Page): Promise<void> {
  await chooseDistrict(page, 'District where the marriage will take place', 'Kampala');
  const day = 24 * 60 * 60 * 1000;
  await fillDate(page, 'Earliest date for the ceremony', new Date(Date.now() + 30 * day));
  await fillDate(page, 'Latest date for the ceremony', new Date(Date.now() + 60 * day));
}

/** Fill the witnesses step (already open). */
export async function fillWitnesses(page: Page): Promise<void> {
  const witnesses = [
    ['first', 'Samuel Wasswa', 'CM0101200453SW', '0782111222'],
    ['second', 'Florence Adong', 'CF9712030588FA', '0753222333'],
  ] as const;
  for (const [ordinal, name, nin, phone] of witnesses) {
    await page.getByLabel(`Full name of the ${ordinal} witness`).fill(name);
    await page
      .getByRole('group', { name: `Identity document of the ${ordinal} witness` })
      .getByRole('radio', { name: 'National ID (NIN)' })
      .check();
    await page.getByLabel(`Document number of the ${ordinal} witness`).fill(nin);
    await page.getByRole('textbox', { name: `Phone number of the ${ordinal} witness` }).fill(phone);
  }
}

/** Upload the required documents (already on the documents step). */
export async function uploadDocuments(page: Page): Promise<void> {
  for (const label of [
    'Letter from the LC1 chairperson',
    "Copy of the first party's national ID",
    "Copy of the second party's national ID",
    'Passport photos of both parties',
  ]) {
    await page.getByLabel(label).setInputFiles(pdf(`${label}.pdf`));
    await expect(page.getByRole('button', { name: `Remove ${label}.pdf` })).toBeVisible();
  }
}

/** Save the step and wait for the next page (the next step or the task list). */
export async function saveAndContinue(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/**
 * Fill the whole notice from its task list, with an axe scan of each step page.
 * @param scan - scan each page with axe (the first journey does; later ones need not).
 * @param from - the step to start at (the wizard goes on to the next step after each save).
 */
export async function fillWholeNotice(page: Page, scan = false, from = 'First party'): Promise<void> {
  const all: Array<[string, (p: Page) => Promise<void>]> = [
    ['First party', (p) => fillParty(p, AMINA)],
    ['Second party', (p) => fillParty(p, IBRAHIM)],
    ['The marriage', fillMarriage],
    ['Witnesses', fillWitnesses],
    ['Documents', uploadDocuments],
  ];
  const steps = all.slice(all.findIndex(([title]) => title === from));
  for (const [title, fill] of steps) {
    await ensureOnStep(page, title);
    await fill(page);
    if (scan) await expectAccessible(page, `notice: ${title}`);
    await saveAndContinue(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeHidden();
  }
}
