/**
 * One subsisting marriage per person (issue 30; src/domain/registers/subsisting-marriage.ts), over HTTP: while
 * the register of marriages shows Ibrahim Ssali (CM9302270914IS) in a subsisting marriage, no second marriage
 * of his enters it, whatever its form (civil, church, Hindu, Islamic, customary). The registrar's certificate,
 * the record of a celebration and a return's approval answer 409 `SUBSISTING_MARRIAGE` naming the entry; a
 * notice naming him is accepted only with the registrar's note, and the couple is told what to bring. The
 * dissolution of his marriage recorded in the register (an approved divorce return, or a decree absolute or a
 * death the registrar records on the entry) lifts the refusal.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Application } from '#src/domain/schemas/applications';
import type { MarriageEntry, MarriageRegime } from '#src/domain/schemas/registers';
import { SUBSISTING_MARRIAGE_CODE } from '#src/domain/registers/subsisting-marriage';
import { REVIEW_CHAINS } from '#src/domain/services/basics';
import { serviceRule } from '#src/domain/services/catalogue';
import type { Answers, ExamplePerson } from '#src/domain/services/service-rule';
import type { ServiceType } from '#src/domain/services/service-types';
import { createApplication } from '../application-store';
import { API_BASE } from '../base-url';
import { registerMarriage } from '../approval-effects';
import { advance, freezeClock, todayIso } from '../clock';
import { readOutbox } from '../control';
import { db, type ApplicationFields } from '../db';
import { civilMarriageNotice } from '../seed/civil-marriage-fixture';
import { NIRA_PEOPLE } from '../seed/demo';
import { random } from '../seed/people';
import { confirmParties, call, post, put, tokenCache, upload, type ErrorAnswer } from '../test-helpers';
import type { MarriageEntryDetails, RegisterPage } from '#src/domain/schemas/registers';
import type { DocumentRef } from '#src/domain/schemas/uploads';

const tokens = tokenCache();
const AMINA = 'amina.nakato@example.ug';
const REGISTRAR = 'registrar@registry.example.ug';
const IBRAHIM = NIRA_PEOPLE.find((p) => p.nin === 'CM9302270914IS')!;
const OTHERS = NIRA_PEOPLE.filter((p) => !['CM9302270914IS', 'CF9905140371HK'].includes(p.nin));

type Answer = { data: Application } & ErrorAnswer;

async function send(id: string, body: Record<string, unknown>, email: string) {
  return post<Answer>(`/applications/${id}/events`, body, await tokens.token(email));
}

/** Ibrahim's subsisting entries in the register. */
function ibrahimsSubsisting(): MarriageEntry[] {
  return db.marriageRegister.findMany().filter((e) => e.status === 'SUBSISTING' && [e.partyOne.nin, e.partyTwo.nin].includes(IBRAHIM.nin));
}

let serial = 0;

/**
 * Ibrahim's first marriage, of a form, entered in the register as an approved return would enter it (the
 * application that filed it is not the one under test).
 */
async function firstMarriage(regime: MarriageRegime): Promise<MarriageEntry> {
  serial += 1;
  const filer = {
    id: `first-${serial}`,
    reference: `RT-2026-FIRST-${serial}`,
    applicantId: 'usr-stpauls-clerk',
    applicantName: 'A filer',
  } as ApplicationFields;
  return registerMarriage(filer, {
    regime,
    dateOfMarriage: '2026-03-14',
    place: regime === 'CIVIL' ? 'Marriage Room 1, Georgian House' : 'Namirembe',
    placeLicence: null,
    district: 'Kampala',
    partyOne: { name: 'Ibrahim Ssali', nin: IBRAHIM.nin },
    partyTwo: { name: 'Sylvia Namata', nin: null },
    celebrant: 'Rev. J. Ssebunya',
  });
}

/** Example answers of a service about Ibrahim (the first party) and others, as its rule makes them. */
function answersAbout(serviceType: ServiceType, variant: number): Answers {
  const people: ExamplePerson[] = [{ ...IBRAHIM, sex: 'MALE' }, ...OTHERS.map((p) => ({ ...p, sex: p.sex as ExamplePerson['sex'] }))];
  const pick = random(variant);
  return serviceRule(serviceType).exampleAnswers({
    today: todayIso(),
    district: 'Kampala',
    random: () => (variant === 0 ? 0.1 : variant === 1 ? 0.9 : pick()),
    person: (i) => people[i % people.length]!,
    document: (what) => ({
      id: `doc-${what.toLowerCase().replace(/\W+/g, '-')}`,
      name: `${what}.pdf`,
      type: 'application/pdf',
      size: 1000,
    }),
  });
}

/** Store an application under review at the last level of its chain (the registrar's), as the API keeps one. */
async function inReviewAtLastLevel(serviceType: ServiceType, data: Answers, applicantId = 'usr-stpauls-clerk'): Promise<string> {
  serial += 1;
  const at = new Date().toISOString();
  const id = crypto.randomUUID();
  await createApplication({
    id,
    reference: `XX-2026-TEST-${serial}`,
    serviceType,
    version: 1,
    status: 'Pending',
    lifecycle: { value: { Review: 'InReview' }, level: REVIEW_CHAINS[serviceType].length - 1 },
    applicantId,
    applicantName: 'A filer',
    district: 'Kampala',
    data,
    documents: [],
    invoice: null,
    decisionReason: null,
    correctionFields: [],
    timeline: [],
    createdAt: at,
    updatedAt: at,
    submittedAt: at,
  });
  return id;
}

/** The divorce return that dissolves an entry, approved by the registrar (after the district kadhi). */
async function dissolveByDivorceReturn(entry: MarriageEntry): Promise<void> {
  const example = answersAbout('DIVORCE_RETURNS', 2);
  const id = await inReviewAtLastLevel('DIVORCE_RETURNS', { ...example, marriage: { entryNumber: entry.entryNumber } });
  const approved = await send(id, { type: 'application.approve' }, REGISTRAR);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  expect(db.marriageRegister.findFirst((q) => q.where({ entryNumber: entry.entryNumber }))?.status).toBe('DISSOLVED');
}

/** Expect the register's refusal, naming the entry and the person. */
function expectRefusal(answer: { status: number; body: ErrorAnswer }, entry: MarriageEntry, starts: string | RegExp): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.body.code).toBe(SUBSISTING_MARRIAGE_CODE);
  expect(answer.body.errors).toBeUndefined();
  expect(answer.body.message).toMatch(starts);
  expect(answer.body.message).toContain(
    `Ibrahim Ssali is a party to entry ${entry.entryNumber} of the register of marriages, which still subsists`,
  );
}

beforeEach(() => {
  freezeClock(new Date(2026, 9, 5, 10, 0).getTime());
  tokens.forget();
});

/** The returns: for each form, Ibrahim's first marriage is of another form. */
const RETURNS: ReadonlyArray<{ form: MarriageRegime; serviceType: ServiceType; variant: number; first: MarriageRegime }> = [
  { form: 'CHURCH', serviceType: 'MARRIAGE_RETURNS', variant: 0, first: 'CIVIL' },
  { form: 'HINDU', serviceType: 'MARRIAGE_RETURNS', variant: 1, first: 'CHURCH' },
  { form: 'ISLAMIC', serviceType: 'ISLAMIC_MARRIAGE_RETURNS', variant: 0, first: 'HINDU' },
  { form: 'CUSTOMARY', serviceType: 'CUSTOMARY_MARRIAGE', variant: 3, first: 'ISLAMIC' },
];

describe('a return naming a person in a subsisting marriage', () => {
  it.each(RETURNS)(
    'is not approved into the register ($form marriage; the first one $first), until the first is dissolved',
    async ({ form, serviceType, variant, first }) => {
      const entry = await firstMarriage(first);
      const data = answersAbout(serviceType, variant);
      if (form === 'ISLAMIC')
        data.husband = {
          ...(data.husband as object),
          hasNin: 'YES',
          nin: IBRAHIM.nin,
          givenName: IBRAHIM.givenName,
          surname: IBRAHIM.surname,
        };
      expect(serviceRule(serviceType).partyNinsOf?.(data)).toContain(IBRAHIM.nin);
      const id = await inReviewAtLastLevel(serviceType, data);

      const refused = await send(id, { type: 'application.approve' }, REGISTRAR);
      expectRefusal(refused, entry, /^This return cannot be approved: /);
      expect(refused.body.message).toContain(`Record the dissolution of entry ${entry.entryNumber} first`);
      expect(ibrahimsSubsisting().map((e) => e.entryNumber)).toEqual([entry.entryNumber]);
      // The registrar reads the same fact on the application (and may still decline or ask for corrections).
      const read = await call<Answer>(`/applications/${id}`, { authorization: await tokens.token(REGISTRAR) });
      expect(read.body.data.subsistingMarriage).toEqual({ entryNumber: entry.entryNumber, partyName: 'Ibrahim Ssali' });

      await dissolveByDivorceReturn(entry);
      const approved = await send(id, { type: 'application.approve' }, REGISTRAR);
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body.data.status).toBe('Approved');
      const now = ibrahimsSubsisting();
      expect(now).toHaveLength(1);
      expect(now[0]).toMatchObject({ applicationId: id, regime: form });
    },
  );
});

describe('a civil notice naming a person in a subsisting marriage', () => {
  /** Amina's notice of Ibrahim and Harriet's marriage, paid and opened by the registrar. */
  async function openedNotice(): Promise<string> {
    const id = crypto.randomUUID();
    expect((await post('/applications', { id, serviceType: 'MARRIAGE', data: {} }, await tokens.token(AMINA))).status).toBe(201);
    expect(
      (await put(`/applications/${id}`, { data: civilMarriageNotice(), documents: [], baseVersion: 1 }, await tokens.token(AMINA))).status,
    ).toBe(200);
    const submitted = await send(id, { type: 'application.submit', declaration: true }, AMINA);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    // The parties it names confirm it (issue 31 §2): then it is invoiced.
    const confirmed = await confirmParties(id, await tokens.token(AMINA));
    const card = {
      prn: confirmed.invoice?.prn,
      cardholderName: 'Amina Nakato',
      cardNumber: '4242424242424242',
      expiry: '12/35',
      cvc: '123',
    };
    expect((await post('/payments/card', card, await tokens.token(AMINA))).status).toBe(200);
    expect((await send(id, { type: 'application.open' }, REGISTRAR)).status).toBe(200);
    return id;
  }

  it("is accepted only with the registrar's note; the couple is told what to bring; the certificate and the celebration wait for the dissolution", async () => {
    const id = await openedNotice();
    const entry = await firstMarriage('CUSTOMARY');

    // Acceptance: refused without a note, accepted with one (the timeline keeps it).
    expectRefusal(await send(id, { type: 'application.approve' }, REGISTRAR), entry, /^Ibrahim Ssali is a party/);
    const note = 'Mr Ssali says his customary marriage ended in 2025; he will bring the decree absolute.';
    const accepted = await send(id, { type: 'application.approve', comment: note }, REGISTRAR);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.notice?.stage).toBe('PUBLISHED');
    expect(accepted.body.data.timeline.at(-1)).toMatchObject({ event: 'application.approve', comment: note });

    // The couple is told: the message and their application's page name the entry and what to bring.
    const [message] = readOutbox(AMINA).filter((m) => m.subject.includes('notice accepted'));
    expect(message?.body).toContain(
      `The register of marriages shows Ibrahim Ssali in a marriage that still subsists (entry ${entry.entryNumber})`,
    );
    expect(message?.body).toContain(
      `bring the decree absolute of the divorce, or the death certificate of the spouse, to the registry, quoting entry ${entry.entryNumber}`,
    );
    const mine = await call<Answer>(`/applications/${id}`, { authorization: await tokens.token(AMINA) });
    expect(mine.body.data.subsistingMarriage).toEqual({ entryNumber: entry.entryNumber, partyName: 'Ibrahim Ssali' });

    // 21 clear days later the registrar's certificate is refused, naming the entry.
    advance(22 * 86_400);
    tokens.forget();
    expectRefusal(
      await send(id, { type: 'application.issueCertificate' }, REGISTRAR),
      entry,
      /^The registrar's certificate cannot be issued: /,
    );

    // The dissolution recorded, the certificate issues, the ceremony is booked and celebrated: one marriage.
    await dissolveByDivorceReturn(entry);
    const certified = await send(id, { type: 'application.issueCertificate' }, REGISTRAR);
    expect(certified.status, JSON.stringify(certified.body)).toBe(200);
    expect(
      (await call<Answer>(`/applications/${id}`, { authorization: await tokens.token(AMINA) })).body.data.subsistingMarriage,
    ).toBeNull();
    const booked = await send(id, { type: 'application.bookCeremony', roomId: 'room-kampala-1', date: '2026-11-03', time: '11:00' }, AMINA);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    advance(7 * 86_400);
    tokens.forget();
    const celebrated = await send(id, celebration(), REGISTRAR);
    expect(celebrated.status, JSON.stringify(celebrated.body)).toBe(200);
    expect(ibrahimsSubsisting()).toEqual([expect.objectContaining({ applicationId: id, regime: 'CIVIL' })]);
  });

  it('refuses the celebration when a marriage of a party was registered after the certificate', async () => {
    const id = await openedNotice();
    expect((await send(id, { type: 'application.approve' }, REGISTRAR)).status).toBe(200);
    advance(22 * 86_400);
    tokens.forget();
    expect((await send(id, { type: 'application.issueCertificate' }, REGISTRAR)).status).toBe(200);
    expect(
      (await send(id, { type: 'application.bookCeremony', roomId: 'room-kampala-1', date: '2026-11-03', time: '11:00' }, AMINA)).status,
    ).toBe(200);
    const entry = await firstMarriage('CHURCH');
    advance(7 * 86_400);
    tokens.forget();
    expectRefusal(await send(id, celebration(), REGISTRAR), entry, /^The celebration cannot be recorded: /);
    expect(ibrahimsSubsisting().map((e) => e.entryNumber)).toEqual([entry.entryNumber]);
  });

  it('tells nobody through a draft whether a NIN typed in it is married', async () => {
    await firstMarriage('CIVIL');
    const id = crypto.randomUUID();
    expect(
      (await post('/applications', { id, serviceType: 'MARRIAGE', data: civilMarriageNotice() }, await tokens.token(AMINA))).status,
    ).toBe(201);
    const draft = await call<Answer>(`/applications/${id}`, { authorization: await tokens.token(AMINA) });
    expect(draft.body.data.subsistingMarriage).toBeNull();
  });
});

describe('POST /backoffice/registers/marriage/{entryNumber}/dissolution: a decree absolute or a death recorded on the entry', () => {
  async function evidenceOf(email: string): Promise<DocumentRef> {
    const answer = await upload<{ data: DocumentRef }>(
      { name: 'decree-absolute.pdf', type: 'application/pdf', content: new TextEncoder().encode('%PDF-1.4 decree') },
      await tokens.token(email),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data;
  }
  const record = async (entryNumber: string, body: Record<string, unknown>, email = REGISTRAR) =>
    post<{ data: MarriageEntryDetails } & ErrorAnswer>(
      `/backoffice/registers/marriage/${entryNumber}/dissolution`,
      body,
      await tokens.token(email),
    );

  it.each([
    { kind: 'DECREE_ABSOLUTE', reference: 'HCT-00-FD-DC-0042-2026', words: 'Decree absolute HCT-00-FD-DC-0042-2026', inDivorces: true },
    { kind: 'DEATH', reference: 'DC-2026-118204', words: 'Death, certificate DC-2026-118204', inDivorces: false },
  ])("lifts the refusal ($kind), kept in the entry's history with its evidence", async ({ kind, reference, words, inDivorces }) => {
    const entry = await firstMarriage('CHURCH');
    const id = await inReviewAtLastLevel('CUSTOMARY_MARRIAGE', answersAbout('CUSTOMARY_MARRIAGE', 3));
    expect((await send(id, { type: 'application.approve' }, REGISTRAR)).body.code).toBe(SUBSISTING_MARRIAGE_CODE);

    const evidence = await evidenceOf(REGISTRAR);
    const recorded = await record(entry.entryNumber, { kind, date: '2026-09-30', reference, evidence, note: 'Certified copy seen.' });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.data.entry).toMatchObject({
      status: 'DISSOLVED',
      dissolvedAt: '2026-09-30',
      dissolvedBy: reference,
      dissolvedHow: kind,
    });
    expect(recorded.body.data.history.at(-1)).toMatchObject({
      field: 'status',
      oldValue: 'Subsisting',
      newValue: `Dissolved on 30-09-2026: ${words}`,
      reason: `${kind === 'DEATH' ? 'Death certificate' : 'Decree absolute'} ${reference}, brought to the registry. Certified copy seen.`,
      changedByName: 'Grace Akello',
      applicationId: null,
      evidence,
    });
    // Staff who read the register open the evidence.
    const opened = await fetch(`${API_BASE}/uploads/${evidence.id}`, {
      headers: { Authorization: await tokens.token('rg@registry.example.ug') },
    });
    expect(opened.status).toBe(200);
    expect(await opened.text()).toBe('%PDF-1.4 decree');
    const divorces = await call<{ data: RegisterPage }>(`/backoffice/registers/divorces?q=${entry.entryNumber}`, {
      authorization: await tokens.token(REGISTRAR),
    });
    expect(divorces.body.data.items.map((r) => r.values.divorceReturn)).toEqual(inDivorces ? [`Decree absolute ${reference}`] : []);

    const approved = await send(id, { type: 'application.approve' }, REGISTRAR);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(ibrahimsSubsisting()).toEqual([expect.objectContaining({ applicationId: id, regime: 'CUSTOMARY' })]);

    const again = await record(entry.entryNumber, { kind, date: '2026-09-30', reference, evidence });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'ALREADY_DISSOLVED',
      message: `Entry ${entry.entryNumber} is already dissolved (on 30-09-2026, ${kind === 'DEATH' ? `death, certificate ${reference}` : `decree absolute ${reference}`}).`,
    });
  });

  it('is for the registrars (a district office in its district only), on their own upload, on a day the marriage had begun', async () => {
    const entry = await firstMarriage('CIVIL');
    const body = { kind: 'DEATH', date: '2026-09-30', reference: 'DC-2026-118204' };
    expect((await record(entry.entryNumber, { ...body, evidence: null }, 'clerk@stpauls.example.ug')).status).toBe(403);
    expect((await record(entry.entryNumber, { ...body, evidence: null }, 'director@registry.example.ug')).status).toBe(403);
    const gulu = await record(
      entry.entryNumber,
      { ...body, evidence: await evidenceOf('gulu.registrar@example.ug') },
      'gulu.registrar@example.ug',
    );
    expect(gulu.status).toBe(403);
    expect((await record('RM-2026-999999', { ...body, evidence: null })).status).toBe(404);

    const missing = await record(entry.entryNumber, { kind: 'DEATH', date: '', reference: '', evidence: null });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      date: 'Enter the day it ended',
      reference: 'Enter the number on the decree or the death certificate',
      evidence: 'Upload the decree or the death certificate',
    });
    const early = await record(entry.entryNumber, { ...body, date: '2026-01-02', evidence: await evidenceOf('rg@registry.example.ug') });
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual({
      date: 'The day it ended must be on or after the day of the marriage (14-03-2026)',
      evidence: 'Attach only documents you uploaded yourself',
    });
    const future = await record(entry.entryNumber, { ...body, date: '2026-12-01', evidence: await evidenceOf(REGISTRAR) });
    expect(future.body.errors).toEqual({ date: 'The day it ended must be today or earlier' });
    expect(db.marriageRegister.findFirst((q) => q.where({ entryNumber: entry.entryNumber }))?.status).toBe('SUBSISTING');
  });
});

/** The celebration of the booked ceremony, as the registrar records it. */
function celebration() {
  return {
    type: 'application.recordCelebration',
    celebratedOn: '2026-11-03',
    roomId: 'room-kampala-1',
    witnesses: [
      { name: 'Samuel Wasswa', nin: null },
      { name: 'Florence Adong', nin: null },
    ],
    officiant: 'Grace Akello, Registrar of Marriages',
  };
}
