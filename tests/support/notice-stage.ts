/**
 * Setting up a civil notice's stages through the API for the browser journeys of issue 9 (giving notice and
 * the registrar's review are walked in the browser by civil-marriage.spec.ts), and moving the mock clock.
 */
import type { Page } from '@playwright/test';
import { civilMarriageNotice } from '#mocks/seed/civil-marriage-fixture';
import { api, tokenOf } from './backoffice';
import { advanceMockClock, confirmParties, expect } from './e2e';

/** Amina Nakato, whose notice the journeys follow (mocks/seed/demo.ts). */
export const AMINA_EMAIL = 'amina.nakato@example.ug';
/** The registrar of the demo scenario. */
export const REGISTRAR_EMAIL = 'registrar@registry.example.ug';
/** One day on the mock clock, in seconds. */
export const DAY_SECONDS = 24 * 60 * 60;

/** What the journeys read of an application as the API answers it. */
export interface NoticeApplication {
  id: string;
  reference: string;
  status: string;
  invoice: { prn: string } | null;
  notice: {
    noticeNumber: string;
    stage: string;
    /** The API's instant, ISO 8601. */
    asOf: string;
    /** yyyy-mm-dd. */
    lapsesOn: string;
    booking: { date: string; time: string; roomName: string } | null;
  } | null;
}

/**
 * Send a lifecycle event through the API and expect it to succeed.
 * @returns the application after it.
 */
export async function sendEvent(page: Page, id: string, body: Record<string, unknown>, token: string): Promise<NoticeApplication> {
  const answer = await api<NoticeApplication>(page, 'POST', `/applications/${id}/events`, body, token);
  expect(answer.status, `${String(body.type)}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.data;
}

/**
 * Submit an application and have every party it names confirm it (issue 31 §2; the mock control stands in for
 * them): then it is invoiced when a fee applies.
 * @param page - a page of the portal (its in-page mock API).
 * @param id - the application's id.
 * @param token - its applicant's bearer token.
 * @returns the application as its applicant then reads it.
 */
export async function submitConfirmed(page: Page, id: string, token: string): Promise<NoticeApplication> {
  await sendEvent(page, id, { type: 'application.submit', declaration: true }, token);
  await confirmParties(page, id);
  const read = await api<NoticeApplication>(page, 'GET', `/applications/${id}`, undefined, token);
  expect(read.status).toBe(200);
  return read.body.data;
}

/**
 * Amina's civil notice, given, paid by card and accepted by the registrar through the API: published in
 * the Marriage Notice Book. The page must have the portal (and its in-page mock API) loaded.
 * @returns the accepted application (stage PUBLISHED, a notice number NB-yyyy-nnnnnn).
 */
export async function acceptedNotice(page: Page): Promise<NoticeApplication> {
  const amina = await tokenOf(page, AMINA_EMAIL);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Kampala' });
  const id = crypto.randomUUID();
  const made = await api(page, 'POST', '/applications', { id, serviceType: 'MARRIAGE', data: civilMarriageNotice({ today }) }, amina);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  // The two parties the notice names confirm it (issue 31 §2): then it is invoiced.
  const confirmed = await submitConfirmed(page, id, amina);
  const card = {
    prn: confirmed.invoice?.prn,
    cardholderName: 'Amina Nakato',
    cardNumber: '4242 4242 4242 4242',
    expiry: '08/29',
    cvc: '123',
  };
  expect((await api(page, 'POST', '/payments/card', card, amina)).status).toBe(200);
  const registrar = await tokenOf(page, REGISTRAR_EMAIL);
  await sendEvent(page, id, { type: 'application.open' }, registrar);
  const accepted = await sendEvent(page, id, { type: 'application.approve' }, registrar);
  expect(accepted.notice?.stage).toBe('PUBLISHED');
  expect(accepted.notice?.noticeNumber).toMatch(/^NB-\d{4}-\d{6}$/);
  return accepted;
}

/** The registry's day of an instant (the API's `asOf`): yyyy-mm-dd in Kampala. */
export function kampalaDay(instant: string): string {
  return new Date(instant).toLocaleDateString('en-CA', { timeZone: 'Africa/Kampala' });
}

/** Whole days from one yyyy-mm-dd to another (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (DAY_SECONDS * 1000));
}

/**
 * Move the mock clock on by whole days and drop the tab's session (its tokens expire on that clock):
 * sign in again afterwards.
 */
export async function passDays(page: Page, days: number): Promise<void> {
  await advanceMockClock(page, days * DAY_SECONDS);
  await page.evaluate(() => sessionStorage.clear());
}

/**
 * Expect a page's status, in a region (the couple's "Where it stands", the registrar's "Status"), to read Pending,
 * Approved or Declined with these plain words beside it (issue 30: a notice's stage, never "Under review").
 * @param region - the region's name.
 * @param words - the stage's words, e.g. "Ceremony booked".
 */
export async function expectStanding(page: Page, region: string, words: string): Promise<void> {
  const description = page.getByRole('region', { name: region }).locator('.status-tag__description').first();
  await expect(description).toHaveText(words);
}
