/**
 * GET /notices (public) and GET /backoffice/caveats (issue 9; docs/decisions/016): the public list is
 * privacy-safe, searchable, filterable and paged; the escalations are for the registrars and the Registrar
 * General, a district's office seeing only its district.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Application, Page } from '#src/domain/schemas/applications';
import type { PublicNotice } from '#src/domain/schemas/notice';
import type { Escalation } from '#src/domain/schemas/notice-lists';
import { API_BASE } from '../base-url';
import { freezeClock } from '../clock';
import { civilMarriageNotice, NOTICE_PEOPLE } from '../seed/civil-marriage-fixture';
import { call, confirmParties, post, tokenCache, upload, type ErrorAnswer } from '../test-helpers';
import { searchNotices } from './notices';

type Answer = { data: Application };

const AMINA = 'amina.nakato@example.ug';
const OBJECTOR = 'imam.kibuli@example.ug';
const REGISTRAR = 'registrar@registry.example.ug';
const GULU = 'gulu.registrar@example.ug';
const RG = 'rg@registry.example.ug';
const CARD = { cardholderName: 'Amina Nakato', cardNumber: '4242 4242 4242 4242', expiry: '08/30', cvc: '123' };
const GROUNDS = 'The second party married another person at Gulu in 2019 and that marriage subsists.';

let tokens = tokenCache();

/** Amina's civil notice, accepted by the registrar: published in the Marriage Notice Book. */
async function publishedNotice(intendedDistrict = 'Kampala'): Promise<Application> {
  const amina = await tokens.token(AMINA);
  const id = crypto.randomUUID();
  expect(
    (await post('/applications', { id, serviceType: 'MARRIAGE', data: civilMarriageNotice({ intendedDistrict }) }, amina)).status,
  ).toBe(201);
  expect((await post<Answer>(`/applications/${id}/events`, { type: 'application.submit', declaration: true }, amina)).status).toBe(200);
  // The parties the notice names confirm it (issue 31 §2): then it is invoiced.
  const confirmed = await confirmParties(id, amina);
  expect((await post('/payments/card', { ...CARD, prn: confirmed.invoice?.prn }, amina)).status).toBe(200);
  const officer = await tokens.token(intendedDistrict === 'Gulu' ? GULU : REGISTRAR);
  expect((await post(`/applications/${id}/events`, { type: 'application.open' }, officer)).status).toBe(200);
  const accepted = await post<Answer>(`/applications/${id}/events`, { type: 'application.approve' }, officer);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  expect(accepted.body.data.notice?.stage).toBe('PUBLISHED');
  return accepted.body.data;
}

async function publicNotices(query = ''): Promise<Page<PublicNotice>> {
  const answer = await call<{ data: Page<PublicNotice> }>(`/notices${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

async function lodge(noticeNumber: string, evidence: unknown[] = []): Promise<string> {
  const lodged = await post<{ data: { caveatId: string } }>(
    `/notices/${noticeNumber}/caveats`,
    { grounds: GROUNDS, evidence },
    await tokens.token(OBJECTOR),
  );
  expect(lodged.status, JSON.stringify(lodged.body)).toBe(201);
  return lodged.body.data.caveatId;
}

beforeEach(() => {
  freezeClock();
  // Each test starts from a fresh database (tests/support/vitest.setup.ts): sign in again.
  tokens = tokenCache();
});

describe('GET /notices (public)', () => {
  it('lists a published notice with the names, district and dates only: never a NIN, phone, address, occupation, reference or id', async () => {
    const application = await publishedNotice();
    const noticeNumber = application.notice?.noticeNumber ?? '';
    const answer = await call<{ data: Page<PublicNotice> }>(`/notices?q=${noticeNumber}`);
    expect(answer.status).toBe(200);
    const { partyOne, partyTwo } = NOTICE_PEOPLE;
    expect(answer.body.data.items).toEqual([
      {
        noticeNumber,
        partyOneName: `${partyOne.person.givenName} ${partyOne.person.surname}`,
        partyTwoName: `${partyTwo.person.givenName} ${partyTwo.person.surname}`,
        district: 'Kampala',
        noticeDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        certificateFrom: application.notice?.certificateFrom,
      },
    ]);
    const json = JSON.stringify((await call('/notices?pageSize=50')).body);
    for (const secret of [
      partyOne.person.nin,
      partyTwo.person.nin,
      partyOne.phone,
      partyTwo.phone,
      partyOne.email,
      partyOne.occupation,
      application.reference,
      application.id,
    ]) {
      expect(json).not.toContain(secret);
    }
  });

  it('searches either name in any case, filters by district, pages newest first, and drops a notice once it takes no caveats', async () => {
    const kampala = await publishedNotice();
    const gulu = await publishedNotice('Gulu');
    const surname = NOTICE_PEOPLE.partyTwo.person.surname;
    const byName = await publicNotices(`?q=${surname.toUpperCase()}&pageSize=50`);
    expect(byName.items.map((n) => n.noticeNumber)).toEqual(
      expect.arrayContaining([kampala.notice?.noticeNumber, gulu.notice?.noticeNumber]),
    );
    expect(byName.items.every((n) => n.partyTwoName.includes(surname) || n.partyOneName.includes(surname))).toBe(true);

    const inGulu = await publicNotices('?district=gulu&pageSize=50');
    expect(inGulu.items.map((n) => n.noticeNumber)).toContain(gulu.notice?.noticeNumber);
    expect(inGulu.items.every((n) => n.district === 'Gulu')).toBe(true);

    const first = await publicNotices('?pageSize=1');
    expect(first.items[0]?.noticeNumber).toBe(gulu.notice?.noticeNumber);
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect((await publicNotices('?pageSize=1&page=2')).items[0]?.noticeNumber).not.toBe(gulu.notice?.noticeNumber);

    expect((await call<ErrorAnswer>('/notices?pageSize=500')).status).toBe(400);
  });

  it('keeps a caveated notice listed', async () => {
    const application = await publishedNotice();
    const noticeNumber = application.notice?.noticeNumber ?? '';
    await lodge(noticeNumber);
    expect((await publicNotices(`?q=${noticeNumber}`)).items).toHaveLength(1);
  });
});

describe('GET /applications/{id} after a caveat (issue 30)', () => {
  it('never tells the couple who lodged a caveat: not in the notice, not in the history; staff read the name', async () => {
    const notice = await publishedNotice();
    await lodge(notice.notice!.noticeNumber);
    const objector = await call<{ data: { userId: string; givenName: string; surname: string } }>('/users/me', {
      authorization: await tokens.token(OBJECTOR),
    });
    const { userId, givenName, surname } = objector.body.data;

    const couple = await call<Answer>(`/applications/${notice.id}`, { authorization: await tokens.token(AMINA) });
    expect(couple.status).toBe(200);
    const said = JSON.stringify(couple.body.data);
    for (const secret of [userId, givenName, surname]) expect(said, secret).not.toContain(secret);
    const lodged = couple.body.data.timeline.find((e) => e.event === 'application.lodgeCaveat');
    expect(lodged).toMatchObject({ actorId: 'public', actorName: 'A member of the public' });
    expect(couple.body.data.notice?.caveats[0]).toMatchObject({ lodgedBy: null, lodgedByName: null, evidence: [] });
    // The couple's own list says no more than its page.
    const list = await call<{ data: Application[] }>('/applications', { authorization: await tokens.token(AMINA) });
    expect(JSON.stringify(list.body.data.find((a) => a.id === notice.id))).not.toContain(userId);

    const staff = await call<Answer>(`/applications/${notice.id}`, { authorization: await tokens.token(REGISTRAR) });
    expect(staff.body.data.timeline.find((e) => e.event === 'application.lodgeCaveat')).toMatchObject({ actorId: userId });
    expect(staff.body.data.notice?.caveats[0]?.lodgedBy).toBe(userId);
  });
});

describe('searchNotices', () => {
  const notice = (n: number, one: string, district: string): PublicNotice => ({
    noticeNumber: `NB-2026-00000${n}`,
    partyOneName: one,
    partyTwoName: 'Partner',
    district,
    noticeDate: '2026-06-01',
    certificateFrom: '2026-06-22',
  });
  const list = [notice(3, 'Amina Nakato', 'Kampala'), notice(2, 'Grace Akello', 'Gulu'), notice(1, 'Aminata Obbo', 'Kampala')];
  it('matches part of a name or notice number, a district exactly, and pages', () => {
    expect(searchNotices(list, { q: 'AMIN', page: 1, pageSize: 10 }).items.map((n) => n.noticeNumber)).toEqual([
      'NB-2026-000003',
      'NB-2026-000001',
    ]);
    expect(searchNotices(list, { q: '000002', page: 1, pageSize: 10 }).total).toBe(1);
    expect(searchNotices(list, { district: 'KAMPALA', page: 2, pageSize: 1 })).toEqual({
      items: [list[2]],
      total: 2,
      page: 2,
      pageSize: 1,
    });
    expect(searchNotices(list, { district: 'Kamp', page: 1, pageSize: 10 }).total).toBe(0);
  });
});

describe('GET /backoffice/caveats (escalations)', () => {
  it('lists each standing caveat with its notice, application, the couple and who lodged it, oldest first', async () => {
    const application = await publishedNotice();
    const noticeNumber = application.notice?.noticeNumber ?? '';
    const evidence = await upload<{ data: { id: string } }>(
      { name: 'certificate.pdf', type: 'application/pdf', content: 900 },
      await tokens.token(OBJECTOR),
    );
    const caveatId = await lodge(noticeNumber, [evidence.body.data]);

    const answer = await call<{ data: Escalation[] }>('/backoffice/caveats', { authorization: await tokens.token(REGISTRAR) });
    expect(answer.status).toBe(200);
    const row = answer.body.data.find((r) => r.caveat.id === caveatId);
    expect(row).toMatchObject({
      noticeNumber,
      applicationId: application.id,
      reference: application.reference,
      district: 'Kampala',
      partyOneName: `${NOTICE_PEOPLE.partyOne.person.givenName} ${NOTICE_PEOPLE.partyOne.person.surname}`,
      caveat: {
        grounds: GROUNDS,
        status: 'LODGED',
        lodgedByName: expect.stringMatching(/\S/),
        evidence: [expect.objectContaining({ id: evidence.body.data.id })],
      },
    });
    const lodgedAt = answer.body.data.map((r) => r.caveat.lodgedAt);
    expect(lodgedAt).toEqual([...lodgedAt].sort());

    // Nobody names another person's upload as evidence (staff would open it through the caveat).
    const aminas = await upload<{ data: { id: string; name: string; type: string; size: number } }>(
      { name: 'id.pdf', type: 'application/pdf', content: 500 },
      await tokens.token(AMINA),
    );
    const foreign = await post<ErrorAnswer>(
      `/notices/${noticeNumber}/caveats`,
      { grounds: GROUNDS, evidence: [aminas.body.data] },
      await tokens.token(OBJECTOR),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({ 'evidence.0': 'Attach only documents you uploaded yourself' });

    // The registry's staff open the evidence; the couple does not.
    const open = async (email: string) =>
      (await fetch(`${API_BASE}/uploads/${evidence.body.data.id}`, { headers: { Authorization: await tokens.token(email) } })).status;
    expect(await open(REGISTRAR)).toBe(200);
    expect(await open(AMINA)).toBe(404);
  });

  it('hides decided caveats unless all are asked for; standing ones come first', async () => {
    const application = await publishedNotice();
    const noticeNumber = application.notice?.noticeNumber ?? '';
    const removed = await lodge(noticeNumber);
    const standing = await lodge(noticeNumber);
    const registrar = await tokens.token(REGISTRAR);
    const removal = await post<Answer>(
      `/applications/${application.id}/events`,
      { type: 'application.removeCaveat', caveatId: removed, reason: 'The earlier marriage was dissolved in 2022.' },
      registrar,
    );
    expect(removal.status, JSON.stringify(removal.body)).toBe(200);

    const standingOnly = (
      await call<{ data: Escalation[] }>('/backoffice/caveats?status=standing', { authorization: registrar })
    ).body.data.map((r) => r.caveat.id);
    expect(standingOnly).toContain(standing);
    expect(standingOnly).not.toContain(removed);
    const all = (await call<{ data: Escalation[] }>('/backoffice/caveats?status=all', { authorization: registrar })).body.data;
    expect(all.map((r) => r.caveat.id)).toEqual(expect.arrayContaining([standing, removed]));
    const firstDecided = all.findIndex((r) => r.caveat.status === 'REMOVED' || r.caveat.status === 'UPHELD');
    expect(all.slice(firstDecided).every((r) => r.caveat.status === 'REMOVED' || r.caveat.status === 'UPHELD')).toBe(true);
    expect((await call('/backoffice/caveats?status=some', { authorization: registrar })).status).toBe(400);
  });

  it('answers the registrars and the Registrar General; a district office sees its district only; others get 403', async () => {
    const kampala = await publishedNotice();
    const gulu = await publishedNotice('Gulu');
    const inKampala = await lodge(kampala.notice?.noticeNumber ?? '');
    const inGulu = await lodge(gulu.notice?.noticeNumber ?? '');
    const ids = async (email: string) =>
      (await call<{ data: Escalation[] }>('/backoffice/caveats', { authorization: await tokens.token(email) })).body.data.map(
        (r) => r.caveat.id,
      );

    expect(await ids(REGISTRAR)).toEqual(expect.arrayContaining([inKampala, inGulu]));
    expect(await ids(RG)).toEqual(expect.arrayContaining([inKampala, inGulu]));
    const guluSees = await ids(GULU);
    expect(guluSees).toContain(inGulu);
    expect(guluSees).not.toContain(inKampala);

    for (const email of [
      'director@registry.example.ug',
      'minister@registry.example.ug',
      'finance@registry.example.ug',
      'admin@registry.example.ug',
      AMINA,
      OBJECTOR,
    ]) {
      expect((await call('/backoffice/caveats', { authorization: await tokens.token(email) })).status, email).toBe(403);
    }
    expect((await call('/backoffice/caveats')).status).toBe(401);
  });
});
