/**
 * Everyone a step concerns is told (issue 30: "the success page promises a message at every step, but booking the
 * ceremony sends nothing, the second party is never told anything, and whoever lodged a caveat gets no
 * acknowledgement and no word of its outcome"). Amina gives notice of the marriage of Ibrahim and Harriet (the
 * demo fixture): both are parties who did not give it; a member of the public lodges a caveat, which the registrar
 * removes; 21 clear days later the certificate issues and Amina books the ceremony.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Application } from '../src/domain/schemas/applications';
import { messagePromise } from '../src/domain/lifecycle-words';
import { advance, freezeClock } from './clock';
import { db } from './db';
import { civilMarriageNotice, NOTICE_PEOPLE } from './seed/civil-marriage-fixture';
import { confirmParties, call, post, tokenCache } from './test-helpers';
import { registerPhone } from './seed/demo';

type Answer = { data: Application };

const AMINA = 'amina.nakato@example.ug';
const OBJECTOR = 'imam.kibuli@example.ug';
const REGISTRAR = 'registrar@registry.example.ug';
const CARD = { cardholderName: 'Amina Nakato', cardNumber: '4242 4242 4242 4242', expiry: '08/30', cvc: '123' };
const DAY = 24 * 60 * 60;

let tokens = tokenCache();

/** The outbox's subjects to an address or phone, in the order sent. */
function told(to: string): string[] {
  return db.outbox
    .all()
    .filter((m) => m.to === to)
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
    .map((m) => `${m.channel}: ${m.subject}`);
}

async function send(id: string, body: Record<string, unknown>, email: string): Promise<Application> {
  const answer = await post<Answer>(`/applications/${id}/events`, body, await tokens.token(email));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

beforeEach(() => {
  freezeClock(new Date(2026, 10, 2, 9, 0).getTime());
  tokens = tokenCache();
});

describe('the messages of a civil notice', () => {
  it('tell the parties, the objector and the couple at every step, booking included', async () => {
    const { partyOne, partyTwo } = NOTICE_PEOPLE;
    const amina = await tokens.token(AMINA);
    const id = crypto.randomUUID();
    expect((await post('/applications', { id, serviceType: 'MARRIAGE', data: civilMarriageNotice() }, amina)).status).toBe(201);
    const submitted = await send(id, { type: 'application.submit', declaration: true }, AMINA);
    const ref = submitted.reference;
    // Both parties confirm it (issue 31 §2): then it is invoiced.
    const confirmed = await confirmParties(id, amina);
    expect((await post('/payments/card', { ...CARD, prn: confirmed.invoice?.prn }, amina)).status).toBe(200);
    await send(id, { type: 'application.open' }, REGISTRAR);
    const accepted = await send(id, { type: 'application.approve' }, REGISTRAR);
    const noticeNumber = accepted.notice?.noticeNumber ?? '';

    // A member of the public lodges a caveat; the registrar removes it with a reason.
    const lodged = await post<{ data: { caveatId: string } }>(
      `/notices/${noticeNumber}/caveats`,
      { grounds: 'I believe the first party is already married under customary law.' },
      await tokens.token(OBJECTOR),
    );
    expect(lodged.status).toBe(201);
    const reason = 'The customary marriage named was of another man of the same name.';
    await send(id, { type: 'application.removeCaveat', caveatId: lodged.body.data.caveatId, reason }, REGISTRAR);

    // 21 clear days later: the certificate, then Amina books a free slot.
    advance(22 * DAY);
    tokens = tokenCache();
    await send(id, { type: 'application.issueCertificate' }, REGISTRAR);
    const from = new Date(2026, 10, 26);
    const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const to = new Date(from.getTime() + 14 * DAY * 1000);
    const rooms = await call<{
      data: Array<{ roomId: string; days: Array<{ date: string; slots: Array<{ time: string; free: boolean }> }> }>;
    }>(`/marriage-rooms/availability?district=Kampala&from=${iso(from)}&to=${iso(to)}`, { authorization: await tokens.token(AMINA) });
    const room = rooms.body.data[0];
    const day = room?.days.find((d) => d.slots.some((s) => s.free));
    const slot = day?.slots.find((s) => s.free);
    expect(slot, JSON.stringify(rooms.body)).toBeDefined();
    await send(id, { type: 'application.bookCeremony', roomId: room?.roomId, date: day?.date, time: slot?.time }, AMINA);

    // The couple (the applicant) is told of the booking too.
    expect(told(AMINA)).toEqual(expect.arrayContaining([`email: ${ref}: ceremony booked`]));
    expect(told('+256772123456')).toEqual(expect.arrayContaining([`sms: ${ref}: ceremony booked`]));
    expect(db.outbox.all().find((m) => m.to === AMINA && m.subject === `${ref}: ceremony booked`)?.body).toContain(`at ${slot?.time}`);

    // Both parties the notice names, neither of whom gave it, at the addresses the notice gives, once they confirmed it
    // (issue 31 §2: the request itself went to the phone the national register holds for each, as neither has an account).
    for (const party of [partyOne, partyTwo]) {
      expect(told(registerPhone(party.person.nin))[0]).toBe(`sms: ${ref}: you are asked to confirm`);
      expect(told(party.email)).toEqual([
        `email: ${ref}: notice accepted and published`,
        `email: ${ref}: a caveat was lodged against your notice`,
        `email: ${ref}: a caveat was removed`,
        `email: ${ref}: registrar's certificate issued`,
        `email: ${ref}: ceremony booked`,
      ]);
      expect(told(party.phone)).toHaveLength(6);
    }
    const harriet = db.outbox.all().find((m) => m.to === partyTwo.email && m.subject.endsWith('published'));
    expect(harriet?.body).toContain(`Dear ${partyTwo.person.givenName} ${partyTwo.person.surname},`);
    expect(harriet?.body).toContain('which Amina Nakato applied for');
    expect(harriet?.body).not.toContain('Follow it in Your applications');
    // Never the payment's or the corrections' business.
    expect(told(partyOne.email).join(' ')).not.toMatch(/payment|PRN/);

    // Whoever lodged the caveat: an acknowledgement, then its outcome with the reason; never the couple's steps.
    const objector = (await call<{ data: { email: string; phone: string } }>('/users/me', { authorization: await tokens.token(OBJECTOR) }))
      .body.data;
    expect(told(objector.email)).toEqual([
      `email: Your caveat against the notice of marriage ${noticeNumber} is lodged`,
      `email: Your caveat against the notice of marriage ${noticeNumber} was removed`,
    ]);
    expect(told(objector.phone)).toHaveLength(2);
    expect(db.outbox.all().find((m) => m.to === objector.email && m.subject.endsWith('was removed'))?.body).toContain(reason);
  });

  it('promise on the confirmation page exactly what is sent', () => {
    expect(messagePromise({ paid: true, noticeStage: true })).toContain("the ceremony's booking");
    expect(messagePromise({ paid: true, noticeStage: true })).toContain('The parties the notice names are told too.');
    expect(messagePromise({ paid: false, noticeStage: false })).not.toContain('payment');
  });
});
