import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/api/errors';
import { STALE_VERSION_CODE, type Application } from '#src/domain/schemas/applications';
import { application, ID } from './wizard.fixtures';
import type { DraftLocalStore, DraftRemote, LocalDraft } from './draft-ports';
import { sendDeviceDraft } from './device-draft';

const BASE = { one: { a: 'x' }, two: { b: '' } };
const TYPED = { one: { a: 'x' }, two: { b: 'typed here' } };

function draft(overrides: Partial<LocalDraft> = {}): LocalDraft {
  return {
    version: 1,
    userId: 'u1',
    applicationId: ID,
    serviceType: 'MARRIAGE',
    data: TYPED,
    revision: 3,
    savedRevision: 1,
    created: true,
    visited: ['one', 'two'],
    completed: ['one'],
    currentStep: 'two',
    updatedAt: '2026-01-01T00:00:00.000Z',
    baseVersion: 4,
    base: BASE,
    ...overrides,
  };
}

/** A device holding one draft, and an API whose answers the test queues (default: success). */
function ports(
  stored: LocalDraft,
  answers: { create?: Application | Error; fetch?: Application | Error; save?: Application | Error } = {},
) {
  const writes: LocalDraft[] = [];
  const calls: string[] = [];
  const local: DraftLocalStore = {
    read: async () => stored,
    write: async (d) => {
      writes.push(structuredClone(d));
    },
    remove: async () => undefined,
  };
  const answer = async (name: string, value: Application | Error | undefined, fallback: Application) => {
    calls.push(name);
    if (value instanceof Error) throw value;
    return value ?? fallback;
  };
  const remote: DraftRemote = {
    create: (payload) => answer(`create:${JSON.stringify(payload.data)}`, answers.create, application({ data: payload.data })),
    fetch: () => answer('fetch', answers.fetch, application({ version: 4, data: BASE })),
    save: (_, payload) =>
      answer(`save@${payload.baseVersion}`, answers.save, application({ version: payload.baseVersion + 1, data: payload.data })),
    submit: () => answer('submit', undefined, application()),
  };
  return { local, remote, writes, calls };
}

describe('sendDeviceDraft: a draft kept only on the device, sent through an unattended wizard', () => {
  it('saves on the version it started from, and the device copy then says it is sent (steps and page kept)', async () => {
    const p = ports(draft());
    expect(await sendDeviceDraft(p, draft())).toBe(true);
    expect(p.calls).toEqual(['save@4']);
    const last = p.writes.at(-1);
    expect(last).toMatchObject({ data: TYPED, created: true, baseVersion: 5, base: TYPED, visited: ['one', 'two'], completed: ['one'] });
    expect(last?.savedRevision).toBe(last?.revision);
    expect(last?.currentStep).toBe('two');
  });

  it('creates a draft the API never got, then saves it on version 1', async () => {
    const d = draft({ created: false, baseVersion: null, base: {} });
    const p = ports(d);
    expect(await sendDeviceDraft(p, d)).toBe(true);
    expect(p.calls).toEqual([`create:${JSON.stringify(TYPED)}`, 'save@1']);
  });

  it('leaves a draft whose creation answers a later version (it changed elsewhere) for the person', async () => {
    const d = draft({ created: false, baseVersion: null, base: {} });
    const p = ports(d, { create: application({ version: 3, data: { one: { a: 'other' } } }) });
    expect(await sendDeviceDraft(p, d)).toBe(false);
    expect(p.calls).toHaveLength(1);
  });

  it('reads an unknown version first, and saves on it when the API still holds the answers the draft started from', async () => {
    const d = draft({ baseVersion: null });
    const p = ports(d, { fetch: application({ version: 7, data: BASE }) });
    expect(await sendDeviceDraft(p, d)).toBe(true);
    expect(p.calls).toEqual(['fetch', 'save@7']);
  });

  it('never merges: an unknown version whose API copy changed, or a 409 STALE_VERSION, waits for the person', async () => {
    const changed = application({ version: 7, data: { one: { a: 'changed elsewhere' }, two: { b: '' } } });
    const unknown = draft({ baseVersion: null });
    const p1 = ports(unknown, { fetch: changed });
    expect(await sendDeviceDraft(p1, unknown)).toBe(false);
    expect(p1.calls).toEqual(['fetch']);
    expect(p1.writes.every((w) => w.data === TYPED || JSON.stringify(w.data) === JSON.stringify(TYPED))).toBe(true);

    const p2 = ports(draft(), { save: new ApiError(409, STALE_VERSION_CODE, 'stale'), fetch: changed });
    expect(await sendDeviceDraft(p2, draft())).toBe(false);
    expect(p2.calls).toEqual(['save@4', 'fetch']);
    expect(p2.writes.map((w) => w.data)).not.toContainEqual(changed.data);
  });

  it('sends nothing while a conflict waits for the person', async () => {
    const d = draft({ conflicts: [{ path: 'two.b', mine: 'a', theirs: 'b' }] });
    const p = ports(d);
    expect(await sendDeviceDraft(p, d)).toBe(false);
    expect(p.calls).toEqual([]);
  });

  it('answers false, keeping the answers on the device, when the API gives no answer or refuses', async () => {
    for (const error of [
      new ApiError(0, 'NETWORK', 'offline'),
      new ApiError(401, 'HTTP_401', 'expired'),
      new ApiError(500, 'HTTP_500', 'x'),
    ]) {
      const p = ports(draft(), { save: error });
      expect(await sendDeviceDraft(p, draft())).toBe(false);
      expect(p.writes.every((w) => w.revision > w.savedRevision)).toBe(true);
    }
  });
});
