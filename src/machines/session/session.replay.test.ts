/**
 * A session recorded against the mock API (MSW node server, tests/support/vitest.setup.ts) replays on the
 * session machine to the same states, and keeps no secret.
 */
import { createActor, waitFor } from 'xstate';
import { beforeEach, describe, expect, it } from 'vitest';
import { freezeClock } from '#mocks/clock';
import { DEMO_PASSWORD } from '#mocks/seed/demo';
import { ApiError } from '#src/api/errors';
import { REDACTED, parseReplayFile } from '#src/domain/schemas/replay-log';
import { sessionMachine } from './session.machine';
import { createSessionRecorder, redactValue } from './session-recorder';
import { replaySessionLog } from './session.replay';

const AMINA = 'amina.nakato@example.ug';

beforeEach(() => {
  freezeClock();
});

function recordedSession() {
  let tick = Date.parse('2026-03-02T08:00:00.000Z');
  const recorder = createSessionRecorder({ now: () => (tick += 1000) });
  const machine = sessionMachine.provide({ actions: { reloadPage: () => undefined } });
  const actor = createActor(machine, { input: {}, inspect: recorder.observe });
  actor.start();
  return { actor, recorder };
}

describe('session recording and replay', () => {
  it('records a sign-in, a failed one before it and a logout, and replays them to the same states', async () => {
    const { actor, recorder } = recordedSession();
    actor.send({ type: 'session.signIn', phoneOrEmail: AMINA, password: 'Wrong#2026' });
    await waitFor(actor, (s) => s.matches({ SignedOut: 'Idle' }) && s.context.error !== null);
    actor.send({ type: 'session.signIn', phoneOrEmail: AMINA, password: DEMO_PASSWORD });
    await waitFor(actor, (s) => s.hasTag('signedIn') && s.context.districts.length > 0);
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.hasTag('signedOut'));
    actor.stop();

    const log = recorder.log('2026-03-02T09:00:00.000Z');
    const text = JSON.stringify(log);
    // Nothing that signs in or proves a session is kept.
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain('Wrong#2026');
    expect(text).toContain(REDACTED);
    for (const jwt of text.match(/[\w-]+\.[\w-]+\.[\w[\]-]+/g) ?? []) expect(jwt.split('.')[2]).not.toMatch(/^[\w-]{20,}$/);

    // It reads back as a replay log, and replays to every recorded state.
    const parsed = parseReplayFile(text);
    expect(parsed.ok).toBe(true);
    const replay = replaySessionLog(log);
    expect(replay.start).toBe(log.steps[0]?.state);
    expect(replay.outcomes.length).toBe(log.steps.length - 1);
    expect(replay.outcomes.filter((o) => o.matches !== true)).toEqual([]);
    expect(replay.outcomes.at(-1)?.state).toBe(JSON.stringify(actor.getSnapshot().value));
    expect(log.steps.map((s) => s.event.type)).toEqual(expect.arrayContaining(['session.signIn', 'session.logout']));
  });

  it('tells a state the recording did not see', () => {
    const { actor, recorder } = recordedSession();
    actor.stop();
    const log = recorder.log('2026-03-02T09:00:00.000Z');
    log.steps.push({
      event: { type: 'session.signIn', phoneOrEmail: AMINA, password: REDACTED },
      at: '2026-03-02T09:00:01.000Z',
      state: '"SignedIn"',
    });
    const replay = replaySessionLog(log);
    expect(replay.outcomes.at(-1)).toEqual(expect.objectContaining({ index: log.steps.length - 1, matches: false, moved: true }));
    expect(replay.outcomes.slice(0, -1).every((o) => o.matches === true)).toBe(true);
  });
});

describe('redactValue', () => {
  it('replaces passwords and codes, defangs JWTs, and writes errors as plain objects', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjE3MDAwMDAwMDB9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    expect(
      redactValue({
        type: 'x',
        password: 'Registry#2026',
        otp: '123456',
        output: { token: `Bearer ${jwt}`, refreshToken: jwt, profile: { givenName: 'Amina' } },
        error: new ApiError(401, 'UNAUTHORISED', 'Sign in again'),
      }),
    ).toEqual({
      type: 'x',
      password: REDACTED,
      otp: REDACTED,
      output: {
        token: `Bearer eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjE3MDAwMDAwMDB9.${REDACTED}`,
        refreshToken: `eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjE3MDAwMDAwMDB9.${REDACTED}`,
        profile: { givenName: 'Amina' },
      },
      error: { name: 'ApiError', status: 401, code: 'UNAUTHORISED', message: 'Sign in again', fieldErrors: {} },
    });
  });
});
