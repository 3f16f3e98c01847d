/**
 * Application logs: every demo application's timeline, written down as a log, replays on the machine to the
 * status and state the API recorded after each step; generated journeys do too; a log that breaks a rule
 * stops where the API would refuse it, with the API's message.
 */
import { describe, expect, it } from 'vitest';
import { indexedApplications } from '#mocks/application-store';
import { toApplication } from '#mocks/handlers/applications';
import { parseReplayFile, replayFileName, type ApplicationLog } from '#src/domain/schemas/replay-log';
import { FOUR_LEVEL_CHAIN } from '#src/domain/review-chains';
import { applicationLogFromTimeline, applicationLogOfJourney, replayOnMachine } from './application.replay';
import { lifecyclePaths } from './application.paths';

describe('a timeline written down as a log', () => {
  const applications = indexedApplications()
    .map((entry) => toApplication(entry.record))
    .filter((a) => a.timeline.length > 0);

  it('covers the demo applications with a history', () => {
    expect(applications.length).toBeGreaterThan(10);
  });

  it.each(applications.map((a) => [`${a.reference} (${a.serviceType}, ${a.status})`, a] as const))(
    '%s replays step by step as recorded',
    (_, application) => {
      const log = applicationLogFromTimeline(application, '2026-11-26T10:00:00.000Z');
      expect(parseReplayFile(JSON.stringify(log))).toEqual({ ok: true, file: log });
      const replay = replayOnMachine(log);
      expect(replay.outcomes.filter((o) => !o.ok || o.matches !== true)).toEqual([]);
      expect(replay.complete).toBe(true);
      const last = replay.outcomes.at(-1);
      expect(last && last.ok && [last.status, last.state]).toEqual([application.status, JSON.stringify(application.lifecycle.value)]);
    },
  );
});

describe('generated journeys as logs', () => {
  const journeys = lifecyclePaths(FOUR_LEVEL_CHAIN, 150_000, 'shortest');

  it.each(journeys.map((j, i) => [i + 1, j] as const))('journey %i of the four-level chain replays to its end', (number, journey) => {
    const log = applicationLogOfJourney('PUBLIC_PLACE_LICENSING', 150_000, journey, '2026-11-26T10:00:00.000Z', number);
    const replay = replayOnMachine(log);
    expect(replay.complete).toBe(true);
    expect(replay.outcomes.every((o) => o.ok && o.matches)).toBe(true);
    const last = replay.outcomes.at(-1);
    expect(last && last.ok ? last.status : 'Draft').toBe(journey.status);
  });
});

describe('a log that breaks a rule', () => {
  const base: ApplicationLog = {
    format: 'marriage-registry-replay-log',
    version: 1,
    title: 'Edited by hand',
    recordedAt: '2026-11-26T10:00:00.000Z',
    machine: 'application',
    source: 'timeline',
    serviceType: 'SPECIAL_LICENSE',
    feeUgx: 0,
    district: 'Kampala',
    reference: null,
    steps: [
      {
        event: { type: 'application.submit', declaration: true },
        actorRole: 'APPLICANT',
        isOwner: true,
        at: '2026-01-05T09:00:00.000Z',
        status: 'Submitted',
      },
      { event: { type: 'application.open' }, actorRole: 'DIRECTOR', isOwner: false, at: '2026-01-05T09:00:00.000Z', status: 'Pending' },
    ],
  };

  it('stops at the step the API would refuse, with its message', () => {
    const replay = replayOnMachine(base);
    expect(replay.complete).toBe(false);
    expect(replay.outcomes).toEqual([
      expect.objectContaining({ index: 0, ok: true, status: 'Submitted', matches: true }),
      { index: 1, ok: false, httpStatus: 403, message: 'Your role cannot do this at this stage: this application is with the Registrar.' },
    ]);
  });

  it('tells a step whose status differs from the recording', () => {
    const log = { ...base, steps: [{ ...base.steps[0]!, status: 'Pending' as const }] };
    expect(replayOnMachine(log).outcomes).toEqual([expect.objectContaining({ ok: true, status: 'Submitted', matches: false })]);
  });

  it('is refused when read if it is not a log of this portal', () => {
    expect(parseReplayFile('not json')).toEqual({
      ok: false,
      message: 'This file is not JSON: choose a replay log downloaded from this page.',
    });
    expect(parseReplayFile('{"format":"other","version":1}')).toEqual({
      ok: false,
      message: 'This is not a replay log of the Marriage Registry Portal.',
    });
    expect(parseReplayFile(JSON.stringify({ ...base, steps: [{ ...base.steps[0], at: 'yesterday' }] }))).toEqual({
      ok: false,
      message: 'This replay log cannot be read. steps.0.at: An ISO 8601 time.',
    });
    expect(replayFileName(base)).toBe('replay-edited-by-hand.json');
  });
});
