/**
 * Every machine the flow visualizer draws (issue 13 part 3; docs/decisions/029-flow-visualizer.md): the
 * session, sign-in, registration, connectivity and wizard machines, and the application lifecycle once for each
 * distinct review chain of the services (with the services that use it). Each entry says how to draw the
 * machine and how to simulate it on a copy. Imported only by the visualizer's lazy page.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { ApiError } from '#src/ui/shared/api-error';
import { LEVEL_LABELS } from '#src/domain/review-chains';
import { SERVICE_BASICS } from '#src/domain/services/basics';
import { SERVICE_LABELS, SERVICE_TYPES, type ServiceType } from '#src/domain/services/service-types';
import { connectivityMachine } from '#src/machines/connectivity/connectivity.machine';
import { registrationMachine } from '#src/machines/registration/registration.machine';
import { sessionMachine } from '#src/machines/session/session.machine';
import { signInMachine } from '#src/machines/session/sign-in.machine';
import { wizardMachine } from '#src/machines/wizard/wizard.machine';
import { lifecycleActiveIds, lifecycleChart, lifecycleSimulation } from './lifecycle-chart';
import { activeStatesOf, statechartOf, type Statechart } from './statechart';
import type { SampleEvent, SimulationSetup } from './simulation';
import { withEventWords } from './event-words';

/** One machine as the visualizer shows it. */
export interface FlowEntry {
  /** A stable id (the chooser's value and the page's `?flow=` parameter), e.g. `session`, `lifecycle-4`. */
  id: string;
  /** The title people read, e.g. "Session (sign-in)". */
  title: string;
  /** One or two sentences on what the machine is for. */
  summary: string;
  /** The statechart drawn. */
  chart: Statechart;
  /** How the copy is simulated. */
  simulation: SimulationSetup;
  /** The drawn state ids a snapshot of the simulated machine is in (highlighting). */
  activeIds: (snapshot: AnyMachineSnapshot) => string[];
  /** What the simulation assumes, said on the page; null when it runs the machine as it is. */
  assumption: string | null;
  /** The services that use this lifecycle (lifecycle entries only). */
  services?: readonly ServiceType[];
  /** Why the page shows nothing live for this machine, when it never can (e.g. a child the session runs briefly). */
  notLive?: string;
}

/** A JWT-shaped token (the signature is a dummy): the session reads `sid` and `exp` from its payload. */
function sampleJwt(payload: Record<string, unknown>): string {
  const b64 = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64(JSON.stringify(payload))}.c2ln`;
}

/** A refresh token of session `sim` valid until 2100 (4 102 444 800 s since 1970). */
const SAMPLE_REFRESH = sampleJwt({ sub: 'u-sim', typ: 'refresh', sid: 'sim', exp: 4_102_444_800 });
const SAMPLE_PROFILE = {
  userId: 'u-sim',
  accountType: 'INDIVIDUAL',
  idNumber: null,
  givenName: 'Sample',
  surname: 'Person',
  email: 'sample@example.ug',
  phone: '+256700000000',
};
const UNAUTHORISED = new ApiError(401, 'UNAUTHORISED', 'Incorrect username and password');
const ROTATED = new ApiError(409, 'CONFLICT', 'The token was rotated by another tab');
const NETWORK = new ApiError(0, 'NETWORK', 'Network Connection Error');

const done = (actor: string, output: unknown): SampleEvent => ({
  variant: null,
  event: { type: `xstate.done.actor.${actor}`, output } as EventObject,
});
const failed = (actor: string, variant: string, error: ApiError): SampleEvent => ({
  variant,
  event: { type: `xstate.error.actor.${actor}`, error } as EventObject,
});

/** Every call's answers: done with its output, failed with 401, 409 (token rotated elsewhere) or no answer. */
function callSamples(actors: Readonly<Record<string, unknown>>): Record<string, readonly SampleEvent[]> {
  const samples: Record<string, readonly SampleEvent[]> = {};
  for (const [actor, output] of Object.entries(actors)) {
    samples[`xstate.done.actor.${actor}`] = [done(actor, output)];
    samples[`xstate.error.actor.${actor}`] = [
      failed(actor, '401', UNAUTHORISED),
      failed(actor, '409', ROTATED),
      failed(actor, 'no answer', NETWORK),
    ];
  }
  return samples;
}

/** An example event (its payload is whatever the machine reads). */
function sample(variant: string | null, event: { type: string } & Record<string, unknown>): SampleEvent {
  return { variant, event: event as EventObject };
}

const CREDENTIALS = { phoneOrEmail: 'sample@example.ug', password: 'Sample#123' };
const TOKENS = { token: 'Bearer sample', refreshToken: SAMPLE_REFRESH };

/**
 * The ends of the sign-in sub-flow (src/machines/session/sign-in.machine.ts) as the session sees them: it always
 * finishes, so a failure is a `done` whose output says `ok: false` with the error of the call that failed.
 * Its inside (login, bearer token, profile) is simulated in its own entry, `sign-in`.
 */
function signInAnswers(invokeId: string): Record<string, readonly SampleEvent[]> {
  const type = `xstate.done.actor.${invokeId}`;
  const notReached = { refreshToken: null, token: null };
  const refused = (variant: string, error: ApiError): SampleEvent =>
    sample(variant, { type, output: { ok: false, error, obtained: notReached } });
  return {
    [type]: [
      sample('signed in', { type, output: { ok: true, profile: SAMPLE_PROFILE, ...TOKENS } }),
      refused('401', UNAUTHORISED),
      refused('409', ROTATED),
      refused('no answer', NETWORK),
    ],
  };
}

const SIGN_IN_SAMPLES: Record<string, readonly SampleEvent[]> = callSamples({
  login: { refreshToken: SAMPLE_REFRESH },
  getToken: TOKENS,
  fetchMe: SAMPLE_PROFILE,
});

const SESSION_SAMPLES: Record<string, readonly SampleEvent[]> = {
  'session.signIn': [sample(null, { type: 'session.signIn', ...CREDENTIALS })],
  'session.reSignIn': [sample(null, { type: 'session.reSignIn', ...CREDENTIALS })],
  'session.profileUpdated': [sample(null, { type: 'session.profileUpdated', profile: SAMPLE_PROFILE })],
  'session.tokensRotated': [sample('this session', { type: 'session.tokensRotated', sid: 'sim', ...TOKENS })],
  'session.ended': [sample('this session', { type: 'session.ended', sid: 'sim' })],
  'session.hello': [sample('this session', { type: 'session.hello', sid: 'sim' })],
  'session.repair': [
    sample('with a refresh token', { type: 'session.repair', refreshToken: SAMPLE_REFRESH }),
    sample('without one', { type: 'session.repair', refreshToken: null }),
  ],
  ...signInAnswers('signIn'),
  ...signInAnswers('reSignIn'),
  ...callSamples({
    refresh: TOKENS,
    fetchDistricts: [],
    logout: null,
    repairGetToken: TOKENS,
    repairFetchMe: SAMPLE_PROFILE,
    verifyGetToken: TOKENS,
    verifyFetchMe: SAMPLE_PROFILE,
  }),
};

const REGISTRATION_SAMPLES: Record<string, readonly SampleEvent[]> = {
  'registration.submitDetails': [
    {
      variant: null,
      event: {
        type: 'registration.submitDetails',
        details: { givenName: 'Sample', surname: 'Person', email: 'sample@example.ug', phone: '+256700000000', accountType: 'INDIVIDUAL' },
      } as EventObject,
    },
  ],
  'registration.emailLinkOpened': [
    { variant: null, event: { type: 'registration.emailLinkOpened', token: 'sample-token' } as EventObject },
  ],
  'registration.submitCode': [{ variant: null, event: { type: 'registration.submitCode', otp: '123456' } as EventObject }],
  'registration.submitPassword': [
    {
      variant: null,
      event: { type: 'registration.submitPassword', password: 'Sample#12345', confirmPassword: 'Sample#12345' } as EventObject,
    },
  ],
  ...callSamples({
    register: { userId: 'u-sim', email: 'sample@example.ug' },
    activateEmail: { userId: 'u-sim', phone: '+256700000000' },
    activatePhone: { resendAfterSeconds: 60 },
    verifyOtp: { passwordToken: 'sample' },
    setPassword: { userId: 'u-sim' },
  }),
};

const WIZARD_STEPS = [
  { id: 'partyOne', fieldPrefixes: ['partyOne'] },
  { id: 'partyTwo', fieldPrefixes: ['partyTwo'] },
];
const SAMPLE_APPLICATION = { id: 'a-sim', version: 1, data: {}, documents: [] };

const WIZARD_SAMPLES: Record<string, readonly SampleEvent[]> = {
  'wizard.change': [{ variant: null, event: { type: 'wizard.change', data: { partyOne: { name: 'Sample' } } } as EventObject }],
  'wizard.goToStep': [{ variant: 'second step', event: { type: 'wizard.goToStep', stepId: 'partyTwo' } as EventObject }],
  'wizard.submit': [{ variant: null, event: { type: 'wizard.submit', declaration: true } as EventObject }],
  'wizard.remote': [{ variant: 'newer version', event: { type: 'wizard.remote', version: 2, data: {} } as EventObject }],
  'wizard.resolve': [{ variant: null, event: { type: 'wizard.resolve', choices: {} } as EventObject }],
  ...callSamples({
    readLocal: null,
    writeLocal: undefined,
    removeLocal: undefined,
    createDraft: SAMPLE_APPLICATION,
    fetchDraft: SAMPLE_APPLICATION,
    saveDraft: SAMPLE_APPLICATION,
    submit: SAMPLE_APPLICATION,
  }),
};

/** The machine entries that are not the lifecycle. */
function machineEntry(
  i18n: I18n,
  id: string,
  title: string,
  summary: string,
  machine: AnyStateMachine,
  input: unknown,
  samples: Record<string, readonly SampleEvent[]>,
  assumption: string | null,
): FlowEntry {
  const chart = withEventWords(i18n, statechartOf(machine));
  // An unnamed invoke's events carry its id (`xstate.done.actor.0.wizard.Loading`): give them its source's examples.
  const byId: Record<string, readonly SampleEvent[]> = { ...samples };
  for (const [invokeId, src] of Object.entries(chart.invokes)) {
    for (const kind of ['done', 'error']) {
      const examples = samples[`xstate.${kind}.actor.${src}`];
      const type = `xstate.${kind}.actor.${invokeId}`;
      if (examples && !byId[type]) byId[type] = examples.map((e) => ({ variant: e.variant, event: { ...e.event, type } }));
    }
  }
  return { id, title, summary, chart, simulation: { machine, input, samples: byId }, activeIds: activeStatesOf, assumption };
}

/** The distinct lifecycles: one per (chain, fee or not, notice stage or not), with the services using it. */
function lifecycleEntries(i18n: I18n): FlowEntry[] {
  const groups = new Map<string, { services: ServiceType[]; basics: (typeof SERVICE_BASICS)[ServiceType] }>();
  for (const type of SERVICE_TYPES) {
    const basics = SERVICE_BASICS[type];
    const key = `${basics.chain.join('>')}|${basics.feeItem !== null}|${basics.noticeStage === true}`;
    const group = groups.get(key);
    if (group) group.services.push(type);
    else groups.set(key, { services: [type], basics });
  }
  return [...groups.values()].map(({ services, basics }) => {
    const input = { chain: basics.chain, hasFee: basics.feeItem !== null, noticeStage: basics.noticeStage === true };
    const chainText = basics.chain.map((level) => LEVEL_LABELS[level]).join(' → ');
    const extras = [
      input.hasFee ? i18n._(msg`with a fee`) : i18n._(msg`free`),
      input.noticeStage ? i18n._(msg`with the notice stage`) : null,
    ]
      .filter(Boolean)
      .join(', ');
    const serviceNames = services.map((s) => SERVICE_LABELS[s]).join(', ');
    return {
      id: `lifecycle-${basics.chain.length}-${services[0]?.toLowerCase().replace(/_/g, '-') ?? 'none'}`,
      title: i18n._(msg`Application: ${chainText} (${extras})`),
      summary: i18n._(msg`The lifecycle of an application of ${serviceNames}: reviewed by ${chainText}.`),
      chart: withEventWords(i18n, lifecycleChart(i18n, input)),
      simulation: lifecycleSimulation(input),
      activeIds: lifecycleActiveIds,
      assumption: i18n._(
        msg`The simulator sends each event as the person allowed to send it (the owner, the level’s officer, the system) and on a day the date rules allow; the rules on the chain, the fee, the notice and the caveats are the machine’s own.`,
      ),
      services,
    };
  });
}

/**
 * Every flow the visualizer offers, in the chooser's order: the session first (the live one), its sign-in, then
 * registration, connectivity, the wizard and the lifecycles (shortest chain first).
 * @param i18n - the catalogue, in the language to write the titles, summaries and arrows' words in.
 */
export function flowCatalogue(i18n: I18n): FlowEntry[] {
  return [
    machineEntry(
      i18n,
      'session',
      i18n._(msg`Session (sign-in)`),
      i18n._(msg`The browser session of one person: sign-in, the bearer token’s upkeep, re-sign-in and logout.`),
      sessionMachine,
      undefined,
      SESSION_SAMPLES,
      i18n._(msg`Calls are answered by the simulator: pick “done” or a failure (401, 409, no answer); nothing is sent.`),
    ),
    {
      ...machineEntry(
        i18n,
        'sign-in',
        i18n._(msg`Sign-in (login, token, profile)`),
        i18n._(
          msg`The sign-in the session runs for the sign-in page and for the re-sign-in dialog: login, then the bearer token, then the profile.`,
        ),
        signInMachine,
        CREDENTIALS,
        SIGN_IN_SAMPLES,
        i18n._(msg`Calls are answered by the simulator: pick “done” or a failure (401, 409, no answer); nothing is sent.`),
      ),
      notLive: i18n._(
        msg`Not followed live: it runs inside the session for the moment a sign-in takes. The session’s chart shows when it runs (SignedOut › SigningIn).`,
      ),
    },
    machineEntry(
      i18n,
      'registration',
      i18n._(msg`Registration (create an account)`),
      i18n._(msg`Creating an account: details, the e-mailed link, the phone code and the password.`),
      registrationMachine,
      undefined,
      REGISTRATION_SAMPLES,
      i18n._(msg`Calls are answered by the simulator: pick “done” or a failure; nothing is sent.`),
    ),
    machineEntry(
      i18n,
      'connectivity',
      i18n._(msg`Connectivity (online and offline)`),
      i18n._(msg`Whether the browser is online; after a loss, "back online" shows for a second.`),
      connectivityMachine,
      { online: true },
      {},
      null,
    ),
    machineEntry(
      i18n,
      'wizard',
      i18n._(msg`Application form (wizard)`),
      i18n._(msg`One service form: the task list, its steps, check your answers, saving drafts and submitting.`),
      wizardMachine,
      {
        userId: 'u-sim',
        applicationId: 'a-sim',
        serviceType: 'MARRIAGE',
        mode: 'new',
        steps: WIZARD_STEPS,
        initialData: {},
        created: false,
      },
      WIZARD_SAMPLES,
      i18n._(msg`A two-step example form; calls and the device copy are answered by the simulator; nothing is saved.`),
    ),
    ...lifecycleEntries(i18n).sort((a, b) => a.chart.states.length - b.chart.states.length),
  ];
}
