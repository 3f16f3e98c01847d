/**
 * Both parties take part (issue 31 §2; docs/decisions/043-both-parties.md): a notice naming a party who is not its
 * applicant goes to that party first; nothing is invoiced, queued or visible to staff until every party confirmed;
 * a refusal, a lapse or a withdrawal takes it back (or ends it); the party answers from their own account.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Application } from '#src/domain/schemas/applications';
import type { PartyRequest } from '#src/domain/schemas/party-confirmation';
import { advance, freezeClock } from '../clock';
import { db } from '../db';
import { civilMarriageNotice, NOTICE_PEOPLE } from '../seed/civil-marriage-fixture';
import { NIRA_PEOPLE, registerPhone } from '../seed/demo';
import { call, post, put, tokenCache, type ErrorAnswer } from '../test-helpers';

const tokens = tokenCache();
const AMINA = 'amina.nakato@example.ug';
const ROBERT = 'robert.kato@example.ug';
const RUTH = 'ruth.nambi@example.ug';
const REGISTRAR = 'registrar@registry.example.ug';
const CLERK = 'clerk@stpauls.example.ug';
const ROBERT_NIN = 'CM9006120845RK';
const AMINA_NIN = 'CF9203151042KA';
const DAY = 24 * 3600;

type Answer = { data: Application } & ErrorAnswer;
type RequestAnswer = { data: PartyRequest } & ErrorAnswer;

beforeEach(() => {
  tokens.forget();
  freezeClock();
});

function person(nin: string) {
  const found = NIRA_PEOPLE.find((p) => p.nin === nin);
  if (!found) throw new Error(nin);
  return found;
}

/** Amina's civil notice in which she is the first party and Robert Kato (a demo account) the second, declared. */
async function aminaNamesRobert(): Promise<Application> {
  const amina = await tokens.token(AMINA);
  const data = civilMarriageNotice({
    people: {
      ...NOTICE_PEOPLE,
      partyOne: { ...NOTICE_PEOPLE.partyOne, person: person(AMINA_NIN), phone: '+256772123456', email: AMINA },
      partyTwo: { ...NOTICE_PEOPLE.partyTwo, person: person(ROBERT_NIN), phone: '+256775112233', email: ROBERT },
    },
  });
  const id = crypto.randomUUID();
  expect((await post('/applications', { id, serviceType: 'MARRIAGE', data: {} }, amina)).status).toBe(201);
  expect((await put(`/applications/${id}`, { data, documents: [], baseVersion: 1 }, amina)).status).toBe(200);
  const submitted = await post<Answer>(`/applications/${id}/events`, { type: 'application.submit', declaration: true }, amina);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body.data;
}

function subjects(to: string): string[] {
  return db.outbox
    .all()
    .filter((m) => m.to === to)
    .map((m) => `${m.channel}: ${m.subject}`);
}

describe('a notice naming a second party who is not its applicant', () => {
  it('asks only the second party, invoices nothing, and stays out of the registry until he confirms', async () => {
    const notice = await aminaNamesRobert();
    expect(notice).toMatchObject({ status: 'Pending', invoice: null, submittedAt: null });
    expect(notice.partyConfirmation?.parties).toEqual([
      { part: 'partyTwo', nin: ROBERT_NIN, name: 'Robert Kato', answer: 'WAITING', answeredAt: null, invited: false },
    ]);
    // Robert is asked by e-mail and text message; Amina is told who was asked.
    expect(subjects(ROBERT)).toContain(`email: ${notice.reference}: please confirm or refuse`);
    expect(subjects('+256775112233')).toContain(`sms: ${notice.reference}: please confirm or refuse`);
    expect(subjects(AMINA)).toContain(`email: ${notice.reference}: sent to Robert Kato to confirm`);

    // The registry neither reads nor lists it, and no staff event moves it.
    const registrar = await tokens.token(REGISTRAR);
    expect((await call(`/applications/${notice.id}`, { authorization: registrar })).status).toBe(404);
    expect((await post(`/applications/${notice.id}/events`, { type: 'application.open' }, registrar)).status).toBe(404);
    const queue = await call<{ data: { items: Array<{ id: string }> } }>('/backoffice/applications?pageSize=100&q=' + notice.reference, {
      authorization: registrar,
    });
    expect(queue.body.data.items.map((i) => i.id)).not.toContain(notice.id);

    // Robert reads it in Waiting for you, with the particulars but no documents, and confirms.
    const robert = await tokens.token(ROBERT);
    const list = await call<{ data: PartyRequest[] }>('/party-requests', { authorization: robert });
    const mine = list.body.data.find((r) => r.id === notice.id);
    expect(mine).toMatchObject({ reference: notice.reference, applicantName: 'Amina Nakato', state: 'WAITING', you: { part: 'partyTwo' } });
    expect(mine?.particulars).not.toHaveProperty('documents');
    expect(mine?.particulars).toHaveProperty('partyOne');
    const unticked = await post<RequestAnswer>(`/party-requests/${notice.id}`, { answer: 'CONFIRMED' }, robert);
    expect(unticked.status).toBe(400);
    const confirmed = await post<RequestAnswer>(`/party-requests/${notice.id}`, { answer: 'CONFIRMED', declaration: true }, robert);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({ state: 'CONFIRMED', you: { answer: 'CONFIRMED' } });
    expect((await post(`/party-requests/${notice.id}`, { answer: 'DO_NOT_AGREE' }, robert)).status).toBe(409);

    // Now it is invoiced, submitted and in the registrar's queue, with who confirmed and when.
    const after = (await call<Answer>(`/applications/${notice.id}`, { authorization: await tokens.token(AMINA) })).body.data;
    expect(after.status).toBe('Payment_Confirmation');
    expect(after.invoice?.prn).toMatch(/^PRN\d{10}$/);
    expect(after.submittedAt).not.toBeNull();
    expect(after.timeline.at(-1)).toMatchObject({ event: 'application.confirmParty', role: 'PARTY', actorName: 'Robert Kato' });
    expect(subjects(AMINA)).toContain(`email: ${notice.reference}: confirmed, waiting for payment`);
    const seen = await call<Answer>(`/applications/${notice.id}`, { authorization: registrar });
    expect(seen.status).toBe(200);
    expect(seen.body.data.partyConfirmation?.parties[0]).toMatchObject({ name: 'Robert Kato', answer: 'CONFIRMED' });
  });

  it('refuses a correction that names a person who did not confirm, and takes one that keeps the people', async () => {
    const notice = await aminaNamesRobert();
    const amina = await tokens.token(AMINA);
    const robert = await tokens.token(ROBERT);
    expect((await post(`/party-requests/${notice.id}`, { answer: 'CONFIRMED', declaration: true }, robert)).status).toBe(200);
    const invoiced = (await call<Answer>(`/applications/${notice.id}`, { authorization: amina })).body.data;
    const card = { cardholderName: 'Amina Nakato', cardNumber: '4242 4242 4242 4242', expiry: '08/30', cvc: '123' };
    expect((await post('/payments/card', { ...card, prn: invoiced.invoice?.prn }, amina)).status).toBe(200);
    const registrar = await tokens.token(REGISTRAR);
    expect((await post(`/applications/${notice.id}/events`, { type: 'application.open' }, registrar)).status).toBe(200);
    const asked = await post<Answer>(
      `/applications/${notice.id}/events`,
      { type: 'application.requestCorrections', reason: 'The occupation of the second party is missing.', fields: ['partyTwo.occupation'] },
      registrar,
    );
    expect(asked.body.data.status).toBe('Corrections_Requested');

    // Amina swaps Robert for another person of the register: refused at the NIN, nothing moves.
    const kept = asked.body.data.data as Record<string, Record<string, unknown>>;
    const swapped = { ...kept, partyTwo: { ...kept.partyTwo, ...NOTICE_PEOPLE.partyTwo.person } };
    expect(NOTICE_PEOPLE.partyTwo.person.nin).not.toBe(ROBERT_NIN);
    const saved = await put<Answer>(
      `/applications/${notice.id}`,
      { data: swapped, documents: [], baseVersion: asked.body.data.version },
      amina,
    );
    expect(saved.status).toBe(200);
    const refused = await post<Answer>(`/applications/${notice.id}/events`, { type: 'application.resubmit', declaration: true }, amina);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.errors?.['partyTwo.nin']).toMatch(/^A correction cannot name a person who has not confirmed this application\./);
    expect((await call<Answer>(`/applications/${notice.id}`, { authorization: amina })).body.data.status).toBe('Corrections_Requested');

    // With Robert back and only the occupation corrected, the resubmission goes to the registrar.
    const corrected = { ...kept, partyTwo: { ...kept.partyTwo, occupation: 'Teacher' } };
    const again = await put<Answer>(
      `/applications/${notice.id}`,
      { data: corrected, documents: [], baseVersion: saved.body.data.version },
      amina,
    );
    expect(again.status).toBe(200);
    const resubmitted = await post<Answer>(`/applications/${notice.id}/events`, { type: 'application.resubmit', declaration: true }, amina);
    expect(resubmitted.status, JSON.stringify(resubmitted.body)).toBe(200);
    expect(resubmitted.body.data.status).toBe('Submitted');
  });

  it('"This is not me" takes it back to a draft; "I do not agree" ends it; both tell the applicant', async () => {
    const robert = await tokens.token(ROBERT);
    const first = await aminaNamesRobert();
    expect((await post<RequestAnswer>(`/party-requests/${first.id}`, { answer: 'NOT_ME' }, robert)).body.data.state).toBe('REFUSED');
    const back = (await call<Answer>(`/applications/${first.id}`, { authorization: await tokens.token(AMINA) })).body.data;
    expect(back).toMatchObject({ status: 'Draft', invoice: null });
    expect(subjects(AMINA)).toContain(`email: ${first.reference}: the person named says it is not them`);

    const second = await aminaNamesRobert();
    expect((await post(`/party-requests/${second.id}`, { answer: 'DO_NOT_AGREE' }, robert)).status).toBe(200);
    const ended = (await call<Answer>(`/applications/${second.id}`, { authorization: await tokens.token(AMINA) })).body.data;
    expect(ended).toMatchObject({ status: 'Declined', invoice: null, submittedAt: null });
    expect(ended.lifecycle.value).toBe('Refused');
    expect((await call(`/applications/${second.id}`, { authorization: await tokens.token(REGISTRAR) })).status).toBe(404);
  });

  it('lapses after 14 days unanswered, and the applicant may withdraw it before', async () => {
    const lapsing = await aminaNamesRobert();
    const withdrawn = await aminaNamesRobert();
    const amina = await tokens.token(AMINA);
    const out = await post<Answer>(`/applications/${withdrawn.id}/events`, { type: 'application.withdraw' }, amina);
    expect(out.body.data).toMatchObject({ status: 'Draft', partyConfirmation: { state: 'WITHDRAWN' } });
    expect(subjects(ROBERT)).toContain(`email: ${withdrawn.reference}: nothing is needed from you`);

    advance(14 * DAY + 60);
    tokens.forget();
    const read = await call<Answer>(`/applications/${lapsing.id}`, { authorization: await tokens.token(AMINA) });
    expect(read.body.data).toMatchObject({ status: 'Draft', partyConfirmation: { state: 'LAPSED' } });
    expect(subjects(AMINA)).toContain(`email: ${lapsing.reference}: not confirmed in time`);
    expect(
      (await post(`/party-requests/${lapsing.id}`, { answer: 'CONFIRMED', declaration: true }, await tokens.token(ROBERT))).status,
    ).toBe(409);
  });

  it('invites a party no account holds by text message to the phone the national register holds for the NIN', async () => {
    const amina = await tokens.token(AMINA);
    const id = crypto.randomUUID();
    expect((await post('/applications', { id, serviceType: 'MARRIAGE', data: civilMarriageNotice() }, amina)).status).toBe(201);
    const submitted = await post<Answer>(`/applications/${id}/events`, { type: 'application.submit', declaration: true }, amina);
    expect(submitted.body.data.partyConfirmation?.parties.map((p) => p.invited)).toEqual([true, true]);
    const phone = registerPhone(NOTICE_PEOPLE.partyTwo.person.nin);
    expect(subjects(phone)).toContain(`sms: ${submitted.body.data.reference}: you are asked to confirm`);
  });

  it('shows a request only to a party it names, and only people are parties', async () => {
    const notice = await aminaNamesRobert();
    expect((await call(`/party-requests/${notice.id}`, { authorization: await tokens.token(RUTH) })).status).toBe(404);
    expect((await call(`/party-requests/${notice.id}`, { authorization: await tokens.token(AMINA) })).status).toBe(404);
    expect((await call('/party-requests', { authorization: await tokens.token(CLERK) })).status).toBe(403);
    expect((await call('/party-requests', { authorization: await tokens.token(REGISTRAR) })).status).toBe(403);
  });

  it('seeds a notice waiting for Robert Kato, given by someone else', async () => {
    const list = await call<{ data: PartyRequest[] }>('/party-requests', { authorization: await tokens.token(ROBERT) });
    expect(list.body.data).toEqual([
      expect.objectContaining({ applicantName: 'Grace Nalwoga', state: 'WAITING', serviceType: 'MARRIAGE' }),
    ]);
  });
});
