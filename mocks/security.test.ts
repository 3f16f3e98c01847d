/**
 * The mock API probed as an attacker would (issue 7): every endpoint called by every kind of caller
 * against the role × resource table (docs/decisions/008-role-access.md), the attacks the issue
 * found, each asserting its refusal, and a corpus of bad inputs that must each get a 4xx with a
 * message, never a 5xx. The counts of calls, callers and inputs are printed at the end.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS, may, principalOf, type Capability, type Principal, PRINCIPALS } from '../src/domain/access';
import type { Application } from '../src/domain/schemas/applications';
import type { DocumentRef } from '../src/domain/schemas/uploads';
import { findUserByEmail } from './accounts';
import { freezeClock } from './clock';
import { advanceMockClock, readOutbox } from './control';
import { MOCK_ERROR_CODES } from './messages';
import { base64UrlEncode } from './random';
import { civilMarriageNotice } from './seed/civil-marriage-fixture';
import { DEMO_PASSWORD, FREE_NINS, NIRA_PEOPLE, registerPhone } from './seed/demo';
import { API_BASE } from './base-url';
import { THROTTLE_RULES } from './throttle';
import { confirmParties, latestLinkToken, NEW_PASSWORD, type ErrorAnswer } from './test-helpers';

// ---------------------------------------------------------------------------------------------
// A fetch that counts.

let calls = 0;
const callers = new Set<string>();
let badInputs = 0;

interface Sent {
  method?: string;
  /** JSON value, or raw text when `raw` is set. */
  body?: unknown;
  raw?: string;
  contentType?: string | null;
  token?: string | null;
  client?: string;
}

interface Got<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

async function api<T = unknown>(path: string, sent: Sent = {}): Promise<Got<T>> {
  calls += 1;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (sent.raw !== undefined) body = sent.raw;
  else if (sent.body !== undefined) body = JSON.stringify(sent.body);
  if (body !== undefined && sent.contentType !== null) headers['Content-Type'] = sent.contentType ?? 'application/json';
  if (sent.token) headers.Authorization = sent.token;
  if (sent.client) headers['X-Forwarded-For'] = sent.client;
  const response = await fetch(`${API_BASE}${path}`, { method: sent.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

async function uploadAs(token: string, name = 'evidence.pdf'): Promise<Got<{ data: DocumentRef }>> {
  calls += 1;
  const form = new FormData();
  form.append('file', new File([new Uint8Array(64)], name, { type: 'application/pdf' }));
  const response = await fetch(`${API_BASE}/uploads`, { method: 'POST', headers: { Authorization: token }, body: form });
  return { status: response.status, body: (await response.json()) as { data: DocumentRef }, headers: response.headers };
}

// ---------------------------------------------------------------------------------------------
// The callers: one account of each kind, plus nobody.

/** Every kind of caller, by the account it signs in with (null: no token). */
const CALLERS = {
  anonymous: null,
  individual: 'amina.nakato@example.ug',
  'individual, no NIN yet': 'new.citizen@example.ug',
  organisation: 'clerk@stpauls.example.ug',
  registrar: 'registrar@registry.example.ug',
  director: 'director@registry.example.ug',
  'Registrar General': 'rg@registry.example.ug',
  minister: 'minister@registry.example.ug',
  finance: 'finance@registry.example.ug',
  admin: 'admin@registry.example.ug',
  'district registrar (Gulu)': 'gulu.registrar@example.ug',
} as const;
type CallerName = keyof typeof CALLERS;
const CALLER_NAMES = Object.keys(CALLERS) as CallerName[];

async function signIn(email: string, client?: string): Promise<{ token: string; refreshToken: string }> {
  const login = await api<{ data: { refreshToken: string } }>('/users/auth/login', {
    body: { phoneOrEmail: email, password: DEMO_PASSWORD },
    client,
  });
  expect(login.status, `${email}: ${JSON.stringify(login.body)}`).toBe(200);
  const refreshed = await api<{ data: { token: string; refreshToken: string } }>('/users/refresh-token', {
    body: { refreshToken: login.body.data.refreshToken },
  });
  expect(refreshed.status).toBe(200);
  return refreshed.body.data;
}

async function tokens(): Promise<Record<CallerName, string | null>> {
  const out = {} as Record<CallerName, string | null>;
  for (const name of CALLER_NAMES) {
    const email = CALLERS[name];
    out[name] = email ? (await signIn(email)).token : null;
    callers.add(name);
  }
  return out;
}

function principalOfCaller(name: CallerName): Principal | null {
  const email = CALLERS[name];
  const user = email ? findUserByEmail(email) : undefined;
  return user ? principalOf(user) : null;
}

// ---------------------------------------------------------------------------------------------
// Applications to aim at: Amina's Kampala notice, submitted and paid, with a document uploaded.

const GOOD_CARD = { cardholderName: 'Amina Nakato', cardNumber: '4242424242424242', expiry: '08/30', cvc: '123' };

async function draftOf(token: string, documents: DocumentRef[] = []): Promise<Application> {
  const id = crypto.randomUUID();
  const created = await api<{ data: Application }>('/applications', { body: { id, serviceType: 'MARRIAGE', data: {} }, token });
  expect(created.status).toBe(201);
  const saved = await api<{ data: Application }>(`/applications/${id}`, {
    method: 'PUT',
    body: { data: civilMarriageNotice(), documents, baseVersion: created.body.data.version },
    token,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.data;
}

async function submittedOf(token: string, documents: DocumentRef[] = []): Promise<Application> {
  const draft = await draftOf(token, documents);
  const submitted = await api<{ data: Application }>(`/applications/${draft.id}/events`, {
    body: { type: 'application.submit', declaration: true },
    token,
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  // The parties the notice names confirm it (issue 31 §2): then it is invoiced.
  return confirmParties(draft.id, token);
}

async function paidOf(token: string, documents: DocumentRef[] = []): Promise<Application> {
  const submitted = await submittedOf(token, documents);
  const paid = await api('/payments/card', { body: { ...GOOD_CARD, prn: submitted.invoice?.prn }, token });
  expect(paid.status).toBe(200);
  return submitted;
}

beforeEach(() => {
  freezeClock();
});

afterAll(() => {
  console.info(`[security] ${calls} calls, ${callers.size} kinds of caller, ${badInputs} bad inputs`);
});

// ---------------------------------------------------------------------------------------------
// The role × endpoint matrix.

/** What a refused caller gets: 401 without a session; 403, or 404 where the resource's existence is hidden. */
type Outcome = 'allowed' | 401 | 403 | 404;

interface EndpointCase {
  name: string;
  /** The table's capability the call needs, or null for calls every signed-in account may make. */
  capability: Capability | null;
  /** The outcome for a caller the table refuses (401 for nobody is implied). */
  refused: 403 | 404;
  /** Callers allowed beyond the capability (the resource's owner). */
  alsoAllowed?: readonly CallerName[];
  /** Callers refused despite the capability (another district, a review level the lifecycle does not allow now). */
  alsoRefused?: readonly CallerName[];
  /** What applicants who are not the owner get, when not {@link refused}: 404, as if it did not exist. */
  otherApplicants?: 404;
  /** Make the call; the set-up is shared by all callers. */
  call: (token: string | null, setup: Setup) => Promise<Got>;
}

interface Setup {
  owner: string;
  paid: Application;
  draft: Application;
  document: DocumentRef;
}

const ENDPOINTS: readonly EndpointCase[] = [
  { name: 'GET /users/me', capability: 'profile.own', refused: 403, call: (token) => api('/users/me', { token }) },
  {
    name: 'POST /users/update (own e-mail)',
    capability: 'profile.own',
    refused: 403,
    call: async (token) => {
      const me = await api<{ data: { email: string } }>('/users/me', { token });
      return api('/users/update', { body: { email: me.body?.data?.email ?? 'x@example.ug' }, token });
    },
  },
  {
    name: 'POST /users/nin-proof, /verify, /users/register (prove and link a NIN)',
    capability: 'profile.onboard',
    refused: 403,
    call: async (token) => {
      const nin = FREE_NINS[0];
      const sent = await api('/users/nin-proof', { body: { nin }, token });
      if (sent.status !== 200) return sent;
      const code = readOutbox(registerPhone(nin)).find((m) => m.channel === 'sms')?.code;
      const verified = await api<{ data: { ninProof: string } }>('/users/nin-proof/verify', { body: { nin, code }, token });
      if (verified.status !== 200) return verified;
      const ninProof = verified.body.data.ninProof;
      return api('/users/register', { body: { nin, district: 'Kampala', address: 'Plot 1', ninProof }, token });
    },
  },
  {
    // Every applicant deletes their own drafts (issue 31 §4; docs/decisions/041).
    name: 'DELETE /users/me/drafts',
    capability: 'applications.own',
    refused: 403,
    call: (token) => api('/users/me/drafts', { method: 'DELETE', token }),
  },
  {
    // A wrong password: those who may close are answered 400 at the field (nothing is closed), the others 403.
    name: 'POST /users/me/close (a wrong password)',
    capability: 'account.close',
    refused: 403,
    call: (token) => api('/users/me/close', { body: { password: 'not the password', confirm: true }, token }),
  },
  {
    name: 'POST /users/back-office (create staff)',
    capability: 'accounts.staff',
    refused: 403,
    call: (token) =>
      api('/users/back-office', {
        body: {
          nin: 'CM0101200453SW',
          givenName: 'Samuel',
          surname: 'Wasswa',
          email: `samuel.${crypto.randomUUID().slice(0, 8)}@registry.example.ug`,
          phone: '+256700111222',
          accountType: 'BACKOFFICE',
          role: 'REGISTRAR',
        },
        token,
      }),
  },
  {
    name: 'POST /nira/verify',
    capability: 'nira.verify',
    refused: 403,
    call: (token) => api('/nira/verify', { body: { nin: NIRA_PEOPLE[0]?.nin }, token }),
  },
  {
    name: 'POST /uploads',
    capability: 'applications.own',
    // The administrator uploads the certification stamps (settings "certificate-stamp"); the registrars the
    // evidence of a dissolution they record (issue 30).
    alsoAllowed: ['admin', 'registrar', 'Registrar General', 'district registrar (Gulu)'],
    refused: 403,
    call: async (token) => {
      if (!token) return api('/uploads', { raw: '', contentType: null });
      return uploadAs(token);
    },
  },
  {
    name: 'GET /uploads/{id} (a document of a submitted Kampala notice)',
    capability: 'applications.review',
    refused: 404,
    alsoAllowed: ['individual'],
    alsoRefused: ['district registrar (Gulu)'],
    call: (token, s) => api(`/uploads/${s.document.id}`, { token }),
  },
  {
    name: 'POST /applications',
    capability: 'applications.own',
    refused: 403,
    call: (token) => api('/applications', { body: { id: crypto.randomUUID(), serviceType: 'MARRIAGE', data: {} }, token }),
  },
  { name: 'GET /applications (own)', capability: 'profile.own', refused: 403, call: (token) => api('/applications', { token }) },
  {
    name: 'GET /applications/{id} (a submitted Kampala notice)',
    capability: 'applications.review',
    refused: 403,
    alsoAllowed: ['individual'],
    alsoRefused: ['district registrar (Gulu)'],
    otherApplicants: 404,
    call: (token, s) => api(`/applications/${s.paid.id}`, { token }),
  },
  {
    name: 'PUT /applications/{id} (a draft)',
    capability: null,
    refused: 404,
    alsoAllowed: ['individual'],
    call: (token, s) =>
      api(`/applications/${s.draft.id}`, {
        method: 'PUT',
        body: { data: civilMarriageNotice(), documents: [], baseVersion: s.draft.version },
        token,
      }),
  },
  {
    name: 'POST /applications/{id}/events (open for review)',
    capability: 'applications.review',
    refused: 403,
    // The lifecycle: only the registrar's level opens a new notice, and Gulu's office decides Gulu's only.
    alsoRefused: ['director', 'Registrar General', 'minister', 'district registrar (Gulu)'],
    otherApplicants: 404,
    // A fresh notice for each caller, so one caller's opening does not decide the next one's answer.
    call: async (token, s) => api(`/applications/${(await paidOf(s.owner)).id}/events`, { body: { type: 'application.open' }, token }),
  },
  {
    name: 'GET /backoffice/applications',
    capability: 'applications.list',
    refused: 403,
    call: (token) => api('/backoffice/applications', { token }),
  },
  {
    // An incomplete body: the registrars are answered 400 (allowed), everybody else refused (issue 30).
    name: 'POST /backoffice/registers/marriage/{entryNumber}/dissolution (a Kampala entry)',
    capability: 'register.dissolve',
    refused: 403,
    alsoRefused: ['district registrar (Gulu)'],
    call: (token) => api('/backoffice/registers/marriage/RM-2026-000001/dissolution', { body: {}, token }),
  },
  {
    // The whole access log: the administrator only (issue 31 §3; docs/decisions/038).
    name: 'GET /backoffice/access-log',
    capability: 'access.log',
    refused: 403,
    call: (token) => api('/backoffice/access-log', { token }),
  },
  {
    name: 'POST /payments/card (an unpaid invoice of Amina’s)',
    capability: null,
    refused: 403,
    alsoAllowed: ['individual'],
    call: async (token, s) => {
      const unpaid = await submittedOf(s.owner);
      return api('/payments/card', { body: { ...GOOD_CARD, prn: unpaid.invoice?.prn }, token });
    },
  },
];

/** Public calls: everybody, signed in or not. */
const PUBLIC_ENDPOINTS: ReadonlyArray<readonly [string, string]> = [
  ['GET /prices', '/prices'],
  ['GET /districts', '/districts'],
  ['GET /registers/licensed-places', '/registers/licensed-places'],
];

function expectedOutcome(endpoint: EndpointCase, caller: CallerName): Outcome {
  if (CALLERS[caller] === null) return 401;
  if (endpoint.alsoRefused?.includes(caller)) return endpoint.name.startsWith('GET /uploads') ? 404 : 403;
  if (endpoint.alsoAllowed?.includes(caller)) return 'allowed';
  const principal = principalOfCaller(caller);
  const owner = caller === 'individual';
  if (endpoint.otherApplicants && !owner && (principal === 'INDIVIDUAL' || principal === 'ORGANIZATION')) return endpoint.otherApplicants;
  if (endpoint.capability === null) return endpoint.refused;
  const allowed = principal ? ACCESS[principal].includes(endpoint.capability) : endpoint.capability === 'profile.own';
  return allowed ? 'allowed' : endpoint.refused;
}

function outcomeOf(status: number): Outcome {
  if (status === 401 || status === 403 || status === 404) return status;
  return 'allowed';
}

describe('role × endpoint matrix (docs/decisions/008-role-access.md)', () => {
  it('the table names every principal once and the guard and the API read the same table', () => {
    expect(Object.keys(ACCESS).sort()).toEqual([...PRINCIPALS].sort());
    expect(may({ accountType: 'BACKOFFICE', role: 'FINANCE' }, 'applications.review')).toBe(false);
    expect(may({ accountType: 'ADMIN_UNIT', role: 'REGISTRAR' }, 'applications.review')).toBe(true);
    expect(may({ accountType: 'BACKOFFICE', role: null }, 'profile.own')).toBe(true);
    expect(may({ accountType: 'BACKOFFICE', role: null }, 'applications.list')).toBe(false);
  });

  it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s', async (_name, endpoint) => {
    const all = await tokens();
    const owner = all.individual as string;
    const document = (await uploadAs(owner)).body.data;
    const setup: Setup = { owner, paid: await paidOf(owner, [document]), draft: await draftOf(owner), document };
    const got: Record<string, Outcome> = {};
    const want: Record<string, Outcome> = {};
    for (const caller of CALLER_NAMES) {
      const answer = await endpoint.call(all[caller], setup);
      expect(answer.status, `${caller}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
      got[caller] = outcomeOf(answer.status);
      want[caller] = expectedOutcome(endpoint, caller);
    }
    expect(got).toEqual(want);
  });

  it.each(PUBLIC_ENDPOINTS)('%s answers everybody, signed in or not', async (_name, path) => {
    const all = await tokens();
    for (const caller of CALLER_NAMES) expect((await api(path, { token: all[caller] })).status).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------
// The attacks of issue 7.

function forge(
  payload: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
  signature = 'mock-signature',
): string {
  return `Bearer ${base64UrlEncode(JSON.stringify(header))}.${base64UrlEncode(JSON.stringify(payload))}.${signature}`;
}

describe('§1 forged tokens', () => {
  it('are refused: the old fixed marker, alg none, a rewritten payload, a refresh token as access, an expired one', async () => {
    const { token, refreshToken } = await signIn('amina.nakato@example.ug');
    const [header, body, signature] = token.slice('Bearer '.length).split('.') as [string, string, string];
    const claims = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const admin = { ...claims, sub: 'usr-admin', exp: Math.floor(Date.now() / 1000) + 86_400 };
    const forged = [
      forge(admin),
      forge(admin, { alg: 'none', typ: 'JWT' }, ''),
      `Bearer ${header}.${base64UrlEncode(JSON.stringify(admin))}.${signature}`,
      `Bearer ${refreshToken}`,
      forge({ sub: 'usr-admin', typ: 'access', iat: 1, exp: 9_999_999_999, jti: 'x' }),
    ];
    for (const attempt of forged) {
      for (const path of ['/users/me', '/backoffice/applications']) {
        const answer = await api<ErrorAnswer>(path, { token: attempt });
        expect(answer.status, attempt).toBe(401);
      }
      const create = await api('/users/back-office', {
        body: {
          givenName: 'Eve',
          surname: 'Okello',
          email: 'eve@example.ug',
          phone: '+256700999888',
          accountType: 'BACKOFFICE',
          role: 'ADMIN',
        },
        token: attempt,
      });
      expect(create.status).toBe(401);
    }
    await advanceMockClock(300);
    expect((await api('/users/me', { token })).status).toBe(401);
  });
});

describe('§2 a profile update cannot move an account', () => {
  it("Gulu's registrar can neither move to Kampala nor then read or decide a Kampala application", async () => {
    const amina = (await signIn('amina.nakato@example.ug')).token;
    const paid = await paidOf(amina);
    const gulu = (await signIn('gulu.registrar@example.ug')).token;
    for (const body of [{ district: 'Kampala' }, { district: 'kampala' }, { role: 'ADMIN' }, { accountType: 'BACKOFFICE' }]) {
      const moved = await api<ErrorAnswer>('/users/update', { body, token: gulu });
      expect(moved.status).toBe(403);
      expect(moved.body.code).toBe(MOCK_ERROR_CODES.profileFieldLocked);
    }
    expect((await api(`/applications/${paid.id}`, { token: gulu })).status).toBe(403);
    expect((await api(`/applications/${paid.id}/events`, { body: { type: 'application.open' }, token: gulu })).status).toBe(403);
  });
});

describe('§3 uploads are read only through the applications one may read', () => {
  it("a draft's file, another district's file, and anyone's file for finance and admin are not found", async () => {
    const amina = (await signIn('amina.nakato@example.ug')).token;
    const onDraft = (await uploadAs(amina)).body.data;
    await draftOf(amina, [onDraft]);
    const submittedFile = (await uploadAs(amina)).body.data;
    await paidOf(amina, [submittedFile]);
    const read = async (email: string, id: string) => (await api(`/uploads/${id}`, { token: (await signIn(email)).token })).status;
    expect(await read('registrar@registry.example.ug', onDraft.id)).toBe(404);
    expect(await read('registrar@registry.example.ug', submittedFile.id)).toBe(200);
    expect(await read('gulu.registrar@example.ug', submittedFile.id)).toBe(404);
    expect(await read('finance@registry.example.ug', submittedFile.id)).toBe(404);
    expect(await read('admin@registry.example.ug', submittedFile.id)).toBe(404);
    expect(await read('clerk@stpauls.example.ug', submittedFile.id)).toBe(404);
    expect(await read('amina.nakato@example.ug', onDraft.id)).toBe(200);
  });

  it("another person's upload cannot be attached to one's own application to read it", async () => {
    const clerk = (await signIn('clerk@stpauls.example.ug')).token;
    const theirs = (await uploadAs(clerk)).body.data;
    const amina = (await signIn('amina.nakato@example.ug')).token;
    const created = await api<{ data: Application }>('/applications', {
      body: { id: crypto.randomUUID(), serviceType: 'MARRIAGE', data: {} },
      token: amina,
    });
    const attached = await api<ErrorAnswer>(`/applications/${created.body.data.id}`, {
      method: 'PUT',
      body: { data: {}, documents: [theirs], baseVersion: created.body.data.version },
      token: amina,
    });
    expect(attached.status).toBe(400);
    expect((await api(`/uploads/${theirs.id}`, { token: amina })).status).toBe(404);
  });
});

describe('§5 throttling', () => {
  it('200 wrong passwords then the right one does not sign in; the e-mailed link unlocks the account', async () => {
    const email = 'amina.nakato@example.ug';
    const statuses: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      statuses.push(
        (await api('/users/auth/login', { body: { phoneOrEmail: email, password: `wrong-${i}` }, client: `10.0.0.${i % 250}` })).status,
      );
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses[4]).toBe(429); // the fifth starts the first lock
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const right = await api<ErrorAnswer>('/users/auth/login', { body: { phoneOrEmail: email, password: DEMO_PASSWORD } });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe(MOCK_ERROR_CODES.accountLocked);
    expect(Number(right.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(right.body.message).toMatch(/locked for 1 minute/);

    const warning = readOutbox(email).find((m) => /locked/.test(m.subject));
    expect(warning?.link).toMatch(/^\/auth\/account-password\?token=/);
    const reset = await api('/users/auth/reset-password', {
      body: { token: latestLinkToken(email), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect((await api('/users/auth/login', { body: { phoneOrEmail: email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('locks for longer with each failure, at most 15 minutes, and for a day at 100 (NIST SP 800-63B §5.2.2)', async () => {
    const email = 'clerk@stpauls.example.ug';
    const wrong = () => api<ErrorAnswer>('/users/auth/login', { body: { phoneOrEmail: email, password: 'not-it' } });
    const waits: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const answer = await wrong();
      if (answer.status === 429) {
        const wait = Number(answer.headers.get('Retry-After'));
        waits.push(wait);
        await advanceMockClock(wait);
      }
    }
    expect(waits.slice(0, 6)).toEqual([60, 120, 240, 480, 900, 900]);
    expect(waits.at(-1)).toBe(24 * 3600);
    // Time lifts it too.
    expect((await api('/users/auth/login', { body: { phoneOrEmail: email, password: DEMO_PASSWORD } })).status).toBe(200);
  });

  it('an unknown identifier locks exactly like an account, so a lock tells nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await api('/users/auth/login', { body: { phoneOrEmail: 'nobody@example.ug', password: 'x' }, client: `10.1.0.${i}` })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('one client spraying one password over many accounts is stopped after 30 failures; other clients are not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (await api('/users/auth/login', { body: { phoneOrEmail: `person${i}@example.ug`, password: 'Password1' }, client: '203.0.113.9' }))
          .status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    const elsewhere = await api('/users/auth/login', {
      body: { phoneOrEmail: 'amina.nakato@example.ug', password: DEMO_PASSWORD },
      client: '198.51.100.7',
    });
    expect(elsewhere.status).toBe(200);
  });

  it('50 reset requests send 3 e-mails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      statuses.push(
        (
          await api('/users/auth/request-reset-password-token', {
            body: { phoneOrEmail: 'amina.nakato@example.ug' },
            client: `10.2.0.${i}`,
          })
        ).status,
      );
    }
    expect(readOutbox('amina.nakato@example.ug')).toHaveLength(THROTTLE_RULES.resetIdentifier.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - THROTTLE_RULES.resetIdentifier.limit);
  });

  it('the SMS code allows at most 25 guesses an hour', async () => {
    const registered = await api<{ data: { userId: string } }>('/users/auth/register', {
      body: { givenName: 'Florence', surname: 'Adong', email: 'florence.adong@example.ug', phone: '+256783111222', acceptTerms: true },
    });
    const { userId } = registered.body.data;
    await api('/users/auth/activate-email', { body: { token: latestLinkToken('florence.adong@example.ug') } });
    let guesses = 0;
    for (let round = 0; round < 20; round += 1) {
      const sent = await api('/users/auth/activate-phone', { body: { userId } });
      if (sent.status === 200) {
        for (let i = 0; i < 10; i += 1) {
          const answer = await api('/users/auth/verify-otp', { body: { userId, otp: '000000' } });
          if (answer.status === 400 || (answer.status === 429 && i < 5)) guesses += 1;
          if (answer.status === 429) break;
        }
      }
      await advanceMockClock(30);
    }
    expect(guesses).toBeLessThanOrEqual(25);
  });
});

describe('§7 refresh tokens rotate; reuse ends the session; logout ends it', () => {
  it('answers a new refresh token each time and ends the session when a spent one comes back', async () => {
    const login = await api<{ data: { refreshToken: string } }>('/users/auth/login', {
      body: { phoneOrEmail: 'amina.nakato@example.ug', password: DEMO_PASSWORD },
    });
    const first = login.body.data.refreshToken;
    const one = await api<{ data: { token: string; refreshToken: string } }>('/users/refresh-token', { body: { refreshToken: first } });
    expect(one.body.data.refreshToken).not.toBe(first);
    // Within 10 s: two tabs racing, answered 409 with no tokens.
    const race = await api<ErrorAnswer>('/users/refresh-token', { body: { refreshToken: first } });
    expect(race.status).toBe(409);
    expect(race.body).not.toHaveProperty('data');
    await advanceMockClock(11);
    // Later: a thief. The session ends, with every token of it.
    expect((await api('/users/refresh-token', { body: { refreshToken: first } })).status).toBe(401);
    expect((await api('/users/refresh-token', { body: { refreshToken: one.body.data.refreshToken } })).status).toBe(401);
    expect((await api('/users/me', { token: one.body.data.token })).status).toBe(401);
  });

  it('never lengthens the session: the rotated refresh tokens end when the first would have', async () => {
    const { refreshToken } = await signIn('amina.nakato@example.ug');
    let current = refreshToken;
    for (let i = 0; i < 59; i += 1) {
      await advanceMockClock(30);
      const next = await api<{ data: { refreshToken: string } }>('/users/refresh-token', { body: { refreshToken: current } });
      expect(next.status).toBe(200);
      current = next.body.data.refreshToken;
    }
    await advanceMockClock(30);
    expect((await api('/users/refresh-token', { body: { refreshToken: current } })).status).toBe(401);
  });

  it('logout ends the access token at once, not 5 minutes later', async () => {
    const { token, refreshToken } = await signIn('amina.nakato@example.ug');
    expect((await api('/users/me', { token })).status).toBe(200);
    expect((await api('/users/auth/logout', { body: { refreshToken } })).status).toBe(200);
    expect((await api('/users/me', { token })).status).toBe(401);
    expect((await api('/users/refresh-token', { body: { refreshToken } })).status).toBe(401);
  });

  it('a password reset ends every session of the account', async () => {
    const { token } = await signIn('amina.nakato@example.ug');
    await api('/users/auth/request-reset-password-token', { body: { phoneOrEmail: 'amina.nakato@example.ug' } });
    await api('/users/auth/reset-password', {
      body: { token: latestLinkToken('amina.nakato@example.ug'), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect((await api('/users/me', { token })).status).toBe(401);
  });
});

// ---------------------------------------------------------------------------------------------
// §9 bodies, and a corpus of bad inputs.

describe('§9 request bodies', () => {
  it('a 6 MB JSON body to sign-in answers 413 with a message', async () => {
    const answer = await api<ErrorAnswer>('/users/auth/login', { body: { phoneOrEmail: 'a'.repeat(6 * 1024 * 1024), password: 'x' } });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The request is too large: this call takes at most 16 kB');
  });

  it('answers malformed JSON with 400 and wrong content types with 415, each with a message saying what is wrong', async () => {
    const malformed = await api<ErrorAnswer>('/users/auth/login', { raw: '{"phoneOrEmail": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON', code: MOCK_ERROR_CODES.malformedJson });
    const form = await api<ErrorAnswer>('/users/auth/login', {
      raw: 'phoneOrEmail=a&password=b',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(form.body.message).toMatch(/Content-Type: application\/json/);
    const none = await api<ErrorAnswer>('/users/auth/login', { raw: '{}', contentType: null });
    expect(none.status).toBe(415);
  });
});

/** Payloads no endpoint should accept. */
const BAD_BODIES: readonly Sent[] = [
  { raw: '{' },
  { raw: 'null' },
  { raw: '[]' },
  { raw: '"text"' },
  { raw: '42' },
  { raw: 'true' },
  { raw: '{"a":' },
  { raw: '\u0000\u0001' },
  { raw: '<script>alert(1)</script>' },
  { raw: '{}', contentType: 'text/plain' },
  { raw: '{}', contentType: 'application/xml' },
  { raw: '{}', contentType: 'multipart/form-data; boundary=x' },
  { body: {} },
  { body: { __proto__: { admin: true } } },
  { body: JSON.parse('{"__proto__": {"role": "ADMIN"}, "constructor": {"prototype": {"x": 1}}}') as unknown },
  { body: { x: 'a'.repeat(20 * 1024) } },
  { body: { nested: JSON.parse('['.repeat(500) + ']'.repeat(500)) as unknown } },
];

/** Wrong values for the fields any payload may have. */
const BAD_VALUES: readonly unknown[] = [
  null,
  '',
  ' ',
  0,
  -1,
  1e308,
  true,
  [],
  {},
  ['a'],
  'a'.repeat(5000),
  '<img src=x onerror=alert(1)>',
  "' OR '1'='1",
  '../../etc/passwd',
  '\u202Egnp.exe',
  '😀'.repeat(100),
  '2026-13-45',
  'CM0000',
  '+999',
];

/** The JSON calls and a well-formed body of each, to corrupt field by field. */
const JSON_CALLS: ReadonlyArray<{ path: string; body: Record<string, unknown>; auth: boolean | string; method?: string }> = [
  { path: '/users/auth/login', body: { phoneOrEmail: 'amina.nakato@example.ug', password: 'x' }, auth: false },
  { path: '/users/refresh-token', body: { refreshToken: 'x' }, auth: false },
  { path: '/users/auth/logout', body: { refreshToken: 'x' }, auth: false },
  {
    path: '/users/auth/register',
    body: { givenName: 'A', surname: 'B', email: 'a@example.ug', phone: '+256772000001', acceptTerms: true },
    auth: false,
  },
  { path: '/users/auth/activate-email', body: { token: 'x' }, auth: false },
  { path: '/users/auth/activate-phone', body: { userId: 'x' }, auth: false },
  { path: '/users/auth/verify-otp', body: { userId: 'x', otp: '123456' }, auth: false },
  { path: '/users/auth/set-password', body: { token: 'x', password: 'p', confirmPassword: 'p' }, auth: false },
  { path: '/users/auth/request-reset-password-token', body: { phoneOrEmail: 'x' }, auth: false },
  { path: '/users/auth/reset-password', body: { token: 'x', password: 'p', confirmPassword: 'p' }, auth: false },
  { path: '/users/update', body: { email: 'a@example.ug', phone: '+256772000001' }, auth: 'amina.nakato@example.ug' },
  { path: '/users/register', body: { nin: 'CM0000000000AA', district: 'Kampala', address: 'x' }, auth: 'amina.nakato@example.ug' },
  {
    path: '/users/back-office',
    body: { givenName: 'A', surname: 'B', email: 'a@example.ug', phone: '+256772000001', accountType: 'BACKOFFICE', role: 'REGISTRAR' },
    auth: true,
  },
  { path: '/nira/verify', body: { nin: 'CM0000000000AA' }, auth: 'amina.nakato@example.ug' },
  {
    path: '/applications',
    body: { id: '00000000-0000-4000-8000-000000000999', serviceType: 'MARRIAGE', data: {} },
    auth: 'amina.nakato@example.ug',
  },
  {
    path: '/payments/card',
    body: { prn: 'PRN0000000000', cardholderName: 'A', cardNumber: '4242424242424242', expiry: '08/30', cvc: '123' },
    auth: 'amina.nakato@example.ug',
  },
];

describe('bad inputs', () => {
  it.each(JSON_CALLS.map((c) => [c.path, c] as const))(
    '%s answers every bad input with a 4xx and a message, never a 5xx',
    async (_path, spec) => {
      // A caller the call is meant for, so the body is what is judged.
      const token = spec.auth ? (await signIn(spec.auth === true ? 'admin@registry.example.ug' : spec.auth)).token : null;
      const inputs: Sent[] = [...BAD_BODIES];
      for (const field of Object.keys(spec.body)) {
        for (const value of BAD_VALUES) inputs.push({ body: { ...spec.body, [field]: value } });
        const { [field]: _dropped, ...without } = spec.body;
        inputs.push({ body: without });
      }
      inputs.push({ body: { ...spec.body, unexpected: 'field', role: 'ADMIN' } });
      let i = 0;
      for (const input of inputs) {
        i += 1;
        badInputs += 1;
        // Each from its own client, so the throttles judge none of them.
        const answer = await api<ErrorAnswer>(spec.path, { ...input, token, client: `192.0.2.${i % 250}`, method: spec.method });
        expect(answer.status, `${JSON.stringify(input).slice(0, 120)} → ${JSON.stringify(answer.body)}`).toBeLessThan(500);
        if (answer.status >= 400) expect(typeof answer.body.message, JSON.stringify(answer.body)).toBe('string');
      }
    },
  );
});
