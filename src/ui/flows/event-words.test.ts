/** The registry's words beside the event names the flow visualizer draws (issue 30). */
import { describe, expect, it } from 'vitest';
import { i18n } from '#src/ui/shared/i18n';
import { sessionMachine } from '#src/machines/session/session.machine';
import { edgeLabelLines } from './elk-graph';
import { eventWordsOf, withEventWords } from './event-words';
import { lifecycleChart } from './lifecycle-chart';
import { statechartOf } from './statechart';

describe('the registry’s words of an event', () => {
  it('reads the lifecycle’s events as the back office’s history does, and the other machines’ in plain words', () => {
    expect(eventWordsOf(i18n, 'application.issueCertificate')).toBe("Registrar's certificate issued");
    expect(eventWordsOf(i18n, 'application.lodgeCaveat')).toBe('Caveat lodged');
    expect(eventWordsOf(i18n, 'session.signIn')).toBe('The person signs in');
    expect(eventWordsOf(i18n, 'xstate.done.actor.login')).toBe('The sign-in answered');
    expect(eventWordsOf(i18n, 'xstate.error.actor.reSignInFetchMe')).toBe('The profile failed');
    expect(eventWordsOf(i18n, 'xstate.after.REFRESH_INTERVAL.session.SignedIn')).toBeNull();
  });

  it('writes them on every arrow of the lifecycle, beside the event', () => {
    const chart = withEventWords(i18n, lifecycleChart(i18n, { chain: ['REGISTRAR'], hasFee: true, noticeStage: true }));
    const certify = chart.transitions.find((t) => t.event === 'application.issueCertificate');
    const lines = certify ? edgeLabelLines(certify) : [];
    expect(lines.slice(0, 2)).toEqual(['application.issueCertificate', "“Registrar's certificate issued”"]);
    // The guard follows, on as many lines as it takes: the level, the 21 clear days, the register's check.
    expect(lines.slice(2).join(' ')).toMatch(/^\[isLevelOfficer & clearDaysPassed.*registerClear\]$/);
    for (const t of chart.transitions.filter((t) => t.event.startsWith('application.'))) expect(t.words, t.event).toBeTruthy();
  });

  it('gives most of the session’s arrows words', () => {
    const chart = withEventWords(i18n, statechartOf(sessionMachine));
    const worded = chart.transitions.filter((t) => t.words);
    expect(worded.length / chart.transitions.length).toBeGreaterThan(0.7);
  });
});
