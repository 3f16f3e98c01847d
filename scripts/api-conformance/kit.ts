/**
 * The conformance kit (issue 28 §4; docs/api/conformance.md): exercises every operation of the registry
 * API's contract (docs/api/openapi.json) against a running API, as the portal's callers would: the happy
 * path for the roles allowed, and the documented refusals: no token (401), a role that may not (403), a bad
 * body or query (400), a stale version (409) and throttling (429). Every answer's status, headers and body
 * are validated against the document with Ajv (src/api/contract/validate-answer.ts).
 *
 * The same run works against the mock API in the unit tests (fetch intercepted by MSW), against
 * `npm run mock:server`, and against a real registry API with a configuration of its own.
 */
import { addDays, format, parseISO } from 'date-fns';
import { registryDayOf } from '#src/domain/dates';
import { SETTINGS_SLUGS } from '#src/domain/settings/settings-slugs';
import { PRINCIPALS, type Principal } from '#src/domain/access';
import { routeOf, type OperationId, ROUTES } from '#src/api/contract/routes';
import { createAnswerValidator } from '#src/api/contract/validate-answer';
import { serviceRule } from '#src/domain/services/catalogue';
import type { ServiceType } from '#src/domain/services/service-types';
import type { ConformanceConfig, ConfiguredPrincipal } from './config';

/** What a check tried. `ok` is a happy path; the others are refusals. */
export const OUTCOMES = ['ok', '401', '403', '400', '409', '429'] as const;
/** What a check tried. */
export type Outcome = (typeof OUTCOMES)[number];

/** One check: an operation, what was tried, by whom, and the verdict. */
export interface Check {
  operationId: OperationId;
  outcome: Outcome;
  /** The principal (or ANONYMOUS, or a named flow account) that called. */
  as: string;
  /** The status the API answered (0: no answer). */
  status: number;
  /** Empty when the check passed. */
  problems: string[];
}

/** An operation the run could not exercise, and why. */
export interface Skip {
  operationId: OperationId;
  outcome: Outcome;
  reason: string;
}

/** The result of a run. */
export interface ConformanceReport {
  checks: Check[];
  skips: Skip[];
  /** Operation id → the first answer per status and the body sent (docs/api/examples.json). */
  examples: Record<string, { request?: unknown; answers: Record<string, unknown> }>;
  /** The run's length, ms. */
  ms: number;
}

/** Options of a run. */
export interface ConformanceOptions {
  /** The API's base URL, e.g. http://localhost:8787/api. */
  base: string;
  config: ConformanceConfig;
  /** The OpenAPI document to check against. */
  document: Record<string, unknown>;
  /** The fetch to call with (the unit tests pass the global one, which MSW intercepts). */
  fetch?: typeof fetch;
  /** Called with each check as it ends (progress). */
  onCheck?: (check: Check) => void;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

interface Call {
  /** A principal, a flow account's name, or null for no token. */
  as: string | null;
  path?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** A file to send as multipart/form-data (part `file`). */
  file?: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> };
  /** Raw headers (e.g. a forged Authorization). */
  headers?: Record<string, string>;
}

/** A stop of the run: a step it depends on failed. */
class Stop extends Error {}

/** A 1 × 1 PNG (a stamp's image). */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
/** A minimal PDF (evidence). */
const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A data object's field, read without trusting its shape. */
function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) current = current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  return current;
}

/** The `data` of a JSON answer. */
function dataOf<T = unknown>(answer: Answer): T {
  return field(answer.body, 'data') as T;
}

/**
 * Run the kit.
 * @param options - the API, its configuration and the document.
 * @returns every check, every skip with its reason, and the examples recorded.
 */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const started = performance.now();
  const { config } = options;
  const doFetch = options.fetch ?? fetch;
  const base = options.base.replace(/\/+$/, '');
  const judge = createAnswerValidator(options.document);
  const checks: Check[] = [];
  const skips: Skip[] = [];
  const examples: ConformanceReport['examples'] = {};
  const tokens = new Map<string, string>();
  const done = new Set<string>();
  const paths = options.document.paths as Record<
    string,
    Record<
      string,
      {
        'x-roles'?: string[];
        parameters?: { name: string; in: string; schema?: Record<string, unknown> }[];
        requestBody?: { content?: Record<string, unknown> };
        responses?: Record<string, unknown>;
      }
    >
  >;

  const operationOf = (id: OperationId) => {
    const { method, path } = routeOf(id);
    return paths[path]?.[method.toLowerCase()];
  };
  const rolesOf = (id: OperationId) => new Set(operationOf(id)?.['x-roles'] ?? []);
  const principals = PRINCIPALS.filter((p) => config.accounts[p]);

  /** Send one request and judge its answer against the document (not yet against what was expected). */
  async function send(id: OperationId, call: Call): Promise<Answer & { problems: string[] }> {
    const { method, path } = routeOf(id);
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.path?.[name] ?? ''));
    const url = new URL(`${base}${filled}`);
    for (const [key, value] of Object.entries(call.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { Accept: 'application/json, text/csv, application/pdf, image/*', ...call.headers };
    const token = call.as ? tokens.get(call.as) : undefined;
    if (call.as && !token) throw new Stop(`${call.as} is not signed in`);
    if (token) headers.Authorization = token;
    let body: BodyInit | undefined;
    if (call.file) {
      const form = new FormData();
      form.append('file', new Blob([call.file.bytes], { type: call.file.type }), call.file.name);
      body = form;
    } else if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers['Content-Type'] = 'application/json';
    }
    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body });
    } catch (error) {
      return {
        status: 0,
        headers: {},
        body: undefined,
        problems: [`no answer: ${error instanceof Error ? error.message : String(error)}`],
      };
    }
    const answerHeaders = Object.fromEntries(response.headers);
    const type = response.headers.get('Content-Type') ?? '';
    let answerBody: unknown;
    if (type.includes('json')) {
      const text = await response.text();
      try {
        answerBody = text ? JSON.parse(text) : null;
      } catch {
        return { status: response.status, headers: answerHeaders, body: text, problems: ['the body is not JSON'] };
      }
    } else {
      await response.arrayBuffer();
    }
    const verdict = judge({ method, path: filled, status: response.status, headers: answerHeaders, body: answerBody });
    if (answerBody !== undefined && verdict.problems.length === 0) {
      const example = (examples[id] ??= { answers: {} });
      if (!(String(response.status) in example.answers)) {
        example.answers[String(response.status)] = answerBody;
        if (response.status < 300 && call.body !== undefined && example.request === undefined) example.request = call.body;
      }
    }
    return { status: response.status, headers: answerHeaders, body: answerBody, problems: verdict.problems };
  }

  /** Send, then record a check: the answer must conform and have one of the expected statuses. */
  async function check(id: OperationId, outcome: Outcome, call: Call, expected: readonly number[]): Promise<Answer> {
    const answer = await send(id, call);
    const problems = [...answer.problems];
    if (!expected.includes(answer.status)) {
      problems.unshift(
        `answered ${answer.status}, not ${expected.join(' or ')}${typeof field(answer.body, 'message') === 'string' ? ` ("${String(field(answer.body, 'message'))}")` : ''}`,
      );
    }
    const result: Check = { operationId: id, outcome, as: call.as ?? 'ANONYMOUS', status: answer.status, problems };
    checks.push(result);
    options.onCheck?.(result);
    return answer;
  }

  /** A happy path: the refusals first (once per operation), then the call, which must succeed. */
  async function ok(id: OperationId, call: Call, expected: readonly number[] = [200]): Promise<Answer> {
    await refusals(id, call);
    const answer = await check(id, 'ok', call, expected);
    if (!expected.includes(answer.status)) throw new Stop(`${id} as ${call.as ?? 'ANONYMOUS'} failed`);
    return answer;
  }

  /** 401 without a token, 403 for a principal the operation's x-roles leave out, 400 for a bad body or query. */
  async function refusals(id: OperationId, call: Call): Promise<void> {
    if (done.has(id)) return;
    done.add(id);
    const roles = rolesOf(id);
    if (!roles.has('ANONYMOUS')) await check(id, '401', { ...call, as: null }, [401]);
    const outsider = outsiderOf(roles);
    // A record the caller may not see is "not found" (404) where the operation documents it: another
    // person's application, a draft, a document (docs/decisions/008).
    const hidden = operationOf(id)?.responses && '404' in (operationOf(id)?.responses ?? {}) && call.path !== undefined;
    if (!roles.has('ANONYMOUS') && outsider) await check(id, '403', { ...call, as: outsider }, hidden ? [403, 404] : [403]);
    const operation = operationOf(id);
    if (operation?.requestBody?.content?.['application/json'] && call.as !== undefined) {
      await check(id, '400', { ...call, body: ['not', 'an', 'object'] }, [400]);
    } else {
      const bad = badQuery(id);
      if (bad) await check(id, '400', { ...call, query: { ...call.query, ...bad } }, [400]);
    }
  }

  /** A configured principal the roles leave out: staff for applicants' calls, an applicant for staff calls. */
  function outsiderOf(roles: Set<string>): ConfiguredPrincipal | null {
    const order: Principal[] = [
      'FINANCE',
      'INDIVIDUAL',
      'ORGANIZATION',
      'DIRECTOR',
      'MINISTER',
      'ADMIN',
      'REGISTRAR',
      'DISTRICT_KADHI',
      'DISTRICT_REGISTRAR',
      'REGISTRAR_GENERAL',
    ];
    return (order.find((p) => !roles.has(p) && config.accounts[p]) as ConfiguredPrincipal | undefined) ?? null;
  }

  /** A query value the document's schema refuses, for the first query parameter that has a rule. */
  function badQuery(id: OperationId): Record<string, string> | null {
    for (const parameter of operationOf(id)?.parameters ?? []) {
      if (parameter.in !== 'query') continue;
      const schema = parameter.schema ?? {};
      if (Array.isArray(schema.enum)) return { [parameter.name]: 'NOT_ONE_OF_THEM' };
      if (typeof schema.maxLength === 'number') return { [parameter.name]: 'x'.repeat(schema.maxLength + 1) };
      if (typeof schema.pattern === 'string') return { [parameter.name]: '<>' };
    }
    return null;
  }

  function skip(id: OperationId, outcome: Outcome, reason: string): void {
    skips.push({ operationId: id, outcome, reason });
  }

  /** Run a step; a failure it depends on stops only this step, and is reported. */
  async function step(name: string, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      if (!(error instanceof Stop)) throw error;
      skipped.push(`${name}: ${error.message}`);
    }
  }
  const skipped: string[] = [];

  async function signIn(name: string, credentials: { phoneOrEmail: string; password: string }, recordAs: string): Promise<void> {
    const login = await ok('login', { as: null, body: credentials });
    const refreshed = await ok('refreshToken', { as: null, body: { refreshToken: dataOf<{ refreshToken: string }>(login).refreshToken } });
    tokens.set(name, dataOf<{ token: string }>(refreshed).token);
    void recordAs;
  }

  async function outbox(to: string, channel: 'email' | 'sms'): Promise<{ link?: string | null; code?: string | null } | null> {
    if (!config.controls.outbox) return null;
    const response = await doFetch(`${base}${config.controls.outbox}?to=${encodeURIComponent(to)}`);
    const messages = ((await response.json()) as { data: { channel: string; link?: string | null; code?: string | null }[] }).data;
    return messages.find((m) => m.channel === channel) ?? null;
  }

  // The registry's day (Uganda's), as the API judges by it (GET /time `today`), not this machine's.
  const today = registryDayOf(Date.now());
  let documentsMade = 0;
  /** Valid answers of a service for a district, drawn from the configured people. */
  function answersOf(type: ServiceType, district: string, firstPerson = 0): Record<string, unknown> {
    return serviceRule(type).exampleAnswers({
      today,
      district,
      random: () => 0.25,
      person: (n) => config.people[(firstPerson + n) % config.people.length]!,
      document: (what) => {
        documentsMade += 1;
        return { id: `doc-conformance-${documentsMade}`, name: `${what}.pdf`, type: 'application/pdf', size: PDF_BYTES.byteLength };
      },
    });
  }

  /** Create, save and submit an application as an account, and pay its invoice by card when it has one. */
  async function submitted(
    as: string,
    type: ServiceType,
    data: Record<string, unknown>,
    pay: 'card' | 'bank' | 'none' = 'card',
  ): Promise<{ id: string; reference: string; prn: string | null }> {
    const id = crypto.randomUUID();
    const created = await ok('createApplication', { as, body: { id, serviceType: type, data: {} } }, [201]);
    const version = Number(field(dataOf(created), 'version'));
    await ok('saveApplication', { as, path: { id }, body: { data, documents: [], baseVersion: version } });
    const sent = await ok('sendApplicationEvent', { as, path: { id }, body: { type: 'application.submit', declaration: true } });
    const application = await confirmedByParties(as, id, dataOf<Submitted>(sent));
    const prn = application.invoice?.prn ?? null;
    if (prn && pay === 'card') await ok('payByCard', { as, body: { prn, ...config.testCard } });
    if (prn && pay === 'bank') await ok('payAtBank', { as, body: { prn } });
    return { id, reference: application.reference, prn };
  }

  /** What the kit reads of a submitted application. */
  interface Submitted {
    reference: string;
    invoice: { prn: string } | null;
    partyConfirmation?: { state: string } | null;
  }

  /**
   * When the submitted application waits for the parties it names (issue 31 §2), the second party (`roles.secondParty`)
   * reads it in their list and confirms it; the application as its applicant then reads it (invoiced).
   */
  async function confirmedByParties(as: string, id: string, application: Submitted): Promise<Submitted> {
    if (application.partyConfirmation?.state !== 'WAITING') return application;
    if (!tokens.has('secondParty')) throw new Stop('no `roles.secondParty` account (people[1]) is configured to confirm the notice');
    await ok('listPartyRequests', { as: 'secondParty' });
    await ok('getPartyRequest', { as: 'secondParty', path: { id } });
    await check('answerPartyRequest', '400', { as: 'secondParty', path: { id }, body: { answer: 'CONFIRMED' } }, [400]);
    await ok('answerPartyRequest', { as: 'secondParty', path: { id }, body: { answer: 'CONFIRMED', declaration: true } });
    await check('answerPartyRequest', '409', { as: 'secondParty', path: { id }, body: { answer: 'DO_NOT_AGREE' } }, [409]);
    return dataOf<Submitted>(await ok('getApplication', { as, path: { id } }));
  }

  /** Open and approve an application as an officer. */
  async function decide(as: string, id: string): Promise<void> {
    await ok('sendApplicationEvent', { as, path: { id }, body: { type: 'application.open' } });
    await ok('sendApplicationEvent', { as, path: { id }, body: { type: 'application.approve' } });
  }

  /** Call a read once for every principal its x-roles allow (and anonymously when public). */
  async function readAsEach(id: OperationId, call: Omit<Call, 'as'>, allowed?: readonly string[]): Promise<Map<string, Answer>> {
    const roles = rolesOf(id);
    const who = allowed ?? [...(roles.has('ANONYMOUS') ? ['ANONYMOUS'] : []), ...principals.filter((p) => roles.has(p))];
    const out = new Map<string, Answer>();
    for (const name of who) {
      if (name !== 'ANONYMOUS' && !tokens.has(name)) continue;
      out.set(name, await ok(id, { ...call, as: name === 'ANONYMOUS' ? null : name }));
    }
    return out;
  }

  // ----------------------------------------------------------------------------------------------
  // The run.

  if (config.controls.reset) await doFetch(`${base}${config.controls.reset}`, { method: 'POST' });

  await step('sign in', async () => {
    for (const principal of principals) await signIn(principal, config.accounts[principal]!, principal);
    for (const [name, credentials] of Object.entries(config.roles)) if (credentials) await signIn(name, credentials, name);
    const login = await send('login', { as: null, body: config.accounts[principals[0]!] });
    const refresh = dataOf<{ refreshToken: string }>(login).refreshToken;
    await check('refreshToken', 'ok', { as: null, body: { refreshToken: refresh } }, [200]);
    // The same refresh token again within seconds: another tab of the session (409), not a thief (401).
    await check('refreshToken', '409', { as: null, body: { refreshToken: refresh } }, [409]);
    await check('refreshToken', '401', { as: null, body: { refreshToken: 'not-a-token' } }, [401]);
  });

  await step('public reference data', async () => {
    for (const [as, answer] of await readAsEach('getApiTime', {})) {
      // `today` is the day of `now` in Uganda, whatever the servers' own time zone (the contract's description).
      const time = field(answer.body, 'data');
      const now = field(time, 'now');
      const day = field(time, 'today');
      if (typeof now !== 'string' || typeof day !== 'string') continue;
      const inUganda = registryDayOf(Date.parse(now));
      if (day === inUganda) continue;
      const result: Check = {
        operationId: 'getApiTime',
        outcome: 'ok',
        as,
        status: answer.status,
        problems: [`today is ${day}, but ${now} is ${inUganda} in Uganda (Africa/Kampala)`],
      };
      checks.push(result);
      options.onCheck?.(result);
    }
    await readAsEach('listPrices', {});
    await readAsEach('listDistricts', {});
    for (const list of ['countries', 'denominations', 'dioceses'])
      await readAsEach('getReferenceList', { path: { list } }, ['ANONYMOUS', ...principals]);
    await readAsEach('listLicensedPlaces', { query: { district: config.districts.national } });
    await readAsEach('listPublicNotices', {});
    await readAsEach('verifyDocument', { path: { code: config.verifyCode } });
    await check('verifyDocument', '400', { as: null, path: { code: 'NOT A CODE' } }, [400]);
    await readAsEach('getMe', {});
    await readAsEach('getMyData', {});
    await readAsEach('listMyApplications', {});
    await readAsEach('getOwnSubsistingMarriages', {});
    await readAsEach('listMarriageRooms', { query: { district: config.districts.national } });
    const from = format(addDays(parseISO(today), 1), 'yyyy-MM-dd');
    const to = format(addDays(parseISO(today), 14), 'yyyy-MM-dd');
    await readAsEach('getRoomAvailability', { query: { district: config.districts.national, from, to } });
  });

  await step('profile', async () => {
    for (const principal of principals) await ok('updateProfile', { as: principal, body: {} });
    await check('updateProfile', '403', { as: 'INDIVIDUAL', body: { district: config.districts.districtRegistrar } }, [403]);
    await readAsEach('verifyNin', { body: { nin: config.people[0]!.nin } });
    if (tokens.has('withoutNin')) {
      // Linking a NIN takes the proof that the caller holds it: the code sent to the register's phone (issue 31 §1).
      const nin = config.freeNins[0]!;
      const onboarding = { nin, district: config.districts.national, address: 'Plot 1, Conformance Road' };
      await check('onboard', '403', { as: 'withoutNin', body: onboarding }, [403]);
      await ok('sendNinProofCode', { as: 'withoutNin', body: { nin } });
      await check('sendNinProofCode', '429', { as: 'withoutNin', body: { nin } }, [429]);
      const sms = config.freeNinPhone ? await outbox(config.freeNinPhone, 'sms') : null;
      if (sms?.code) {
        const wrong = sms.code === '000000' ? '111111' : '000000';
        await check('verifyNinProofCode', '400', { as: 'withoutNin', body: { nin, code: wrong } }, [400]);
        const verified = await ok('verifyNinProofCode', { as: 'withoutNin', body: { nin, code: sms.code } });
        await ok('onboard', { as: 'withoutNin', body: { ...onboarding, ninProof: String(field(dataOf(verified), 'ninProof')) } });
        await check('onboard', '409', { as: 'withoutNin', body: onboarding }, [409]);
      } else {
        const why = config.freeNinPhone
          ? 'the API has no outbox control to read the code sent to `freeNinPhone`'
          : 'no `freeNinPhone` (the phone the register holds for `freeNins[0]`) is configured';
        for (const id of ['verifyNinProofCode', 'onboard'] as const) skip(id, 'ok', why);
      }
    } else
      for (const id of ['sendNinProofCode', 'verifyNinProofCode', 'onboard'] as const)
        skip(id, 'ok', 'no `roles.withoutNin` account is configured');
  });

  // A special licence through its four levels: the applicant, the registrar, the director, the Registrar
  // General and the Minister; every read of an application on the way, by each who may.
  let licence: { id: string; reference: string; prn: string | null } | null = null;
  await step('special licence', async () => {
    const upload = await ok(
      'uploadDocument',
      { as: 'INDIVIDUAL', file: { name: 'evidence.pdf', type: 'application/pdf', bytes: PDF_BYTES } },
      [201],
    );
    const document = dataOf<{ id: string }>(upload);
    await ok('getUpload', { as: 'INDIVIDUAL', path: { id: document.id } });
    const id = crypto.randomUUID();
    const created = await ok('createApplication', { as: 'INDIVIDUAL', body: { id, serviceType: 'SPECIAL_LICENSE', data: {} } }, [201]);
    await check('createApplication', 'ok', { as: 'INDIVIDUAL', body: { id, serviceType: 'SPECIAL_LICENSE', data: {} } }, [200]);
    const version = Number(field(dataOf(created), 'version'));
    const data = answersOf('SPECIAL_LICENSE', config.districts.national);
    const saved = await ok('saveApplication', {
      as: 'INDIVIDUAL',
      path: { id },
      body: { data, documents: [document], baseVersion: version },
    });
    await check(
      'saveApplication',
      '409',
      { as: 'INDIVIDUAL', path: { id }, body: { data, documents: [document], baseVersion: version } },
      [409],
    );
    void saved;
    await check('sendApplicationEvent', '409', { as: 'REGISTRAR', path: { id }, body: { type: 'application.approve' } }, [404, 409]);
    const submittedAnswer = await ok('sendApplicationEvent', {
      as: 'INDIVIDUAL',
      path: { id },
      body: { type: 'application.submit', declaration: true },
    });
    // The second party it names confirms it (issue 31 §2): then it is invoiced.
    const confirmed = await confirmedByParties('INDIVIDUAL', id, dataOf<Submitted>(submittedAnswer));
    const prn = confirmed.invoice?.prn;
    const reference = confirmed.reference;
    if (prn) {
      await ok('payAtBank', { as: 'INDIVIDUAL', body: { prn } });
      await ok('payByMobileMoney', { as: 'INDIVIDUAL', body: { prn, phone: '+256772000111' } }, [202]);
      await ok('payByCard', { as: 'INDIVIDUAL', body: { prn, ...config.testCard } });
      await check('payByCard', '409', { as: 'INDIVIDUAL', body: { prn, ...config.testCard } }, [409]);
    } else skip('payByCard', 'ok', 'the special licence is free in this registry');
    licence = { id, reference, prn: prn ?? null };
    await readAsEach('trackApplication', { path: { reference } });
    await ok('listIssuedDocuments', { as: 'INDIVIDUAL', path: { id } });
    await ok('getApplication', { as: 'INDIVIDUAL', path: { id } });
    for (const level of ['REGISTRAR', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER'] as const) {
      if (!tokens.has(level)) throw new Stop(`no ${level} account is configured`);
      await ok('getApplication', { as: level, path: { id } });
      await ok('getDuplicateMarriages', { as: level, path: { id } });
      await ok('listIssuedDocuments', { as: level, path: { id } });
      await decide(level, id);
    }
    await ok('getUpload', { as: 'REGISTRAR', path: { id: document.id } });
    // The officers' reads above are in the access log, which the administrator alone reads (issue 31 §3).
    await ok('listAccessLog', { as: 'ADMIN', query: { reference } });
    await check('listAccessLog', '403', { as: 'REGISTRAR', query: {} }, [403]);
    await ok('exportAccessLog', { as: 'ADMIN', query: { reference } });
  });

  // A civil notice in the district office's district: the applicant pays at a bank, finance confirms, the
  // district registrar accepts it; a caveat is lodged against it.
  await step('civil notice in the district office', async () => {
    const notice = await submitted('INDIVIDUAL', 'MARRIAGE', answersOf('MARRIAGE', config.districts.districtRegistrar), 'bank');
    if (!notice.prn) throw new Stop('the civil notice has no invoice');
    await ok('listTransactions', { as: 'FINANCE', query: { q: notice.prn } });
    await ok('listTransactions', { as: 'ADMIN', query: { q: notice.prn } });
    await ok('confirmBankPayment', { as: 'FINANCE', path: { prn: notice.prn }, body: { bankReference: 'BANK-REF-0001' } });
    await check('confirmBankPayment', '409', { as: 'FINANCE', path: { prn: notice.prn }, body: { bankReference: 'BANK-REF-0001' } }, [409]);
    await ok('exportTransactions', { as: 'FINANCE', query: {} });
    await ok('exportTransactions', { as: 'ADMIN', query: {} });
    if (!tokens.has('DISTRICT_REGISTRAR')) throw new Stop('no DISTRICT_REGISTRAR account is configured');
    await ok('getApplication', { as: 'DISTRICT_REGISTRAR', path: { id: notice.id } });
    await decide('DISTRICT_REGISTRAR', notice.id);
    const published = dataOf<{ notice?: { noticeNumber?: string } | null }>(
      await ok('getApplication', { as: 'INDIVIDUAL', path: { id: notice.id } }),
    );
    const noticeNumber = published.notice?.noticeNumber;
    if (!noticeNumber) throw new Stop('the accepted notice has no notice number');
    await ok(
      'lodgeCaveat',
      {
        as: 'ORGANIZATION',
        path: { noticeNumber },
        body: { grounds: 'The second party is already married to another person, I was at the wedding.', evidence: [] },
      },
      [201],
    );
    await check(
      'lodgeCaveat',
      '403',
      {
        as: 'INDIVIDUAL',
        path: { noticeNumber },
        body: { grounds: 'Lodged by the couple themselves, which the registry refuses.', evidence: [] },
      },
      [403],
    );
  });

  // Officers' reads of the back office, each by every role that may.
  await step('back office', async () => {
    await readAsEach('listBackofficeApplications', { query: { page: 1, pageSize: 10 } });
    await readAsEach('getDeadlines', {});
    await readAsEach('trackForStaff', { query: { q: licence?.reference ?? 'Nakato' } });
    await readAsEach('getMarriageReport', { query: { from: `${today.slice(0, 4)}-01-01`, to: today } });
    await readAsEach('listCaveats', { query: { status: 'all' } });
    await readAsEach('listCeremonies', {});
    await readAsEach('listUncelebrated', {});
    for (const slug of [
      'civil-marriages',
      'divorces',
      'civil-marriage-notices',
      'marriage-register-book',
      'special-licences',
      'marital-statuses',
      'organisation-licences',
      'notices',
      'licensed-organisations',
    ]) {
      await ok('getRegister', { as: 'REGISTRAR', path: { slug }, query: { page: 1 } });
    }
    await readAsEach('getRegister', { path: { slug: 'civil-marriages' }, query: { page: 1 } });
    await readAsEach('exportRegister', { path: { slug: 'civil-marriages' }, query: {} });
    await readAsEach('getMarriageEntry', { path: { entryNumber: config.marriageEntryNumber } });
    const dissolving = config.dissolutionEntryNumber;
    if (dissolving) {
      // The entry ends by a death, on the day of the marriage (a day the API cannot find too early or too late).
      const entry = dataOf<{ entry: { dateOfMarriage: string } }>(
        await ok('getMarriageEntry', { as: 'REGISTRAR', path: { entryNumber: dissolving } }),
      );
      const evidence = dataOf(
        await ok(
          'uploadDocument',
          { as: 'REGISTRAR', file: { name: 'death-certificate.pdf', type: 'application/pdf', bytes: PDF_BYTES } },
          [201],
        ),
      );
      const body = { kind: 'DEATH', date: entry.entry.dateOfMarriage, reference: 'DC-CONFORMANCE-1', evidence, note: '' };
      await ok('recordDissolution', { as: 'REGISTRAR', path: { entryNumber: dissolving }, body });
      await check('recordDissolution', '409', { as: 'REGISTRAR', path: { entryNumber: dissolving }, body }, [409]);
    } else skip('recordDissolution', 'ok', 'no `dissolutionEntryNumber` is configured');
    // Reads of applications of other services, found through the lists.
    for (const [id, service] of [
      ['getDissolutionCheck', 'DIVORCE_RETURNS'],
      ['getSearchReport', 'SEARCH_REQUESTS'],
    ] as const) {
      const page = dataOf<{ items: { id: string; status: string }[] }>(
        await ok('listBackofficeApplications', { as: 'REGISTRAR', query: { services: service, pageSize: 50 } }),
      );
      const found = page.items.find((a) => a.status !== 'Draft');
      if (found) await ok(id, { as: 'REGISTRAR', path: { id: found.id } });
      else skip(id, 'ok', `the registry has no ${service} application to read`);
    }
  });

  // The organisations: the church's register and places, a church return; the district kadhi's queue; the
  // church agent's churches.
  await step('organisations', async () => {
    const places = dataOf<{ licenceNumber: string; name: string; district: string }[]>(
      await ok('listInstitutionPlaces', { as: 'ORGANIZATION' }),
    );
    await ok('getInstitutionRegistry', { as: 'ORGANIZATION', query: { page: 1 } });
    await ok('exportInstitutionRegistry', { as: 'ORGANIZATION', query: {} });
    if (tokens.has('DISTRICT_KADHI')) {
      await ok('listInstitutionPlaces', { as: 'DISTRICT_KADHI' });
      await ok('getInstitutionRegistry', { as: 'DISTRICT_KADHI', query: { page: 1 } });
      await ok('exportInstitutionRegistry', { as: 'DISTRICT_KADHI', query: {} });
    }
    const place = places[0];
    if (place) {
      const data = {
        ...answersOf('MARRIAGE_RETURNS', place.district, 2),
        regime: 'CHURCH',
        place: { licenceNumber: place.licenceNumber, name: place.name, district: place.district },
      };
      await submitted('ORGANIZATION', 'MARRIAGE_RETURNS', data);
    } else skip('createApplication', 'ok', 'the organisation account files for no licensed place');
    await ok('uploadDocument', { as: 'ORGANIZATION', file: { name: 'return.pdf', type: 'application/pdf', bytes: PDF_BYTES } }, [201]);
    if (tokens.has('churchAgent')) await ok('listChurchesActedFor', { as: 'churchAgent' });
    await ok('listChurchesActedFor', { as: 'INDIVIDUAL' });
  });

  await step('district kadhi', async () => {
    if (!tokens.has('DISTRICT_KADHI')) throw new Stop('no DISTRICT_KADHI account is configured');
    await ok('listKadhiApplications', { as: 'DISTRICT_KADHI', query: { queue: 'DISTRICT_KADHI' } });
    await ok('uploadDocument', { as: 'DISTRICT_KADHI', file: { name: 'return.pdf', type: 'application/pdf', bytes: PDF_BYTES } }, [201]);
    if (!tokens.has('islamicReturnsFiler')) throw new Stop('no `roles.islamicReturnsFiler` account is configured');
    const islamic = await submitted(
      'islamicReturnsFiler',
      'ISLAMIC_MARRIAGE_RETURNS',
      answersOf('ISLAMIC_MARRIAGE_RETURNS', config.districts.national, 0),
    );
    await ok('getApplication', { as: 'DISTRICT_KADHI', path: { id: islamic.id } });
    await ok('getDuplicateMarriages', { as: 'DISTRICT_KADHI', path: { id: islamic.id } });
    await decide('DISTRICT_KADHI', islamic.id);
  });

  // The administrator: staff accounts and settings; finance keeps the price list.
  await step('administration', async () => {
    await ok('listStaffAccounts', { as: 'ADMIN', query: { page: 1 } });
    const person = await ok('verifyNin', { as: 'REGISTRAR', body: { nin: config.freeNins[1] } });
    const { givenName, surname } = dataOf<{ givenName: string; surname: string }>(person);
    const stamp = Date.now().toString().slice(-7);
    const made = await ok(
      'createBackofficeAccount',
      {
        as: 'ADMIN',
        body: {
          nin: config.freeNins[1],
          givenName,
          surname,
          email: `conformance.${stamp}@example.ug`,
          phone: `+25677${stamp}`,
          accountType: 'BACKOFFICE',
          role: 'REGISTRAR',
        },
      },
      [201],
    );
    const userId = String(field(dataOf(made), 'userId'));
    await ok('changeStaffAccount', { as: 'ADMIN', path: { userId }, body: { accountType: 'BACKOFFICE', role: 'DIRECTOR' } });
    await ok('deactivateStaffAccount', { as: 'ADMIN', path: { userId } });
    await ok('reactivateStaffAccount', { as: 'ADMIN', path: { userId } });
    const me = String(field(dataOf(await ok('getMe', { as: 'ADMIN' })), 'userId'));
    await check(
      'changeStaffAccount',
      '409',
      { as: 'ADMIN', path: { userId: me }, body: { accountType: 'BACKOFFICE', role: 'REGISTRAR' } },
      [409],
    );

    // The certification stamp: the one in use, or a new one made from an uploaded PNG.
    const stamps = dataOf<{ id: string; active: boolean }[]>(
      await ok('listSettings', { as: 'ADMIN', path: { slug: 'certificate-stamp' }, query: { includeInactive: 'true' } }),
    );
    let stampId = stamps.find((s) => s.active)?.id;
    if (!stampId) {
      const image = dataOf(
        await ok('uploadDocument', { as: 'ADMIN', file: { name: 'stamp.png', type: 'image/png', bytes: PNG_BYTES } }, [201]),
      );
      stampId = String(
        field(
          dataOf(
            await ok(
              'createSetting',
              { as: 'ADMIN', path: { slug: 'certificate-stamp' }, body: { name: 'Conformance kit stamp', image } },
              [201],
            ),
          ),
          'id',
        ),
      );
    }
    await readAsEach('getStampImage', { path: { id: stampId } });
    for (const slug of SETTINGS_SLUGS) {
      await ok('listSettings', { as: 'ADMIN', path: { slug } });
    }
    await ok('listSettings', { as: 'FINANCE', path: { slug: 'service-costs' } });
    const code = String(100000 + (Number(stamp) % 899999));
    const head = await ok(
      'createSetting',
      { as: 'ADMIN', path: { slug: 'tax-heads' }, body: { code, name: 'Conformance kit head' } },
      [201],
    );
    const headId = String(field(dataOf(head), 'id'));
    await ok('changeSetting', {
      as: 'ADMIN',
      path: { slug: 'tax-heads', id: headId },
      body: { code, name: 'Conformance kit head, renamed' },
    });
    await ok('deactivateSetting', { as: 'ADMIN', path: { slug: 'tax-heads', id: headId } });
    await ok('reactivateSetting', { as: 'ADMIN', path: { slug: 'tax-heads', id: headId } });
    await ok('listSettingChanges', { as: 'ADMIN', path: { slug: 'tax-heads' }, query: { itemId: headId } });
    await ok('listSettingChanges', { as: 'FINANCE', path: { slug: 'service-costs' }, query: {} });

    // The languages the registry offers (issue 32): anyone reads them; the administrator switches a translation, and
    // puts it back as it was; English cannot be switched off.
    const offers = dataOf<{ code: string; offered: boolean }[]>(await ok('listLanguageOffers', { as: 'ADMIN' }));
    const swahili = offers.find((o) => o.code === 'sw')?.offered ?? true;
    await ok('changeLanguageOffer', { as: 'ADMIN', path: { code: 'sw' }, body: { offered: !swahili } });
    await ok('changeLanguageOffer', { as: 'ADMIN', path: { code: 'sw' }, body: { offered: swahili } });
    await check('changeLanguageOffer', '409', { as: 'ADMIN', path: { code: 'en' }, body: { offered: false } }, [409]);
  });

  // Registration of a new individual account, through the messages the API sends.
  await step('registration', async () => {
    const stamp = Date.now().toString().slice(-7);
    const email = `conformance.registration.${stamp}@example.ug`;
    const phone = `+25678${stamp}`;
    const made = await ok(
      'register',
      { as: null, body: { givenName: 'Kit', surname: 'Conformance', email, phone, acceptTerms: true } },
      [201],
    );
    const userId = String(field(dataOf(made), 'userId'));
    await check(
      'register',
      '409',
      { as: null, body: { givenName: 'Kit', surname: 'Conformance', email, phone, acceptTerms: true } },
      [409],
    );
    await check('activateEmail', '400', { as: null, body: { token: '' } }, [400]);
    const activation = await outbox(email, 'email');
    const token = activation?.link ? new URL(activation.link, 'http://localhost').searchParams.get('token') : null;
    if (!token) {
      for (const id of ['activateEmail', 'activatePhone', 'verifyOtp', 'setPassword', 'resetPassword'] as const)
        skip(id, 'ok', 'the API has no outbox control to read the e-mailed link or the SMS code');
      return;
    }
    await ok('activateEmail', { as: null, body: { token } });
    await ok('activatePhone', { as: null, body: { userId } });
    await check('activatePhone', '429', { as: null, body: { userId } }, [429]);
    const sms = await outbox(phone, 'sms');
    await check('verifyOtp', '400', { as: null, body: { userId, otp: sms?.code === '000000' ? '111111' : '000000' } }, [400]);
    const verified = await ok('verifyOtp', { as: null, body: { userId, otp: sms?.code ?? '' } });
    const password = 'Kit conformance passphrase 2026';
    await ok('setPassword', {
      as: null,
      body: { token: dataOf<{ passwordToken: string }>(verified).passwordToken, password, confirmPassword: password },
    });
    await ok('requestPasswordReset', { as: null, body: { phoneOrEmail: email } });
    const reset = await outbox(email, 'email');
    const resetToken = reset?.link ? new URL(reset.link, 'http://localhost').searchParams.get('token') : null;
    let current = password;
    if (resetToken) {
      const next = 'Kit conformance passphrase 2027';
      await ok('resetPassword', { as: null, body: { token: resetToken, password: next, confirmPassword: next } });
      current = next;
    } else skip('resetPassword', 'ok', 'no reset link reached the outbox');

    // The account the kit made deletes its drafts and closes itself (issue 31 §4; docs/decisions/041): never an
    // account of the configuration, which others rely on.
    await signIn('kitAccount', { phoneOrEmail: email, password: current }, 'kitAccount');
    await ok('deleteMyDrafts', { as: 'kitAccount' });
    await check('closeMyAccount', '400', { as: 'kitAccount', body: { password: 'not the password', confirm: true } }, [400]);
    await ok('closeMyAccount', { as: 'kitAccount', body: { password: current, confirm: true } });
    await check('getMe', '401', { as: 'kitAccount' }, [401]);
    await check('login', '403', { as: null, body: { phoneOrEmail: email, password: current } }, [403]);
  });

  // Throttling, last: it locks what it throttles for a while.
  await step('throttling', async () => {
    const nobody = { phoneOrEmail: `nobody.${Date.now()}@example.ug`, password: 'wrong password' };
    let status = 0;
    for (let i = 0; i < 8 && status !== 429; i += 1) status = (await send('login', { as: null, body: nobody })).status;
    await check('login', '429', { as: null, body: nobody }, [429]);
    const identifier = { phoneOrEmail: `nobody.reset.${Date.now()}@example.ug` };
    for (let i = 0; i < 3; i += 1) await send('requestPasswordReset', { as: null, body: identifier });
    await check('requestPasswordReset', '429', { as: null, body: identifier }, [429]);
    if (licence) {
      for (let i = 0; i < 60; i += 1)
        await send('trackApplication', { as: null, path: { reference: (licence as { reference: string }).reference } });
      await check('trackApplication', '429', { as: null, path: { reference: (licence as { reference: string }).reference } }, [429]);
    }
  });

  await step('sign out', async () => {
    for (const principal of principals) await ok('logout', { as: principal, body: {} });
    await check('getMe', '401', { as: null, headers: { Authorization: 'Bearer not.a.token' } }, [401]);
  });

  for (const line of skipped) skips.push({ operationId: 'login', outcome: 'ok', reason: `step stopped: ${line}` });
  for (const id of Object.keys(ROUTES) as OperationId[]) {
    if (!checks.some((c) => c.operationId === id && c.outcome === 'ok') && !skips.some((s) => s.operationId === id))
      skip(id, 'ok', 'no step of the run reached it');
  }
  return { checks, skips, examples, ms: performance.now() - started };
}

/**
 * The report as a table: one row per operation, one column per outcome (✓ passed, ✗ failed, – not tried),
 * the roles whose happy path passed, and one summary line.
 * @param report - a run's report.
 * @returns the text to print.
 */
export function reportText(report: ConformanceReport): string {
  const ids = Object.keys(ROUTES) as OperationId[];
  const width = Math.max(...ids.map((id) => id.length));
  const lines = [`${'operation'.padEnd(width)}  ${OUTCOMES.map((o) => o.padEnd(4)).join(' ')}  roles that passed the happy path`];
  for (const id of ids) {
    const cells = OUTCOMES.map((outcome) => {
      const mine = report.checks.filter((c) => c.operationId === id && c.outcome === outcome);
      if (mine.length === 0) return '–'.padEnd(4);
      return (mine.every((c) => c.problems.length === 0) ? '✓' : '✗').padEnd(4);
    });
    const roles = [
      ...new Set(report.checks.filter((c) => c.operationId === id && c.outcome === 'ok' && c.problems.length === 0).map((c) => c.as)),
    ];
    lines.push(`${id.padEnd(width)}  ${cells.join(' ')}  ${roles.join(', ')}`);
  }
  const failed = report.checks.filter((c) => c.problems.length > 0);
  if (failed.length > 0) {
    lines.push('', 'Failures:');
    for (const c of failed) lines.push(`  ${c.operationId} ${c.outcome} as ${c.as} (status ${c.status}): ${c.problems.join('; ')}`);
  }
  if (report.skips.length > 0) {
    lines.push('', 'Not exercised:');
    for (const s of report.skips) lines.push(`  ${s.operationId} ${s.outcome}: ${s.reason}`);
  }
  lines.push('', summaryLine(report));
  return lines.join('\n');
}

/**
 * One line: how many operations were exercised, how many checks passed and failed, and how long it took.
 * @param report - a run's report.
 */
export function summaryLine(report: ConformanceReport): string {
  const ids = Object.keys(ROUTES) as OperationId[];
  const exercised = ids.filter((id) => report.checks.some((c) => c.operationId === id && c.outcome === 'ok')).length;
  const failed = report.checks.filter((c) => c.problems.length > 0).length;
  const verdict = failed === 0 ? 'CONFORMS' : 'DOES NOT CONFORM';
  return `${verdict}: ${exercised} of ${ids.length} operations exercised, ${report.checks.length - failed} checks passed, ${failed} failed, ${report.skips.length} not exercised, in ${(report.ms / 1000).toFixed(1)} s.`;
}
