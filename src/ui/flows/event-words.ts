/**
 * The registry's words for the events the flow visualizer draws (issue 30: "the registry's words beside the event
 * names", so a product owner reads "Registrar's certificate issued" beside `application.issueCertificate`). The
 * lifecycle's words are its history's (src/domain/lifecycle-words.ts); the other machines' are written here, in the
 * words the portal's pages use.
 */
import { lifecycleEventWords } from '#src/domain/lifecycle-words';
import type { ChartTransition, Statechart } from './statechart';

/** The events of the session, registration, connectivity and form machines, in plain words. */
const EVENT_WORDS: Readonly<Record<string, string>> = {
  'session.signIn': 'The person signs in',
  'session.logout': 'The person signs out',
  'session.ended': 'Another tab signed out',
  'session.hello': 'Another tab asks for the tokens',
  'session.tokensRotated': 'Another tab renewed the tokens',
  'session.profileUpdated': 'The profile was changed',
  'session.reSignIn': 'The person signs in again',
  'session.reSignInCancel': 'The person cancels and is signed out',
  'session.repair': 'A call found the token stale',
  'registration.submitDetails': 'The person gives their details',
  'registration.emailLinkOpened': 'The e-mail link is opened',
  'registration.retryEmailLink': 'The person tries the link again',
  'registration.sendCode': 'A code is sent to the phone',
  'registration.resendCode': 'The person asks for a new code',
  'registration.submitCode': 'The person enters the code',
  'registration.submitPassword': 'The person sets a password',
  'registration.startOver': 'The person starts again',
  'connectivity.offline': 'The connection is lost',
  'connectivity.online': 'The connection is back',
  'wizard.change': 'The person types an answer',
  'wizard.goToStep': 'The person opens a step',
  'wizard.continue': 'Save and continue',
  'wizard.back': 'Back',
  'wizard.showTaskList': 'Back to the task list',
  'wizard.checkAnswers': 'Check your answers',
  'wizard.submit': 'The person submits',
  'wizard.flush': 'Save now',
  'wizard.online': 'The connection is back',
  'wizard.remote': 'Another tab saved newer answers',
  'wizard.resolve': 'The person chooses which answers to keep',
  'wizard.saved': 'The answers are saved',
  'wizard.saveFailed': 'The answers could not be saved',
};

/** The calls the machines make (their invoked actors' sources), named as people would. */
const CALL_WORDS: Readonly<Record<string, string>> = {
  login: 'The sign-in',
  refreshToken: 'The token renewal',
  getToken: 'The token',
  refresh: 'The token renewal',
  fetchMe: 'The profile',
  fetchDistricts: 'The districts list',
  logout: 'The sign-out',
  tabSync: 'The other tabs',
  register: 'The registration',
  activateEmail: 'The e-mail check',
  activatePhone: 'The text-message code',
  verifyOtp: 'The code check',
  setPassword: 'The password',
  readLocal: 'The answers kept on the device',
  submit: 'The submission',
  createDraft: 'The new draft',
  fetchDraft: 'The saved draft',
  saveDraft: 'The save',
};

/**
 * The words of an event, or null when there are none beyond its name.
 * - lifecycle events: the back office's history phrase ("Registrar's certificate issued");
 * - the other machines' events: {@link EVENT_WORDS};
 * - a call's answer (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`): "<the call> answered" / "<the call> failed".
 * @param event - the event type.
 * @param invokes - the chart's unnamed invokes (id → source), as {@link Statechart} keeps them.
 */
export function eventWordsOf(event: string, invokes: Readonly<Record<string, string>> = {}): string | null {
  const lifecycle = lifecycleEventWords(event);
  if (lifecycle) return lifecycle;
  if (EVENT_WORDS[event]) return EVENT_WORDS[event];
  const call = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event);
  if (call?.[2]) {
    const source = invokes[call[2]] ?? call[2].replace(/^(repair|verify|reSignIn)(?=[A-Z])/, '').replace(/^./, (c) => c.toLowerCase());
    const what = CALL_WORDS[source];
    if (what) return `${what} ${call[1] === 'done' ? 'answered' : 'failed'}`;
  }
  return null;
}

/**
 * A statechart with each transition's words ({@link eventWordsOf}) set.
 * @param chart - the statechart.
 */
export function withEventWords(chart: Statechart): Statechart {
  const word = (t: ChartTransition): ChartTransition => ({ ...t, words: eventWordsOf(t.event, chart.invokes) });
  return {
    ...chart,
    states: chart.states.map((s) => ({ ...s, internal: s.internal.map(word) })),
    transitions: chart.transitions.map(word),
  };
}
