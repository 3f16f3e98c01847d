/**
 * The access log (issue 31 §3; docs/decisions/038-access-log.md; mocks/access-log.ts, ./access-log.ts): every
 * staff read of an application's answers, one of its documents, a register entry or a person's record is
 * written; the person's own reads and the lists never are; the applicant reads their application's entries in
 * its answer; the administrator alone reads the whole log, filtered, and its CSV; nothing changes or deletes an
 * entry.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccessEntry, ApplicantAccessEntry } from '#src/domain/schemas/access-log';
import type { Application } from '#src/domain/schemas/applications';
import type { DocumentRef } from '#src/domain/schemas/uploads';
import * as accessLog from '../access-log';
import { findUserByEmail } from '../accounts';
import { findApplication } from '../application-store';
import { advance, freezeClock, todayIso } from '../clock';
import { db } from '../db';
import { civilMarriageNotice, NOTICE_PEOPLE } from '../seed/civil-marriage-fixture';
import { NIRA_PEOPLE } from '../seed/demo';
import { call, post, put, tokenCache, upload, type ErrorAnswer } from '../test-helpers';
import { HttpHandler } from 'msw';
import { ROUTES } from '#src/api/contract/routes';
import { API_BASE } from '../base-url';
import { handlerList } from './index';

const tokens = tokenCache();
const AMINA = 'amina.nakato@example.ug';
const REGISTRAR = 'registrar@registry.example.ug';
const ADMIN = 'admin@registry.example.ug';
const GOOD_CARD = { cardholderName: 'Amina Nakato', cardNumber: '4242424242424242', expiry: '08/30', cvc: '123' };

type LogPage = { data: { items: AccessEntry[]; total: number; page: number; pageSize: number } } & ErrorAnswer;

beforeEach(() => {
  tokens.forget();
  freezeClock();
});

/** Amina's Kampala notice with one uploaded document, submitted and paid (in the registrar's queue). */
async function aminasNotice(): Promise<{ application: Application; document: DocumentRef }> {
  const amina = await tokens.token(AMINA);
  const uploaded = await upload<{ data: DocumentRef }>({ name: 'birth-certificate.pdf', type: 'application/pdf', content: 64 }, amina);
  expect(uploaded.status).toBe(201);
  const id = crypto.randomUUID();
  const created = await post<{ data: Application }>('/applications', { id, serviceType: 'MARRIAGE', data: {} }, amina);
  const saved = await put<{ data: Application }>(
    `/applications/${id}`,
    { data: civilMarriageNotice(), documents: [uploaded.body.data], baseVersion: created.body.data.version },
    amina,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const submitted = await post<{ data: Application }>(
    `/applications/${id}/events`,
    { type: 'application.submit', declaration: true },
    amina,
  );
  expect(submitted.status).toBe(200);
  expect((await post('/payments/card', { ...GOOD_CARD, prn: submitted.body.data.invoice?.prn }, amina)).status).toBe(200);
  return { application: submitted.body.data, document: uploaded.body.data };
}

/** The status of a call whose answer may not be JSON (a document, a CSV). */
async function statusOf(path: string, authorization?: string): Promise<number> {
  const response = await fetch(`${API_BASE}${path}`, { headers: authorization ? { Authorization: authorization } : {} });
  await response.arrayBuffer();
  return response.status;
}

async function readLog(query = '', email = ADMIN) {
  return call<LogPage>(`/backoffice/access-log${query}`, { authorization: await tokens.token(email) });
}

async function aminasView(id: string): Promise<ApplicantAccessEntry[]> {
  const answer = await call<{ data: Application }>(`/applications/${id}`, { authorization: await tokens.token(AMINA) });
  expect(answer.status).toBe(200);
  return answer.body.data.accessLog ?? [];
}

describe('the access log', () => {
  it('writes each staff opening of the answers and a document, and the applicant reads them, newest first', async () => {
    const { application, document } = await aminasNotice();
    expect(await aminasView(application.id)).toEqual([]);
    const registrar = await tokens.token(REGISTRAR);

    const opened = await call<{ data: Application }>(`/applications/${application.id}`, { authorization: registrar });
    expect(opened.status).toBe(200);
    expect(opened.body.data.accessLog, 'staff are not sent the log').toBeUndefined();
    advance(60);
    expect(await statusOf(`/uploads/${document.id}`, registrar)).toBe(200);

    const seen = await aminasView(application.id);
    expect(seen).toEqual([
      expect.objectContaining({
        kind: 'DOCUMENT',
        staffName: 'Grace Akello',
        staffRole: 'Registrar',
        office: 'Head office',
        what: `The document “birth-certificate.pdf” of application ${application.reference}`,
      }),
      expect.objectContaining({
        kind: 'APPLICATION',
        staffName: 'Grace Akello',
        what: `The answers of application ${application.reference}`,
      }),
    ]);
    expect(Object.keys(seen[0] ?? {}).sort()).toEqual(['at', 'kind', 'office', 'staffName', 'staffRole', 'what']);
    expect(Date.parse(seen[0]?.at ?? '') - Date.parse(seen[1]?.at ?? '')).toBe(60_000);
  });

  it('never writes the person’s own reads, nor the lists, nor a refused read', async () => {
    const { application, document } = await aminasNotice();
    const amina = await tokens.token(AMINA);
    const before = db.accessLog.count();
    expect((await call(`/applications/${application.id}`, { authorization: amina })).status).toBe(200);
    expect((await call('/applications', { authorization: amina })).status).toBe(200);
    expect(await statusOf(`/uploads/${document.id}`, amina)).toBe(200);
    expect((await post('/nira/verify', { nin: NOTICE_PEOPLE.partyOne.person.nin }, amina)).status).toBe(200);
    const registrar = await tokens.token(REGISTRAR);
    expect((await call('/backoffice/applications', { authorization: registrar })).status).toBe(200);
    expect((await call(`/backoffice/tracking?q=${application.reference}`, { authorization: registrar })).status).toBe(200);
    // Gulu's office may not read a Kampala notice: nothing was opened, nothing is written.
    const gulu = await tokens.token('gulu.registrar@example.ug');
    expect((await call(`/applications/${application.id}`, { authorization: gulu })).status).toBe(403);
    expect(db.accessLog.count()).toBe(before);
  });

  it('counts a second read within 10 minutes as the same opening, and a later one as another', async () => {
    const { application } = await aminasNotice();
    const registrar = await tokens.token(REGISTRAR);
    await call(`/applications/${application.id}`, { authorization: registrar });
    advance(9 * 60);
    tokens.forget();
    await call(`/applications/${application.id}`, { authorization: await tokens.token(REGISTRAR) });
    expect(await aminasView(application.id)).toHaveLength(1);
    advance(2 * 60);
    tokens.forget();
    await call(`/applications/${application.id}`, { authorization: await tokens.token(REGISTRAR) });
    expect(await aminasView(application.id)).toHaveLength(2);
  });

  it('writes a register entry’s page under the application that made it, and a person’s record looked up by staff', async () => {
    const clerk = findUserByEmail('clerk@stpauls.example.ug')!;
    const entry = db.marriageRegister.findMany().find((e) => findApplication(e.applicationId)?.record.applicantId === clerk.userId)!;
    const registrar = await tokens.token(REGISTRAR);
    expect((await call(`/backoffice/registers/marriage/${entry.entryNumber}`, { authorization: registrar })).status).toBe(200);
    const person = NIRA_PEOPLE[0]!;
    expect((await post('/nira/verify', { nin: person.nin }, registrar)).status).toBe(200);

    const church = await call<{ data: Application }>(`/applications/${entry.applicationId}`, {
      authorization: await tokens.token('clerk@stpauls.example.ug'),
    });
    expect(church.body.data.accessLog).toEqual([
      expect.objectContaining({ kind: 'REGISTER_ENTRY', what: `Entry ${entry.entryNumber} of the register of marriages` }),
    ]);
    const byNin = await readLog(`?nin=${person.nin.toLowerCase()}`);
    expect(byNin.body.data.items).toEqual([
      expect.objectContaining({
        kind: 'PERSON',
        nins: [person.nin],
        applicationId: null,
        what: `The national register’s record of NIN ${person.nin}`,
      }),
    ]);
  });

  it('writes a district office’s reads with its district as the office', async () => {
    const clerk = findUserByEmail('clerk@stpauls.example.ug')!;
    const entry = db.marriageRegister.findMany().find((e) => findApplication(e.applicationId)?.record.applicantId === clerk.userId)!;
    const gulu = await tokens.token('gulu.registrar@example.ug');
    expect((await call(`/backoffice/registers/marriage/${entry.entryNumber}`, { authorization: gulu })).status).toBe(200);
    const [written] = (await readLog(`?reference=${entry.applicationReference}`)).body.data.items;
    expect(written).toMatchObject({ staffRole: 'District registrar', office: 'Gulu district office', entryNumber: entry.entryNumber });
  });
});

describe('the district kadhi', () => {
  it('is written when he opens a return of his district he reviews, not when he reads his own', async () => {
    const kadhi = findUserByEmail('kadhi.kampala@example.ug')!;
    const token = await tokens.token('kadhi.kampala@example.ug');
    const queue = await call<{ data: { items: Array<{ id: string; reference: string }> } }>(
      '/district-kadhi/applications?queue=DISTRICT_KADHI',
      { authorization: token },
    );
    const waiting = queue.body.data.items[0]!;
    expect((await call(`/applications/${waiting.id}`, { authorization: token })).status).toBe(200);
    const [written] = (await readLog(`?reference=${waiting.reference}`)).body.data.items;
    expect(written).toMatchObject({
      staffUserId: kadhi.userId,
      staffRole: 'District kadhi',
      office: 'District kadhi of Kampala',
      kind: 'APPLICATION',
    });
    // The returns he files himself (the quarterly and his own marriage returns) are his own reads.
    const own = db.applications.findMany((q) => q.where({ applicantId: kadhi.userId })).find((a) => a.status !== 'Draft')!;
    const before = db.accessLog.count();
    expect((await call(`/applications/${own.id}`, { authorization: token })).status).toBe(200);
    expect(db.accessLog.count()).toBe(before);
  });
});

describe('GET /backoffice/access-log and its CSV', () => {
  it('answers the administrator only', async () => {
    for (const email of [REGISTRAR, 'finance@registry.example.ug', AMINA, 'gulu.registrar@example.ug']) {
      expect((await readLog('', email)).status, email).toBe(403);
      expect(await statusOf('/backoffice/access-log/export', await tokens.token(email)), email).toBe(403);
    }
    expect((await call('/backoffice/access-log')).status).toBe(401);
  });

  it('filters by reference, NIN, staff member and days, newest first, and exports what the filters show', async () => {
    const { application, document } = await aminasNotice();
    const registrar = await tokens.token(REGISTRAR);
    await call(`/applications/${application.id}`, { authorization: registrar });
    advance(60);
    await statusOf(`/uploads/${document.id}`, await tokens.token('director@registry.example.ug'));

    const byReference = await readLog(`?reference=${application.reference.toLowerCase()}`);
    expect(byReference.status).toBe(200);
    expect(byReference.body.data.items.map((e) => [e.kind, e.staffRole])).toEqual([
      ['DOCUMENT', 'Director'],
      ['APPLICATION', 'Registrar'],
    ]);
    expect(byReference.body.data.total).toBe(2);
    const aminasNin = findUserByEmail(AMINA)!.idNumber!;
    const byNin = await readLog(`?nin=${aminasNin}&staff=akello`);
    expect(byNin.body.data.items.map((e) => e.kind)).toEqual(['APPLICATION']);
    const today = todayIso();
    expect((await readLog(`?reference=${application.reference}&from=${today}&to=${today}`)).body.data.total).toBe(2);
    expect((await readLog(`?reference=${application.reference}&from=2099-01-01`)).body.data.total).toBe(0);
    const backwards = await readLog(`?from=${today}&to=2000-01-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ to: 'The "to" date must be on or after the "from" date' });

    const response = await fetch(`${API_BASE}/backoffice/access-log/export?reference=${application.reference}&staff=grace`, {
      headers: { Authorization: await tokens.token(ADMIN) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="access-log.csv"');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('When,Staff member,Role,Office,Opened,What,Application,NINs');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `Grace Akello,Registrar,Head office,Application,The answers of application ${application.reference},${application.reference},`,
    );
    expect(lines[1]).toContain(aminasNin);
  });
});

describe('nothing changes or deletes an entry', () => {
  it('offers only writing and reading, hands out copies, and no call changes the log', async () => {
    expect(Object.keys(accessLog).sort()).toEqual(['SAME_OPENING_MS', 'accessLogOfApplication', 'recordAccess', 'selectAccessLog']);
    const { application } = await aminasNotice();
    await call(`/applications/${application.id}`, { authorization: await tokens.token(REGISTRAR) });
    const [first] = accessLog.selectAccessLog({});
    first!.staffName = 'Someone else';
    first!.nins.push('CM00000000000X');
    expect(accessLog.selectAccessLog({})[0]).toMatchObject({ staffName: 'Grace Akello' });
    expect(accessLog.selectAccessLog({})[0]?.nins).not.toContain('CM00000000000X');
    // No handler, and no operation of the contract, takes anything but GET on the log.
    const logHandlers = handlerList.filter((h) => h instanceof HttpHandler && String(h.info.path).includes('access-log'));
    expect(logHandlers.map((h) => (h as HttpHandler).info.method)).toEqual(['GET', 'GET']);
    expect(Object.values(ROUTES).filter((r) => r.includes('access-log'))).toEqual([
      'GET /backoffice/access-log',
      'GET /backoffice/access-log/export',
    ]);
    const before = JSON.stringify(db.accessLog.all());
    await readLog();
    expect(await statusOf('/backoffice/access-log/export', await tokens.token(ADMIN))).toBe(200);
    expect(JSON.stringify(db.accessLog.all())).toBe(before);
  });
});
