/**
 * Islamic marriage and divorce returns over HTTP (docs/decisions/014): the district kadhi reads and acts
 * only in his district; a mosque's return goes kadhi → registrar and enters the register; the kadhi
 * forwards his own entries too; a divorce return's approval dissolves the registered marriage, and the
 * officers' register check says where the named marriage stands. Plus the seeded history.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Application, ApplicationSummary, Page } from '#src/domain/schemas/applications';
import type { MarriageEntry } from '#src/domain/schemas/registers';
import type { DissolutionCheck } from '#src/domain/services/divorce-returns/dissolution-check';
import { exampleSingleReturn } from '#src/domain/services/islamic-marriage-returns/islamic-marriage-returns.rule';
import { serviceRule } from '#src/domain/services/catalogue';
import { freezeClock, todayIso } from '../clock';
import { db } from '../db';
import { hashPassword } from '../passwords';
import { DEMO_PASSWORD } from '../seed/demo';
import { IMAM_ACCOUNT, ISLAMIC_RETURNS_SEEDED } from '../seed/islamic-returns';
import { call, post, put, tokenCache, type ErrorAnswer } from '../test-helpers';

const KADHI = 'kadhi.kampala@example.ug';
const GULU_KADHI = 'kadhi.gulu@example.ug';
const REGISTRAR = 'registrar@registry.example.ug';
const CARD = { cardholderName: 'Abdul Kiggundu', cardNumber: '4242 4242 4242 4242', expiry: '08/30', cvc: '123' };
const HUSBAND = {
  nin: 'CM9001010001AB',
  givenName: 'Yusuf',
  surname: 'Ssemakula',
  dateOfBirth: '1990-01-01',
  sex: 'MALE' as const,
  nationality: 'Ugandan',
};
const WIFE = {
  nin: 'CF9502020002ZN',
  givenName: 'Zaituni',
  surname: 'Nabukenya',
  dateOfBirth: '1995-02-02',
  sex: 'FEMALE' as const,
  nationality: 'Ugandan',
};

type Answer = { data: Application };

beforeEach(async () => {
  freezeClock();
  await db.users.create({
    userId: 'usr-kadhi-gulu',
    accountType: 'ORGANIZATION',
    idNumber: null,
    givenName: 'Musa',
    surname: 'Okello',
    email: GULU_KADHI,
    phone: '+256772000111',
    dateOfBirth: null,
    sex: null,
    role: null,
    organisationKind: 'DISTRICT_KADHI',
    organisationName: 'District Kadhi, Gulu',
    district: 'Gulu',
    status: 'ACTIVE',
    passwordHash: await hashPassword('usr-kadhi-gulu', DEMO_PASSWORD),
    address: null,
    activationToken: null,
    otp: null,
    passwordToken: null,
    resetToken: null,
    createdAt: Date.now(),
  });
});

function context(kind: 'MOSQUE' | 'KADHI') {
  let a = 987_654;
  return exampleSingleReturn(
    {
      today: todayIso(),
      district: 'Kampala',
      random: () => (a = (a * 48_271) % 2_147_483_647) / 2_147_483_647,
      person: (n) => [HUSBAND, WIFE][n % 2]!,
      document: (what) => ({
        id: `doc-demo-${what.toLowerCase().replace(/[^a-z]+/g, '-')}`,
        name: `${what}.pdf`,
        type: 'application/pdf',
        size: 1000,
      }),
    },
    kind,
  );
}

/** A submitted (and paid, when it has a fee) application of the caller's. */
async function file(serviceType: string, data: Record<string, unknown>, token: string): Promise<Application> {
  const id = crypto.randomUUID();
  expect((await post('/applications', { id, serviceType, data: {} }, token)).status).toBe(201);
  const saved = await put<Answer>(`/applications/${id}`, { data, documents: [], baseVersion: 1 }, token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const submitted = await post<Answer>(`/applications/${id}/events`, { type: 'application.submit', declaration: true }, token);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  if (submitted.body.data.invoice) {
    expect((await post('/payments/card', { ...CARD, prn: submitted.body.data.invoice.prn }, token)).status).toBe(200);
  }
  return (await call<Answer>(`/applications/${id}`, { authorization: token })).body.data;
}

async function act(id: string, type: string, token: string) {
  return post<Answer & ErrorAnswer>(`/applications/${id}/events`, { type }, token);
}

async function approveAt(id: string, token: string): Promise<Application> {
  expect((await act(id, 'application.open', token)).status).toBe(200);
  const approved = await act(id, 'application.approve', token);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return approved.body.data;
}

async function kadhiQueue(token: string): Promise<Page<ApplicationSummary>> {
  const answer = await call<{ data: Page<ApplicationSummary> }>('/district-kadhi/applications?queue=DISTRICT_KADHI', {
    authorization: token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

describe('the district kadhi', () => {
  it("lists and opens only his district's returns; another district's kadhi gets nothing, and others 403", async () => {
    const { token } = tokenCache();
    const kampala = await kadhiQueue(await token(KADHI));
    expect(kampala.total).toBe(3);
    expect(
      kampala.items.every((i) => i.district === 'Kampala' && ['ISLAMIC_MARRIAGE_RETURNS', 'DIVORCE_RETURNS'].includes(i.serviceType)),
    ).toBe(true);

    const gulu = await token(GULU_KADHI);
    expect((await kadhiQueue(gulu)).total).toBe(0);
    const id = kampala.items[0]!.id;
    expect((await call(`/applications/${id}`, { authorization: gulu })).status).toBe(404);
    expect((await act(id, 'application.open', gulu)).status).toBe(404);
    expect((await call('/district-kadhi/applications', { authorization: await token(REGISTRAR) })).status).toBe(403);
    expect((await call('/district-kadhi/applications', { authorization: await token(IMAM_ACCOUNT.email) })).status).toBe(403);
    expect((await call('/district-kadhi/applications?services=MARRIAGE', { authorization: await token(KADHI) })).status).toBe(403);
  });

  it("sends a mosque's return to the kadhi, then the registrar, who enters it in the register", async () => {
    const { token } = tokenCache();
    const imam = await token(IMAM_ACCOUNT.email);
    const kadhi = await token(KADHI);
    const registrar = await token(REGISTRAR);
    const filed = await file('ISLAMIC_MARRIAGE_RETURNS', context('MOSQUE'), imam);
    expect(filed).toMatchObject({ status: 'Submitted', district: 'Kampala', invoice: { amountUgx: 20_000 } });
    expect((await kadhiQueue(kadhi)).items.map((i) => i.id)).toContain(filed.id);

    // Not the registrar's yet.
    expect((await act(filed.id, 'application.open', registrar)).status).toBe(403);
    const forwarded = await approveAt(filed.id, kadhi);
    expect(forwarded.status).toBe('Pending');
    expect(forwarded.timeline.at(-1)).toMatchObject({ role: 'DISTRICT_KADHI', actorName: 'District kadhi, Kampala' });
    expect((await kadhiQueue(kadhi)).items.map((i) => i.id)).not.toContain(filed.id);
    // The kadhi has no say at the registrar's level.
    expect((await act(filed.id, 'application.open', kadhi)).status).toBe(403);

    const approved = await approveAt(filed.id, registrar);
    expect(approved.status).toBe('Approved');
    const entry = db.marriageRegister.findFirst((q) => q.where({ applicationId: filed.id }));
    expect(entry).toMatchObject({
      regime: 'ISLAMIC',
      district: 'Kampala',
      status: 'SUBSISTING',
      partyOne: { nin: HUSBAND.nin },
      partyTwo: { nin: WIFE.nin },
    });
  });

  it('forwards his own register entry at his level, and files a free quarterly return', async () => {
    const { token } = tokenCache();
    const kadhi = await token(KADHI);
    const own = await file('ISLAMIC_MARRIAGE_RETURNS', context('KADHI'), kadhi);
    expect((await approveAt(own.id, kadhi)).timeline.at(-1)).toMatchObject({ role: 'DISTRICT_KADHI', to: 'Pending' });

    const [year, month] = todayIso().split('-').map(Number) as [number, number];
    const lastQuarter = month <= 3 ? { year: year - 1, quarter: 4 } : { year, quarter: Math.floor((month - 1) / 3) };
    const quarterly = await file(
      'ISLAMIC_MARRIAGE_RETURNS',
      {
        kind: 'QUARTERLY',
        period: { year: String(lastQuarter.year), quarter: String(lastQuarter.quarter) },
        marriages: { count: '2', first: '155', last: '156' },
        divorces: { count: '0', first: '', last: '' },
        documents: { signedReturn: { id: 'doc-demo-quarterly', name: 'q.pdf', type: 'application/pdf', size: 1000 } },
      },
      kadhi,
    );
    expect(quarterly).toMatchObject({ status: 'Submitted', invoice: null, district: 'Kampala' });
    expect(await approveAt(quarterly.id, kadhi)).toMatchObject({ status: 'Pending' });
    expect(await approveAt(quarterly.id, await token(REGISTRAR))).toMatchObject({ status: 'Approved' });
    expect(db.marriageRegister.findFirst((q) => q.where({ applicationId: quarterly.id }))).toBeFalsy();
  });
});

describe('divorce returns', () => {
  it("dissolve the registered marriage on approval; the officers' check says where it stands", async () => {
    const { token } = tokenCache();
    const imam = await token(IMAM_ACCOUNT.email);
    const kadhi = await token(KADHI);
    const registrar = await token(REGISTRAR);
    const marriage = await file('ISLAMIC_MARRIAGE_RETURNS', context('MOSQUE'), imam);
    await approveAt(marriage.id, kadhi);
    await approveAt(marriage.id, registrar);
    const entry = db.marriageRegister.findFirst((q) => q.where({ applicationId: marriage.id })) as MarriageEntry;

    const example = serviceRule('DIVORCE_RETURNS').exampleAnswers({
      today: todayIso(),
      district: 'Kampala',
      random: () => 0.3,
      person: (n) => [HUSBAND, WIFE][n % 2]!,
      document: () => ({ id: 'doc-demo-decree', name: 'decree.pdf', type: 'application/pdf', size: 1000 }),
    });
    const divorce = await file('DIVORCE_RETURNS', { ...example, marriage: { entryNumber: entry.entryNumber } }, imam);
    const check = async (who: string) =>
      call<{ data: DissolutionCheck }>(`/applications/${divorce.id}/dissolution-check`, { authorization: who });
    expect((await check(kadhi)).body.data).toMatchObject({ state: 'SUBSISTING', entry: { entryNumber: entry.entryNumber } });
    expect((await check(imam)).status).toBe(403);
    expect((await check(await token(GULU_KADHI))).status).toBe(404);

    await approveAt(divorce.id, kadhi);
    await approveAt(divorce.id, registrar);
    expect(db.marriageRegister.findFirst((q) => q.where({ id: entry.id }))).toMatchObject({
      status: 'DISSOLVED',
      dissolvedBy: divorce.reference,
    });
    expect((await check(registrar)).body.data).toMatchObject({ state: 'DISSOLVED' });
    expect((await call(`/applications/${marriage.id}/dissolution-check`, { authorization: registrar })).status).toBe(409);
  });

  it('are seeded: one approved dissolution, and one forwarded that names a marriage not in the register', async () => {
    const { token } = tokenCache();
    const registrar = await token(REGISTRAR);
    expect(db.marriageRegister.findMany((q) => q.where({ status: 'DISSOLVED' }))).toHaveLength(1);
    const waiting = db.applications.findMany((q) => q.where({ serviceType: 'DIVORCE_RETURNS', status: 'Pending' }));
    const states = await Promise.all(
      waiting.map(
        async (a) =>
          (await call<{ data: DissolutionCheck }>(`/applications/${a.id}/dissolution-check`, { authorization: registrar })).body.data.state,
      ),
    );
    expect(states).toContain('NOT_FOUND');
  });
});

describe('the seeded returns', () => {
  it('pass their service’s rules on the day they were filed', () => {
    const seeded = db.applications.findMany((q) => q.where((a) => ['ISLAMIC_MARRIAGE_RETURNS', 'DIVORCE_RETURNS'].includes(a.serviceType)));
    expect(seeded).toHaveLength(ISLAMIC_RETURNS_SEEDED);
    for (const record of seeded) {
      const result = serviceRule(record.serviceType).answersSchema(todayIso()).safeParse(record.data);
      expect(result.success, `${record.reference}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });
});
