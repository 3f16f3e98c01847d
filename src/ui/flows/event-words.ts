/**
 * The registry's words for the events the flow visualizer draws (issue 30: "the registry's words beside the event
 * names", so a product owner reads "Registrar's certificate issued" beside `application.issueCertificate`). The
 * lifecycle's words are its history's (src/domain/lifecycle-words.ts); the other machines' are written here, in the
 * words the portal's pages use.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { lifecycleEventWords } from '#src/domain/lifecycle-words';
import type { ChartTransition, Statechart } from './statechart';

/** The events of the session, registration, connectivity and form machines, in plain words. */
const EVENT_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  'session.signIn': msg`The person signs in`,
  'session.logout': msg`The person signs out`,
  'session.ended': msg`Another tab signed out`,
  'session.hello': msg`Another tab asks for the tokens`,
  'session.tokensRotated': msg`Another tab renewed the tokens`,
  'session.profileUpdated': msg`The profile was changed`,
  'session.reSignIn': msg`The person signs in again`,
  'session.reSignInCancel': msg`The person cancels and is signed out`,
  'session.repair': msg`A call found the token stale`,
  'registration.submitDetails': msg`The person gives their details`,
  'registration.emailLinkOpened': msg`The e-mail link is opened`,
  'registration.retryEmailLink': msg`The person tries the link again`,
  'registration.sendCode': msg`A code is sent to the phone`,
  'registration.resendCode': msg`The person asks for a new code`,
  'registration.submitCode': msg`The person enters the code`,
  'registration.submitPassword': msg`The person sets a password`,
  'registration.startOver': msg`The person starts again`,
  'connectivity.offline': msg`The connection is lost`,
  'connectivity.online': msg`The connection is back`,
  'wizard.change': msg`The person types an answer`,
  'wizard.goToStep': msg`The person opens a step`,
  'wizard.continue': msg`Save and continue`,
  'wizard.back': msg`Back`,
  'wizard.showTaskList': msg`Back to the task list`,
  'wizard.checkAnswers': msg`Check your answers`,
  'wizard.submit': msg`The person submits`,
  'wizard.flush': msg`Save now`,
  'wizard.online': msg`The connection is back`,
  'wizard.remote': msg`Another tab saved newer answers`,
  'wizard.resolve': msg`The person chooses which answers to keep`,
  'wizard.saved': msg`The answers are saved`,
  'wizard.saveFailed': msg`The answers could not be saved`,
};

/** The calls the machines make (their invoked actors' sources), named as people would. */
const CALL_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  login: msg`The sign-in`,
  refreshToken: msg`The token renewal`,
  getToken: msg`The token`,
  refresh: msg`The token renewal`,
  fetchMe: msg`The profile`,
  fetchDistricts: msg`The districts list`,
  logout: msg`The sign-out`,
  tabSync: msg`The other tabs`,
  register: msg`The registration`,
  activateEmail: msg`The e-mail check`,
  activatePhone: msg`The text-message code`,
  verifyOtp: msg`The code check`,
  setPassword: msg`The password`,
  readLocal: msg`The answers kept on the device`,
  submit: msg`The submission`,
  createDraft: msg`The new draft`,
  fetchDraft: msg`The saved draft`,
  saveDraft: msg`The save`,
};

/**
 * The words of an event, or null when there are none beyond its name.
 * - lifecycle events: the back office's history phrase ("Registrar's certificate issued");
 * - the other machines' events: {@link EVENT_WORDS};
 * - a call's answer (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`): "<the call> answered" / "<the call> failed".
 * @param i18n - the catalogue, in the language to draw in.
 * @param event - the event type.
 * @param invokes - the chart's unnamed invokes (id → source), as {@link Statechart} keeps them.
 */
export function eventWordsOf(i18n: I18n, event: string, invokes: Readonly<Record<string, string>> = {}): string | null {
  const lifecycle = lifecycleEventWords(event);
  if (lifecycle) return lifecycle;
  const words = EVENT_WORDS[event];
  if (words) return i18n._(words);
  const call = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event);
  if (call?.[2]) {
    const source = invokes[call[2]] ?? call[2].replace(/^(repair|verify|reSignIn)(?=[A-Z])/, '').replace(/^./, (c) => c.toLowerCase());
    const words = CALL_WORDS[source];
    if (words) {
      const what = i18n._(words);
      return i18n._(call[1] === 'done' ? msg`${what} answered` : msg`${what} failed`);
    }
  }
  return null;
}

/**
 * A statechart with each transition's words ({@link eventWordsOf}) set.
 * @param i18n - the catalogue, in the language to draw in.
 * @param chart - the statechart.
 */
export function withEventWords(i18n: I18n, chart: Statechart): Statechart {
  const word = (t: ChartTransition): ChartTransition => ({ ...t, words: eventWordsOf(i18n, t.event, chart.invokes) });
  return {
    ...chart,
    states: chart.states.map((s) => ({ ...s, internal: s.internal.map(word) })),
    transitions: chart.transitions.map(word),
  };
}
