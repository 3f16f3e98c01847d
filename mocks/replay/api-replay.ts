/**
 * Replay an application log over HTTP against the mock API (issue 13 part 4: "load a log to replay it …
 * against the mock API to reproduce the application; jump any demo application to a chosen lifecycle state
 * for testing"; docs/decisions/031-replay-logs.md). The testers' replay tool of the mock build and the mock
 * API's own tests (mocks/handlers/lifecycle-paths.test.ts) both use it.
 *
 * It sends every step as the API's callers would, with `fetch` only (MSW's node server answers it in Vitest,
 * the service worker in the browser, or the standalone server, e.g. http://localhost:8787/api), and the
 * mock-only control calls (mocks/handlers/mock-control.ts): `POST __mock/act-as` for a token of any account
 * (no passwords), `POST __mock/clock` to move the clock, `GET __mock/applications/{id}` to read the
 * application after each step. Who sends a step:
 * - APPLICANT and owner: the application's owner (`applicantId`);
 * - APPLICANT and not the owner: an objector, a demo individual who is not the owner, lodging a caveat
 *   (POST /notices/{noticeNumber}/caveats; docs/decisions/016);
 * - a review role: the national BACKOFFICE demo officer of that role, or the district kadhi demo account;
 * - SYSTEM `paymentConfirmed`: the owner pays the invoice by card (POST /payments/card); SYSTEM
 *   `invoiceExpired`: the clock moves past the invoice's `expiresAt`; `lapse`: the clock moves past the
 *   notice's `lapsesOn` (the API applies both when the application is next read: DOMAIN.md §2, decision 016);
 *   `partiesLapsed`: the clock moves past the parties' request's `dueAt`;
 * - PARTY: a party the application names answers its request (`POST __mock/party-answers`, the first party still
 *   asked; issue 31 §2).
 *
 * Notice-stage steps happen days after the notice: the clock moves so that each is as far past this
 * application's notice as the log's step is past the log's notice, and the days a booking or celebration
 * names move the same way.
 */
import { NOTICE_STAGE_EVENTS, type Application } from '#src/domain/schemas/applications';
import type { ApplicationLog, ApplicationLogStep } from '#src/domain/schemas/replay-log';
import type { ExamplePerson } from '#src/domain/services/service-rule';
import { feeInPriceList, SERVICE_BASICS } from '#src/domain/services/basics';
import { serviceRule } from '#src/domain/services/catalogue';
import type { ServiceType } from '#src/domain/services/service-types';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#src/domain/statuses';
import { journeyTo } from '#src/lifecycle/application.paths';
import { API_BASE } from '../base-url';
import { todayIso } from '../clock';
import { civilMarriageNotice } from '../seed/civil-marriage-fixture';
import { DEMO_ACCOUNTS } from '../seed/demo';

/**
 * Where the mock API answers.
 * - `baseUrl`: the API base, e.g. "/api" or "http://localhost:8787/api"; default `API_BASE` (mocks/base-url.ts).
 * - `fetch`: the fetch to call; default the global one.
 */
export interface MockApiTarget {
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * What one step gave.
 * - ok: the API took it; `status` and `state` (JSON of `lifecycle.value`) are the application's after it;
 *   `matches` says whether the step's recorded status and state equal them (null when it recorded neither).
 * - not ok: the API's refusal message (with its field errors), or what went wrong; the run stops there.
 */
export type ApiStepOutcome =
  | { index: number; ok: true; status: ApplicationStatus; state: string; matches: boolean | null }
  | { index: number; ok: false; message: string };

/**
 * Where a run ended: the application (id, reference), one outcome per step sent, its status and state (JSON
 * of `lifecycle.value`) at the end, and whether every step was taken.
 */
export interface ApiReplayResult {
  applicationId: string;
  reference: string;
  outcomes: ApiStepOutcome[];
  status: ApplicationStatus;
  state: string;
  complete: boolean;
}

/**
 * Options of a run: the target, a callback told of each step's outcome as it comes, and `answers` saved before
 * every submit and resubmit (absent: the application's own answers, replaced by {@link exampleAnswersFor} on the
 * mock clock's today when the API refuses them).
 */
export interface ApiReplayOptions extends MockApiTarget {
  onStep?: (outcome: ApiStepOutcome) => void;
  answers?: Record<string, unknown>;
  /**
   * Whether the run may move the mock clock forward where a step needs a later day (a notice's 21 clear days, its
   * booked day, its lapse; an invoice's expiry). Default false (issue 30: "leave the clock alone unless asked":
   * moving it ends every signed-in session, in every tab): such a step is refused, saying how far the clock would
   * have to move.
   */
  moveClock?: boolean;
}

/**
 * The demo account that creates a new application when a log is reproduced (mocks/seed/demo.ts
 * `DEMO_ACCOUNTS`): POST /applications asks only that the caller may own applications (`applications.own`:
 * individuals, organisations, district kadhis; src/domain/access.ts), and every service has a form in the user
 * area (src/ui/services/*), so the onboarded individual of the demo may apply for each.
 */
const APPLICANT = 'usr-amina-nakato';

/** Objectors lodging caveats: the first demo individual who is not the owner. */
const OBJECTORS = ['usr-daniel-kiwanuka', 'usr-amina-nakato'] as const;

/** The test card of the mock gateway that is always approved (mocks/handlers/payments.ts). */
const CARD = { cardholderName: 'Amina Nakato', cardNumber: '4242424242424242', expiry: '12/35', cvc: '123' } as const;

/** The invented people example answers name (of the demo register's free NINs, mocks/seed/demo.ts). */
const PEOPLE: readonly ExamplePerson[] = [
  { nin: 'CM9302270914IS', givenName: 'Ibrahim', surname: 'Ssali', dateOfBirth: '1993-02-27', sex: 'MALE', nationality: 'Ugandan' },
  { nin: 'CF9905140371HK', givenName: 'Harriet', surname: 'Kyomuhendo', dateOfBirth: '1999-05-14', sex: 'FEMALE', nationality: 'Ugandan' },
];

/**
 * The district example answers are decided in: Kampala (the demo's marriage rooms and district kadhi), but
 * Gulu for a district kadhi's account registration (one kadhi per district, DOMAIN.md §1: Kampala has one).
 */
function exampleDistrict(serviceType: ServiceType): string {
  return serviceType === 'DISTRICT_KADHI' ? 'Gulu' : 'Kampala';
}

/**
 * Valid answers of a service for a day: the civil marriage notice fixture (mocks/seed/civil-marriage-fixture.ts)
 * for MARRIAGE; else the service rule's example answers (src/domain/services/<service>, `exampleAnswers`).
 * @param serviceType - the service.
 * @param today - the day of submission, yyyy-mm-dd (the mock clock's, so the notice rules judge the same day).
 * @returns answers its `answersSchema(today)` accepts (documents named in them are not uploads).
 */
export function exampleAnswersFor(serviceType: ServiceType, today: string): Record<string, unknown> {
  if (serviceType === 'MARRIAGE') return civilMarriageNotice({ today });
  return serviceRule(serviceType).exampleAnswers({
    today,
    district: exampleDistrict(serviceType),
    random: () => 0.25,
    person: (n) => PEOPLE[n % 2] ?? PEOPLE[0]!,
    document: (what) => ({ id: `doc-replay-${what.length}`, name: `${what}.pdf`, type: 'application/pdf', size: 2048 }),
  });
}

/** The demo account acting at a review level: the national BACKOFFICE officer, or the district kadhi. */
function officerOf(role: string): string | null {
  const account =
    role === 'DISTRICT_KADHI'
      ? DEMO_ACCOUNTS.find((a) => a.organisationKind === 'DISTRICT_KADHI')
      : DEMO_ACCOUNTS.find((a) => a.accountType === 'BACKOFFICE' && a.role === role);
  return account?.userId ?? null;
}

/** A refusal: the run stops with this message. */
class Refused extends Error {}

interface Answer<T> {
  status: number;
  body: T;
}

type ErrorBody = { message?: string; errors?: Record<string, string> } | null;

/** The API's error answer as words: its message and field errors. */
function refusalOf(answer: Answer<unknown>): string {
  const body = answer.body as ErrorBody;
  const errors = Object.entries(body?.errors ?? {}).map(([field, message]) => `${field}: ${message}`);
  const message = body?.message ?? `The mock API answered ${answer.status}.`;
  return errors.length > 0 ? `${message} (${errors.join('; ')})` : message;
}

/** A client of the mock API: calls, tokens by account, the clock (moved only when `moveClock`), the application's record. */
function client(target: MockApiTarget & { moveClock?: boolean }) {
  const base = target.baseUrl ?? API_BASE;
  const send = target.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const tokens = new Map<string, string>();

  async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<Answer<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = token;
    const response = await send(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async function tokenOf(userId: string): Promise<string> {
    const known = tokens.get(userId);
    if (known) return known;
    const answer = await call<{ data: { token: string } }>('POST', '/__mock/act-as', { userId });
    if (answer.status !== 200) throw new Refused(refusalOf(answer));
    tokens.set(userId, answer.body.data.token);
    return answer.body.data.token;
  }

  return {
    call,
    /** Call as an account; a 401 (its token outlived on the moved clock) gets a new token and one retry. */
    async as<T>(userId: string, method: string, path: string, body?: unknown): Promise<Answer<T>> {
      const answer = await call<T>(method, path, body, await tokenOf(userId));
      if (answer.status !== 401) return answer;
      tokens.delete(userId);
      return call<T>(method, path, body, await tokenOf(userId));
    },
    /** The application as its owner reads it (due system events applied). */
    async read(idOrReference: string): Promise<Application> {
      const answer = await call<{ data: Application }>('GET', `/__mock/applications/${encodeURIComponent(idOrReference)}`);
      if (answer.status !== 200) throw new Refused(refusalOf(answer));
      return answer.body.data;
    },
    /** The mock clock's now, ms since the epoch. */
    async now(): Promise<number> {
      const answer = await call<{ data: { nowMs: number } }>('GET', '/__mock/clock');
      if (answer.status !== 200) throw new Refused(refusalOf(answer));
      return answer.body.data.nowMs;
    },
    /**
     * Move the mock clock forward to `ms` (never back); tokens are asked for again afterwards.
     * @throws Refused when the clock would have to move and the run may not move it (`moveClock`).
     */
    async moveTo(ms: number): Promise<void> {
      const seconds = (ms - (await this.now())) / 1000;
      if (seconds <= 0) return;
      if (!target.moveClock) {
        const days = Math.ceil(seconds / 86_400);
        throw new Refused(
          `This step happens ${days} day${days === 1 ? '' : 's'} later than the mock clock's now, and moving the clock was not allowed. Allow the mock clock to move forward (it signs every tab out) and send the steps again.`,
        );
      }
      const answer = await call('POST', '/__mock/clock', { advanceSeconds: seconds });
      if (answer.status !== 200) throw new Refused(refusalOf(answer));
      tokens.clear();
    },
  };
}

type Client = ReturnType<typeof client>;

/** The state value as the timeline writes it (`toState`). */
const stateOf = (application: Application) => JSON.stringify(application.lifecycle.value);

/** The notice-stage clock: this application's notice and the log's, ms since the epoch. */
interface NoticeClock {
  apiMs: number;
  logMs: number;
}

/** An event with its days (a booking's `date`, a celebration's `celebratedOn`) moved from the log's notice day to this notice's. */
function onApiDays(event: Record<string, unknown>, notice: NoticeClock | null): Record<string, unknown> {
  if (notice === null) return event;
  const logNoticeDay = Date.parse(`${todayIso(notice.logMs)}T12:00:00`);
  const shift = (day: string) => todayIso(notice.apiMs + (Date.parse(`${day}T12:00:00`) - logNoticeDay));
  const moved = { ...event };
  if (typeof moved.date === 'string') moved.date = shift(moved.date);
  if (typeof moved.celebratedOn === 'string') moved.celebratedOn = shift(moved.celebratedOn);
  return moved;
}

/** POST an event as an account; a refusal stops the run. */
async function sendEvent(api: Client, userId: string, id: string, body: unknown): Promise<Answer<unknown>> {
  return api.as(userId, 'POST', `/applications/${id}/events`, body);
}

/** Save answers as the owner, on top of the version the API holds now (docs/decisions/007-draft-versions.md). */
async function saveAnswers(api: Client, owner: string, id: string, data: Record<string, unknown>): Promise<void> {
  const current = await api.read(id);
  const saved = await api.as(owner, 'PUT', `/applications/${id}`, { data, documents: [], baseVersion: current.version });
  if (saved.status !== 200) throw new Refused(refusalOf(saved));
}

/**
 * A submit or resubmit by the owner. Answers given are saved first; otherwise it is sent with the answers the
 * application has and, when refused for them (400), the service's example answers are saved and it is sent again.
 */
async function submitAs(
  api: Client,
  owner: string,
  application: Application,
  body: unknown,
  answers: Record<string, unknown> | undefined,
): Promise<void> {
  if (answers) await saveAnswers(api, owner, application.id, answers);
  const first = await sendEvent(api, owner, application.id, body);
  if (first.status === 200) return;
  if (first.status !== 400 || answers) throw new Refused(refusalOf(first));
  await saveAnswers(api, owner, application.id, exampleAnswersFor(application.serviceType, todayIso(await api.now())));
  const again = await sendEvent(api, owner, application.id, body);
  if (again.status !== 200) throw new Refused(refusalOf(again));
}

/** Send one step as its actor would. @throws Refused with the API's message when it is refused. */
async function perform(
  api: Client,
  step: ApplicationLogStep,
  application: Application,
  notice: NoticeClock | null,
  answers: Record<string, unknown> | undefined,
): Promise<void> {
  try {
    await performAs(api, step, application, notice, answers);
  } catch (error) {
    // Seeded applicants (usr-seed-…) own demo applications but have no account to act with.
    if (error instanceof Refused && error.message === `No account ${application.applicantId} in the mock registry.`) {
      throw new Refused(
        `${application.reference}'s applicant (${application.applicantId}) is seeded data with no account in the mock registry, so the steps only the applicant takes (${step.event.type}) cannot be sent. Choose an application of a demo account, or reproduce its log as a new application.`,
      );
    }
    throw error;
  }
}

/** {@link perform}, without the explanation of an applicant who has no account. */
async function performAs(
  api: Client,
  step: ApplicationLogStep,
  application: Application,
  notice: NoticeClock | null,
  answers: Record<string, unknown> | undefined,
): Promise<void> {
  const { id } = application;
  const owner = application.applicantId;
  const type = step.event.type;
  const expect200 = (answer: Answer<unknown>, wanted = 200) => {
    if (answer.status !== wanted) throw new Refused(refusalOf(answer));
  };
  if (type === 'application.lodgeCaveat') {
    const objector = OBJECTORS.find((userId) => userId !== owner) ?? OBJECTORS[0];
    const noticeNumber = application.notice?.noticeNumber;
    if (!noticeNumber) throw new Refused(`${application.reference} has no published notice to lodge a caveat against.`);
    const grounds = 'One of the parties is already married to me under customary law.';
    expect200(await api.as(objector, 'POST', `/notices/${encodeURIComponent(noticeNumber)}/caveats`, { grounds }), 201);
  } else if (type === 'application.lapse') {
    // The clock was moved past the notice's lapse: the API lets it lapse when the application is next read.
  } else if (step.actorRole === 'SYSTEM' && type === 'application.paymentConfirmed') {
    const prn = application.invoice?.prn;
    if (!prn || application.invoice?.paidAt) throw new Refused(`${application.reference} has no unpaid invoice to pay.`);
    expect200(await api.as(owner, 'POST', '/payments/card', { ...CARD, prn }));
  } else if (step.actorRole === 'PARTY') {
    // A party the application names answers its request (issue 31 §2), as from their own account.
    const answer = type === 'application.confirmParty' ? 'CONFIRMED' : type === 'application.partyNotMe' ? 'NOT_ME' : 'DO_NOT_AGREE';
    expect200(await api.call('POST', '/__mock/party-answers', { applicationId: id, answer, first: true }));
  } else if (step.actorRole === 'SYSTEM' && type === 'application.partiesLapsed') {
    const dueAt = application.partyConfirmation?.state === 'WAITING' ? application.partyConfirmation.dueAt : null;
    if (!dueAt) throw new Refused(`${application.reference} waits for no party's answer to let lapse.`);
    await api.moveTo(Date.parse(dueAt) + 60_000);
  } else if (step.actorRole === 'SYSTEM' && type === 'application.invoiceExpired') {
    const expiresAt = application.invoice?.expiresAt;
    if (!expiresAt || application.invoice?.paidAt) throw new Refused(`${application.reference} has no unpaid invoice to let expire.`);
    await api.moveTo(Date.parse(expiresAt) + 60_000);
  } else if (step.actorRole === 'SYSTEM') {
    throw new Refused(`The system does not send ${type}.`);
  } else if (step.actorRole === 'APPLICANT') {
    if (!step.isOwner) throw new Refused(`Only a caveat is sent by someone other than the owner, not ${type}.`);
    if (type === 'application.submit' || type === 'application.resubmit') {
      await submitAs(api, owner, application, step.event, answers);
    } else {
      expect200(await sendEvent(api, owner, id, onApiDays(step.event, notice)));
    }
  } else {
    const officer = officerOf(step.actorRole);
    if (!officer) throw new Refused(`No demo account acts as ${step.actorRole}.`);
    let body: Record<string, unknown> = onApiDays(step.event, notice);
    if ('caveatId' in step.event) {
      const wanted = step.caveatStatus === 'REFERRED' ? 'REFERRED' : 'LODGED';
      const caveat = application.notice?.caveats.find((c) => c.status === wanted);
      if (!caveat) throw new Refused(`${application.reference} has no ${wanted.toLowerCase()} caveat for ${type}.`);
      body = { ...step.event, caveatId: caveat.id };
    }
    expect200(await sendEvent(api, officer, id, body));
  }
}

/** Whether the step's recorded status and state are the application's (null when it recorded neither). */
function matchOf(step: ApplicationLogStep, application: Application): boolean | null {
  if (step.status === undefined && step.state === undefined) return null;
  return (
    (step.status === undefined || step.status === application.status) && (step.state === undefined || step.state === stateOf(application))
  );
}

/** Send the steps in order from where the application stands, stopping at the first refusal. */
async function run(
  api: Client,
  start: Application,
  steps: readonly ApplicationLogStep[],
  options: ApiReplayOptions,
): Promise<ApiReplayResult> {
  let application = start;
  // Already in the notice stage: the steps are timed from this notice (as `journeyTo` times them).
  let notice: NoticeClock | null = start.lifecycle.noticeAt
    ? { apiMs: Date.parse(start.lifecycle.noticeAt), logMs: Date.parse(start.lifecycle.noticeAt) }
    : null;
  const outcomes: ApiStepOutcome[] = [];
  for (const [index, step] of steps.entries()) {
    let outcome: ApiStepOutcome;
    try {
      if (notice !== null) {
        // Notice-stage steps happen days after the notice (docs/decisions/016).
        const lapsesOn = application.notice?.lapsesOn;
        const target =
          step.event.type === 'application.lapse' && lapsesOn
            ? Date.parse(`${lapsesOn}T00:00:00`) + 3_600_000
            : notice.apiMs + (Date.parse(step.at) - notice.logMs);
        await api.moveTo(target);
        application = await api.read(application.id);
      }
      await perform(api, step, application, notice, options.answers);
      application = await api.read(application.id);
      if (notice === null && application.lifecycle.noticeAt)
        notice = { apiMs: Date.parse(application.lifecycle.noticeAt), logMs: Date.parse(step.at) };
      outcome = { index, ok: true, status: application.status, state: stateOf(application), matches: matchOf(step, application) };
    } catch (error) {
      outcome = { index, ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    outcomes.push(outcome);
    options.onStep?.(outcome);
    if (!outcome.ok) break;
  }
  const final = await api.read(application.id).catch(() => application);
  return {
    applicationId: final.id,
    reference: final.reference,
    outcomes,
    status: final.status,
    state: stateOf(final),
    complete: outcomes.length === steps.length && outcomes.every((o) => o.ok),
  };
}

/** The events of a notice's stage (docs/decisions/016): sent days after the notice. */
const NOTICE_STAGE_EVENT_SET: ReadonlySet<string> = new Set(NOTICE_STAGE_EVENTS);

/** A notice lapses 3 months after it was given: about this many days (the runner moves past its `lapsesOn`). */
const LAPSE_DAYS = 92;
/** A PRN is valid 21 days (DOMAIN.md §4): an invoice's expiry moves the clock this far, and a minute. */
const INVOICE_DAYS = 21;

/**
 * About how many days a reproduction of the log moves the mock clock forward, when it may (issue 30: "say before it
 * happens what a reproduction changes"): an invoice's expiry 21 days each, and a notice's stage as many days as its
 * last step is after the notice (a lapse about 3 months). 0 when none of its steps needs a later day.
 * @param steps - the log's steps, in order.
 */
export function clockDaysOf(steps: readonly ApplicationLogStep[]): number {
  const day = 86_400_000;
  let days = steps.filter((s) => s.event.type === 'application.invoiceExpired').length * INVOICE_DAYS;
  const first = steps.findIndex((s) => NOTICE_STAGE_EVENT_SET.has(s.event.type));
  if (first < 0) return days;
  // The notice is given by the registrar's acceptance: the last approval before the stage's first step.
  const accepted = steps
    .slice(0, first)
    .map((s) => s.event.type)
    .lastIndexOf('application.approve');
  const noticeMs = Date.parse(steps[accepted >= 0 ? accepted : first]?.at ?? '');
  let stage = 0;
  for (const step of steps.slice(first)) {
    stage = Math.max(stage, step.event.type === 'application.lapse' ? LAPSE_DAYS : Math.ceil((Date.parse(step.at) - noticeMs) / day));
  }
  days += stage;
  return days;
}

/**
 * What reproducing a log changes in the mock registry, to say before it happens (issue 30): who owns the new
 * application, which demo accounts send its steps, and how far the clock would move.
 * @param log - the application log.
 * @returns the owner's name, the objector's name when the log lodges a caveat, how many caveats it lodges, the roles
 *   of the officers whose demo accounts act, and {@link clockDaysOf}.
 */
export function reproductionEffects(log: ApplicationLog): {
  owner: string;
  objector: string | null;
  caveats: number;
  officers: string[];
  clockDays: number;
} {
  const nameOf = (userId: string) => {
    const account = DEMO_ACCOUNTS.find((a) => a.userId === userId);
    return account ? `${account.givenName} ${account.surname}` : userId;
  };
  const officers = [...new Set(log.steps.map((s) => s.actorRole).filter((role) => role !== 'APPLICANT' && role !== 'SYSTEM'))];
  const caveats = log.steps.filter((s) => s.event.type === 'application.lodgeCaveat').length;
  return {
    owner: nameOf(APPLICANT),
    objector: caveats > 0 ? nameOf(OBJECTORS[0]) : null,
    caveats,
    officers,
    clockDays: clockDaysOf(log.steps),
  };
}

/**
 * Reproduce a log as a NEW application over the mock API: created (a Draft with no answers) by a demo account
 * that may apply for `log.serviceType`, then every step sent as the API's callers would (see the module
 * comment). Before a submit or resubmit, `options.answers` are saved when given (PUT with `baseVersion` the
 * current version); else, when the API refuses the application's answers (400), {@link exampleAnswersFor} on the
 * mock clock's today are saved and the event sent again. The fee is the mock price list's: a log recorded with another fee does not match at the payment step.
 * @param log - the application log (src/domain/schemas/replay-log.ts); its `feeUgx` and `district` are not sent.
 * @param options - the target (base URL, fetch), `onStep` (told of each outcome as it comes), `answers`.
 * @returns the new application's id and reference, the steps' outcomes (stopping at the first refusal), where it
 *   ended, and whether every step was taken.
 * @throws Error when the API refuses to create the application (its message).
 */
export async function reproduceOverApi(log: ApplicationLog, options: ApiReplayOptions = {}): Promise<ApiReplayResult> {
  const api = client(options);
  const id = crypto.randomUUID();
  try {
    const created = await api.as<{ data: Application }>(APPLICANT, 'POST', '/applications', { id, serviceType: log.serviceType, data: {} });
    if (created.status !== 201) throw new Refused(refusalOf(created));
    return await run(api, created.body.data, log.steps, options);
  } catch (error) {
    if (error instanceof Refused)
      throw new Error(`The mock API did not create the ${log.serviceType} application: ${error.message}`, { cause: error });
    throw error;
  }
}

/**
 * Move an EXISTING application along `steps` from where it stands (see the module comment for who sends each).
 * When it already has a notice, the steps' times are read as relative to that notice (as {@link journeyTo}
 * gives them); otherwise the log's notice is the `at` of the step after which the application has one.
 * @param idOrReference - its id or reference (any case).
 * @param steps - the steps to send, in order.
 * @param options - as {@link reproduceOverApi}.
 * @returns the outcomes and where it ended (as {@link reproduceOverApi}).
 * @throws Error "No application … in the mock registry." when there is none.
 */
export async function continueOverApi(
  idOrReference: string,
  steps: readonly ApplicationLogStep[],
  options: ApiReplayOptions = {},
): Promise<ApiReplayResult> {
  const api = client(options);
  const start = await api.read(idOrReference);
  return run(api, start, steps, options);
}

/**
 * Jump an EXISTING application to a display status (issue 13 part 4): the shortest journey there from where it
 * stands ({@link journeyTo}), sent with {@link continueOverApi}. Its fee is its invoice's, else the price list's
 * item for the service (GET /prices; DOMAIN.md §4).
 * @param idOrReference - its id or reference (any case).
 * @param target - the status wanted (SPEC.md §4).
 * @param options - as {@link reproduceOverApi}.
 * @returns the outcomes and where it ended; no steps when it already has that status.
 * @throws Error when there is no such application, or no journey leads there, e.g. "No way leads from
 *   Approved to Draft: Approved is final."
 */
export async function jumpOverApi(
  idOrReference: string,
  target: ApplicationStatus,
  options: ApiReplayOptions = {},
): Promise<ApiReplayResult> {
  const api = client(options);
  const application = await api.read(idOrReference);
  const subject = {
    serviceType: application.serviceType,
    feeUgx: await feeOf(api, application),
    district: application.district,
    lifecycle: application.lifecycle,
  };
  const steps = journeyTo(subject, target);
  if (steps === null) {
    const final = APPLICATION_STATUSES.every((status) => status === application.status || journeyTo(subject, status) === null);
    throw new Error(`No way leads from ${application.status} to ${target}${final ? `: ${application.status} is final.` : '.'}`);
  }
  return continueOverApi(application.id, steps, options);
}

/**
 * Read an application from the mock registry as its owner would (`GET __mock/applications/{idOrReference}`:
 * due system events applied first, an expired invoice or a lapsed notice), e.g. to record its timeline as a log.
 * @param idOrReference - its id or reference (any case).
 * @param target - the base URL and fetch (see {@link MockApiTarget}).
 * @returns the application (`Application`, src/domain/schemas/applications.ts).
 * @throws Error "No application … in the mock registry." when there is none, or the answer's message.
 */
export async function readMockApplication(idOrReference: string, target: MockApiTarget = {}): Promise<Application> {
  return client(target).read(idOrReference);
}

/** The fee the lifecycle machine is told (whole UGX): the invoice's, else the price list's item of the service. */
async function feeOf(api: Client, application: Application): Promise<number> {
  if (application.invoice) return application.invoice.amountUgx;
  if (!SERVICE_BASICS[application.serviceType].feeItem) return 0;
  const prices = await api.call<{ data: Array<{ id: string; amountUgx: number }> }>('GET', '/prices');
  return feeInPriceList(prices.body?.data ?? [], application.serviceType);
}
