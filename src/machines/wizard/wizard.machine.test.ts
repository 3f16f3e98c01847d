/**
 * The wizard machine: pages and completion, the draft save loop (device first, debounced saves, a save
 * on every page change, retries with backoff, nothing lost, never created twice) and submission.
 * Every call is a swapped actor the test answers.
 */
import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/api/errors';
import { STALE_VERSION_CODE, type Application } from '#src/domain/schemas/applications';
import { DRAFT_DELETED_CODE } from '#src/domain/draft-retention';
import { application, ID } from './wizard.fixtures';
import { documentsIn } from '#src/domain/schemas/uploads';
import { flush } from '../machine-test-kit';
import {
  type LocalDraft,
  newApplicationId,
  retryDelayMs,
  SAVE_DEBOUNCE_MS,
  stepOfField,
  type WizardInput,
  wizardMachine,
} from './wizard.machine';
import {
  SAVE_STATUS_TEXT,
  selectConflicts,
  selectDeletedMessage,
  selectExternalRevision,
  selectHasUnsent,
  selectMergedPaths,
  selectSaveStatus,
  selectStepStatus,
  selectSubmitRefused,
  selectView,
} from './wizard.selectors';

const STEPS = [
  { id: 'one', fieldPrefixes: ['one'] },
  { id: 'two', fieldPrefixes: ['two'] },
  { id: 'three', fieldPrefixes: ['three', 'extra'] },
];

type Outcome = { ok: Application } | { error: unknown };

/** Fake API and device: each call takes the next queued outcome (default success). */
function harness(input: Partial<WizardInput> = {}, local: LocalDraft | null = null) {
  const calls = { create: [] as unknown[], save: [] as unknown[], fetch: 0, submit: [] as unknown[], write: [] as LocalDraft[], remove: 0 };
  const queue = { create: [] as Outcome[], save: [] as Outcome[], fetch: [] as Outcome[], submit: [] as Outcome[] };
  const initialData = input.initialData ?? { one: { a: '' }, two: { b: '' }, three: { c: '' } };
  const answer = async (outcome: Outcome | undefined, fallback: Application) => {
    if (!outcome) return fallback;
    if ('error' in outcome) throw outcome.error;
    return outcome.ok;
  };
  const machine = wizardMachine.provide({
    actors: {
      createDraft: fromPromise(async ({ input }) => {
        calls.create.push(input);
        return answer(queue.create.shift(), application());
      }),
      saveDraft: fromPromise(async ({ input }) => {
        calls.save.push(input);
        // The API accepts the answers as the next version.
        return answer(queue.save.shift(), application({ version: input.payload.baseVersion + 1, data: input.payload.data }));
      }),
      fetchDraft: fromPromise(async () => {
        calls.fetch += 1;
        return answer(queue.fetch.shift(), application({ data: initialData }));
      }),
      submit: fromPromise(async ({ input }) => {
        calls.submit.push(input);
        return answer(queue.submit.shift(), application({ status: 'Payment_Confirmation' }));
      }),
      readLocal: fromPromise(async () => local),
      writeLocal: fromPromise(async ({ input }) => {
        calls.write.push(structuredClone(input));
      }),
      removeLocal: fromPromise(async () => {
        calls.remove += 1;
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      userId: 'u1',
      applicationId: ID,
      serviceType: 'MARRIAGE',
      mode: 'new',
      steps: STEPS,
      created: false,
      ...input,
      initialData,
    },
  });
  return { actor, calls, queue };
}

const change = (data: Record<string, unknown>) => ({ type: 'wizard.change' as const, data });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('helpers', () => {
  it('backs off 2 s, 4 s, 8 s, 16 s, then 30 s', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('makes v4 UUIDs', () => {
    expect(newApplicationId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('collects every uploaded document once', () => {
    const doc = { id: 'd1', name: 'lc1.pdf', type: 'application/pdf', size: 10 };
    expect(documentsIn({ a: { x: doc }, b: [doc, { id: 'd2', name: 'p.png', type: 'image/png', size: 5 }], c: { id: 'no' } })).toEqual([
      doc,
      { id: 'd2', name: 'p.png', type: 'image/png', size: 5 },
    ]);
  });

  it('finds the step of a field by its prefixes', () => {
    expect(stepOfField(STEPS, 'one.a')).toBe('one');
    expect(stepOfField(STEPS, 'extra.0.name')).toBe('three');
    expect(stepOfField(STEPS, 'oneMore')).toBeNull();
  });
});

describe('pages', () => {
  it('opens on the task list and walks the steps to check answers', async () => {
    const { actor } = harness();
    actor.start();
    await flush();
    expect(selectView(actor.getSnapshot())).toBe('taskList');
    actor.send({ type: 'wizard.checkAnswers' });
    expect(selectView(actor.getSnapshot())).toBe('taskList');

    actor.send({ type: 'wizard.goToStep', stepId: 'one' });
    expect(actor.getSnapshot().context.currentStep).toBe('one');
    expect(selectStepStatus(actor.getSnapshot(), 'one')).toBe('inProgress');
    expect(selectStepStatus(actor.getSnapshot(), 'two')).toBe('notStarted');
    actor.send({ type: 'wizard.continue' });
    expect(actor.getSnapshot().context.currentStep).toBe('two');
    expect(selectStepStatus(actor.getSnapshot(), 'one')).toBe('completed');
    actor.send({ type: 'wizard.back' });
    expect(actor.getSnapshot().context.currentStep).toBe('one');
    actor.send({ type: 'wizard.back' });
    expect(selectView(actor.getSnapshot())).toBe('taskList');
    actor.send({ type: 'wizard.goToStep', stepId: 'two' });
    actor.send({ type: 'wizard.continue' });
    actor.send({ type: 'wizard.continue' });
    expect(selectView(actor.getSnapshot())).toBe('checkAnswers');
  });

  it('goes on to the next unfinished step, and returns to check answers after a Change link', async () => {
    const { actor } = harness({ completed: ['two'] });
    actor.start();
    await flush();
    actor.send({ type: 'wizard.goToStep', stepId: 'one' });
    actor.send({ type: 'wizard.continue' });
    expect(actor.getSnapshot().context.currentStep).toBe('three');
    actor.send({ type: 'wizard.continue' });
    expect(selectView(actor.getSnapshot())).toBe('checkAnswers');
    actor.send({ type: 'wizard.goToStep', stepId: 'two', returnTo: 'checkAnswers' });
    expect(actor.getSnapshot().context.currentStep).toBe('two');
    actor.send({ type: 'wizard.back' });
    expect(selectView(actor.getSnapshot())).toBe('checkAnswers');
    actor.send({ type: 'wizard.goToStep', stepId: 'two', returnTo: 'checkAnswers' });
    actor.send(change({ one: { a: '' }, two: { b: 'changed' }, three: { c: '' } }));
    expect(selectStepStatus(actor.getSnapshot(), 'two')).toBe('inProgress');
    actor.send({ type: 'wizard.continue' });
    expect(selectView(actor.getSnapshot())).toBe('checkAnswers');
  });

  it('opens the step asked for, or the one shown last on this device', async () => {
    const { actor } = harness({ startStep: 'two' });
    actor.start();
    await flush();
    expect(actor.getSnapshot().context.currentStep).toBe('two');
    const local: LocalDraft = {
      version: 1,
      userId: 'u1',
      applicationId: ID,
      serviceType: 'MARRIAGE',
      data: { one: { a: 'x' } },
      revision: 0,
      savedRevision: 0,
      created: false,
      visited: ['one', 'three'],
      completed: ['one'],
      currentStep: 'three',
      updatedAt: '',
    };
    const second = harness({}, local).actor;
    second.start();
    await flush();
    expect(second.getSnapshot().context.currentStep).toBe('three');
    expect(second.getSnapshot().context.completed).toEqual(['one']);
  });
});

describe('draft save loop', () => {
  it('writes every change to the device at once and saves to the API 1.5 s after the last change', async () => {
    const { actor, calls } = harness();
    actor.start();
    await flush();
    actor.send({ type: 'wizard.goToStep', stepId: 'one' });
    await flush();
    expect(calls.create).toHaveLength(0);

    actor.send(change({ one: { a: 'A' } }));
    expect(calls.write.at(-1)).toMatchObject({
      data: { one: { a: 'A' } },
      revision: 1,
      savedRevision: 0,
      created: false,
      userId: 'u1',
      applicationId: ID,
    });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 100);
    actor.send(change({ one: { a: 'AB' } }));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 100);
    expect(calls.create).toHaveLength(0);
    expect(selectSaveStatus(actor.getSnapshot()).message).toBe(SAVE_STATUS_TEXT.saving);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls.create).toEqual([{ id: ID, serviceType: 'MARRIAGE', data: { one: { a: 'AB' } } }]);
    expect(calls.save).toEqual([{ id: ID, payload: { data: { one: { a: 'AB' } }, documents: [], baseVersion: 1 } }]);
    expect(selectSaveStatus(actor.getSnapshot()).message).toBe(SAVE_STATUS_TEXT.saved);
    expect(calls.write.at(-1)).toMatchObject({ revision: 2, savedRevision: 2, created: true });

    actor.send(change({ one: { a: 'ABC' } }));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(calls.create).toHaveLength(1);
    expect(calls.save).toHaveLength(2);
  });

  it('ignores a change that changes nothing', async () => {
    const { actor, calls } = harness();
    actor.start();
    await flush();
    actor.send(change({ one: { a: '' }, two: { b: '' }, three: { c: '' } }));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2);
    expect(calls.write).toHaveLength(0);
    expect(calls.create).toHaveLength(0);
  });

  it('saves at once on a page change', async () => {
    const { actor, calls } = harness();
    actor.start();
    await flush();
    actor.send({ type: 'wizard.goToStep', stepId: 'one' });
    actor.send(change({ one: { a: 'A' } }));
    actor.send({ type: 'wizard.continue' });
    await flush();
    expect(calls.create).toHaveLength(1);
    expect(calls.save).toHaveLength(1);
  });

  it('keeps trying after a 500, calmly, losing nothing, and creates the draft once', async () => {
    const { actor, calls, queue } = harness();
    queue.save.push({ error: new ApiError(500, 'HTTP_500', 'Server error') }, { error: new ApiError(500, 'HTTP_500', 'Server error') });
    actor.start();
    await flush();
    actor.send({ type: 'wizard.goToStep', stepId: 'one' });
    actor.send(change({ one: { a: 'A' } }));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(actor.getSnapshot().hasTag('retrying')).toBe(true);
    expect(selectSaveStatus(actor.getSnapshot())).toMatchObject({ kind: 'retrying', message: "Not saved yet — we'll keep trying" });
    expect(calls.write.at(-1)).toMatchObject({ data: { one: { a: 'A' } }, revision: 1, savedRevision: 0, created: true });

    actor.send(change({ one: { a: 'AB' } }));
    await vi.advanceTimersByTimeAsync(retryDelayMs(1));
    expect(calls.save).toHaveLength(2);
    expect(selectSaveStatus(actor.getSnapshot()).kind).toBe('retrying');
    await vi.advanceTimersByTimeAsync(retryDelayMs(2));
    expect(calls.save).toHaveLength(3);
    expect(calls.save.at(-1)).toEqual({ id: ID, payload: { data: { one: { a: 'AB' } }, documents: [], baseVersion: 1 } });
    expect(selectSaveStatus(actor.getSnapshot()).kind).toBe('saved');
    expect(calls.create).toHaveLength(1);
  });

  it('retries at once when the connection comes back', async () => {
    const { actor, calls, queue } = harness();
    queue.create.push({ error: new ApiError(0, 'NETWORK', 'Network Connection Error') });
    actor.start();
    await flush();
    actor.send(change({ one: { a: 'offline' } }));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(selectSaveStatus(actor.getSnapshot()).kind).toBe('retrying');
    actor.send({ type: 'wizard.online' });
    await flush();
    expect(calls.create).toHaveLength(2);
    expect(calls.create[0]).toEqual(calls.create[1]);
    expect(selectSaveStatus(actor.getSnapshot()).kind).toBe('saved');
  });

  it('leaves a 401 to the global rule: no retries', async () => {
    const { actor, calls, queue } = harness({ created: true });
    queue.save.push({ error: new ApiError(401, 'HTTP_401', 'Unauthorised') });
    actor.start();
    await flush();
    actor.send(change({ one: { a: 'A' } }));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.save).toHaveLength(1);
    expect(calls.write.at(-1)).toMatchObject({ data: { one: { a: 'A' } }, revision: 1, savedRevision: 0 });
    expect(selectSaveStatus(actor.getSnapshot()).kind).toBe('refused');
  });

  it('stops saving after a 409', async () => {
    const { actor, calls, queue } = harness({ created: true });
    queue.save.push({ error: new ApiError(409, 'CONFLICT', 'Not a draft') });
    actor.start();
    await flush();
    actor.send(change({ one: { a: 'A' } }));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    actor.send(change({ one: { a: 'AB' } }));
    actor.send({ type: 'wizard.flush' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.save).toHaveLength(1);
    expect(selectSaveStatus(actor.getSnapshot()).kind).toBe('conflict');
  });

  it('creates the draft again when the API no longer knows it', async () => {
    const { actor, calls, queue } = harness({ created: true });
    queue.save.push({ error: new ApiError(404, 'NOT_FOUND', 'No such application') });
    actor.start();
    await flush();
    actor.send(change({ one: { a: 'A' } }));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS + retryDelayMs(1));
    expect(calls.create).toEqual([{ id: ID, serviceType: 'MARRIAGE', data: { one: { a: 'A' } } }]);
    expect(calls.save).toHaveLength(2);
  });

  it('never brings back a draft the registry deleted (410 DRAFT_DELETED): removes the device copy and saves nothing more', async () => {
    const { actor, calls, queue } = harness({ created: true });
    queue.save.push({ error: new ApiError(410, DRAFT_DELETED_CODE, 'Your draft application MR-1 was deleted on 01-03-2027.') });
    actor.start();
    await flush();
    actor.send(change({ one: { a: 'A' } }));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(selectDeletedMessage(actor.getSnapshot())).toBe('Your draft application MR-1 was deleted on 01-03-2027.');
    expect(calls.remove).toBe(1);
    const writes = calls.write.length;
    actor.send(change({ one: { a: 'AB' } }));
    actor.send({ type: 'wizard.flush' });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls.create).toEqual([]);
    expect(calls.save).toHaveLength(1);
    expect(calls.write).toHaveLength(writes);
  });

  it('saves again at once when a page changes during a save', async () => {
    let release: () => void = () => undefined;
    const { actor, calls } = harness({ created: true });
    const slow = actor.logic.provide({
      actors: {
        saveDraft: fromPromise(async ({ input }) => {
          calls.save.push(input);
          await new Promise<void>((r) => {
            release = r;
          });
          return application();
        }),
      },
    });
    const a = createActor(slow, { input: actor.options.input as WizardInput });
    a.start();
    await flush();
    a.send({ type: 'wizard.goToStep', stepId: 'one' });
    a.send(change({ one: { a: 'A' } }));
    a.send({ type: 'wizard.flush' });
    await flush();
    a.send(change({ one: { a: 'AB' } }));
    a.send({ type: 'wizard.continue' });
    release();
    await flush();
    expect(calls.save).toHaveLength(2);
    release();
    await flush();
    expect(selectSaveStatus(a.getSnapshot()).kind).toBe('saved');
  });
});

describe('restoring from the device', () => {
  const unsent: LocalDraft = {
    version: 1,
    userId: 'u1',
    applicationId: ID,
    serviceType: 'MARRIAGE',
    data: { one: { a: 'typed before the reload' } },
    revision: 7,
    savedRevision: 5,
    created: true,
    visited: ['one'],
    completed: [],
    currentStep: 'one',
    updatedAt: '',
  };

  it('restores unsent changes over the API copy and sends them at once, without creating again', async () => {
    const { actor, calls } = harness({ created: true, initialData: { one: { a: 'older' } } }, unsent);
    actor.start();
    await flush();
    expect(actor.getSnapshot().context.data).toEqual(unsent.data);
    expect(calls.create).toHaveLength(0);
    expect(calls.fetch).toBe(1);
    expect(calls.save).toEqual([{ id: ID, payload: { data: unsent.data, documents: [], baseVersion: 1 } }]);
  });

  it('creates with the same id when the API never got the draft (reload before the first save)', async () => {
    const { actor, calls } = harness({ created: false }, { ...unsent, created: false });
    actor.start();
    await flush();
    expect(calls.create).toEqual([{ id: ID, serviceType: 'MARRIAGE', data: unsent.data }]);
  });

  it('prefers the API copy when everything on the device was sent', async () => {
    const { actor, calls } = harness({ created: true, initialData: { one: { a: 'newer elsewhere' } } }, { ...unsent, savedRevision: 7 });
    actor.start();
    await flush();
    expect(actor.getSnapshot().context.data).toEqual({ one: { a: 'newer elsewhere' } });
    expect(calls.save).toHaveLength(0);
  });

  it('ignores a device copy of another person', async () => {
    const { actor } = harness({ created: true, initialData: { one: { a: 'mine' } } }, { ...unsent, userId: 'u2' });
    actor.start();
    await flush();
    expect(actor.getSnapshot().context.data).toEqual({ one: { a: 'mine' } });
  });
});

describe('submitting', () => {
  async function atCheckAnswers(input: Partial<WizardInput> = {}) {
    const h = harness({ completed: ['one', 'two', 'three'], created: true, ...input });
    h.actor.start();
    await flush();
    h.actor.send({ type: 'wizard.checkAnswers' });
    expect(selectView(h.actor.getSnapshot())).toBe('checkAnswers');
    return h;
  }

  it('runs the whole-form rules first and sends nothing when they fail', async () => {
    const { actor, calls } = await atCheckAnswers({ validate: () => ({ 'two.b': 'Too young' }) });
    actor.send({ type: 'wizard.submit', declaration: true });
    expect(selectView(actor.getSnapshot())).toBe('checkAnswers');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ 'two.b': 'Too young' });
    expect(selectStepStatus(actor.getSnapshot(), 'two')).toBe('inProgress');
    expect(calls.submit).toHaveLength(0);
    actor.send({ type: 'wizard.goToStep', stepId: 'two', returnTo: 'checkAnswers' });
    actor.send({ type: 'wizard.continue' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(selectView(actor.getSnapshot())).toBe('checkAnswers');
  });

  it('saves what is unsent, then submits with the declaration, and forgets the device copy', async () => {
    const { actor, calls } = await atCheckAnswers();
    actor.send({ type: 'wizard.goToStep', stepId: 'one', returnTo: 'checkAnswers' });
    actor.send(change({ one: { a: 'last minute' } }));
    actor.send({ type: 'wizard.continue' });
    actor.send({ type: 'wizard.submit', declaration: true });
    await flush();
    expect(calls.save.at(-1)).toEqual({ id: ID, payload: { data: { one: { a: 'last minute' } }, documents: [], baseVersion: 1 } });
    expect(calls.submit).toEqual([{ id: ID, event: { type: 'application.submit', declaration: true } }]);
    expect(selectView(actor.getSnapshot())).toBe('submitted');
    expect(actor.getSnapshot().context.application?.status).toBe('Payment_Confirmation');
    expect(calls.remove).toBe(1);
  });

  it('resubmits a corrected application (no payment asked again)', async () => {
    const { actor, calls } = await atCheckAnswers({ mode: 'correct' });
    actor.send({ type: 'wizard.submit', declaration: true });
    await flush();
    expect(calls.submit).toEqual([{ id: ID, event: { type: 'application.resubmit', declaration: true } }]);
  });

  it('maps the API field errors of a 400 back to their steps', async () => {
    const { actor, queue } = await atCheckAnswers();
    queue.submit.push({
      error: new ApiError(400, 'VALIDATION', 'Check your answers', { 'extra.0.name': 'Enter the name', 'one.a': 'Wrong' }),
    });
    actor.send({ type: 'wizard.submit', declaration: true });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(selectView(snapshot)).toBe('checkAnswers');
    expect(snapshot.context.fieldErrors).toEqual({ 'extra.0.name': 'Enter the name', 'one.a': 'Wrong' });
    expect(selectStepStatus(snapshot, 'three')).toBe('inProgress');
    expect(selectStepStatus(snapshot, 'one')).toBe('inProgress');
    expect(selectStepStatus(snapshot, 'two')).toBe('completed');
  });

  it('does not submit when the answers cannot be saved first, and says why', async () => {
    const { actor, calls, queue } = await atCheckAnswers();
    queue.save.push(
      { error: new ApiError(0, 'NETWORK', 'Network Connection Error') },
      { error: new ApiError(0, 'NETWORK', 'Network Connection Error') },
    );
    actor.send({ type: 'wizard.goToStep', stepId: 'one', returnTo: 'checkAnswers' });
    actor.send(change({ one: { a: 'x' } }));
    actor.send({ type: 'wizard.continue' });
    await flush();
    expect(selectSaveStatus(actor.getSnapshot()).kind).toBe('retrying');
    actor.send({ type: 'wizard.submit', declaration: true });
    await flush();
    expect(calls.submit).toHaveLength(0);
    expect(selectView(actor.getSnapshot())).toBe('checkAnswers');
    expect(actor.getSnapshot().context.submitError).toMatch(/kept on this device/);
  });

  it('shows the message of any other failure', async () => {
    const { actor, queue } = await atCheckAnswers();
    queue.submit.push({ error: new ApiError(409, 'CONFLICT', 'This application was already submitted') });
    actor.send({ type: 'wizard.submit', declaration: true });
    await flush();
    expect(actor.getSnapshot().context.submitError).toBe('This application was already submitted');
    expect(selectSubmitRefused(actor.getSnapshot())).toBe(false);
  });

  it('tells a refusal on the registers (409 SUBSISTING_MARRIAGE, issue 30) from a failure: nothing to correct', async () => {
    const { actor, queue } = await atCheckAnswers();
    queue.submit.push({
      error: new ApiError(
        409,
        'SUBSISTING_MARRIAGE',
        'The register of marriages shows you in a marriage that still subsists: entry RM-2026-000005.',
      ),
    });
    actor.send({ type: 'wizard.submit', declaration: true });
    await flush();
    expect(actor.getSnapshot().context.submitError).toMatch(/^The register of marriages shows you/);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(selectSubmitRefused(actor.getSnapshot())).toBe(true);
  });
});

describe('two tabs or devices on one draft (versions)', () => {
  const BASE = { one: { a: 'base' }, two: { b: '' }, three: { c: '' } };

  it('on a stale save (409) fetches the API copy, keeps both sides’ fields, and saves on its version', async () => {
    const { actor, calls, queue } = harness({ created: true, initialData: BASE });
    queue.save.push({ error: new ApiError(409, STALE_VERSION_CODE, 'Changed elsewhere') });
    // The first fetch learns the version (nothing changed elsewhere yet); the second follows the 409.
    queue.fetch.push({ ok: application({ version: 4, data: BASE }) });
    queue.fetch.push({ ok: application({ version: 5, data: { ...BASE, two: { b: 'from the other tab' } } }) });
    actor.start();
    await flush();
    actor.send({ type: 'wizard.goToStep', stepId: 'one' });
    actor.send(change({ ...BASE, one: { a: 'typed here' } }));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(calls.fetch).toBe(2);
    expect(calls.save).toEqual([
      { id: ID, payload: { data: { ...BASE, one: { a: 'typed here' } }, documents: [], baseVersion: 4 } },
      {
        id: ID,
        payload: { data: { one: { a: 'typed here' }, two: { b: 'from the other tab' }, three: { c: '' } }, documents: [], baseVersion: 5 },
      },
    ]);
    const snapshot = actor.getSnapshot();
    expect(selectSaveStatus(snapshot).kind).toBe('saved');
    expect(selectMergedPaths(snapshot)).toEqual(['two.b']);
    expect(selectExternalRevision(snapshot)).toBe(1);
  });

  it('asks when both changed the same field, sends nothing until the person chooses, then saves the choice', async () => {
    const { actor, calls, queue } = harness({ created: true, initialData: BASE });
    queue.fetch.push({ ok: application({ version: 2, data: { ...BASE, one: { a: 'theirs' } } }) });
    actor.start();
    await flush();
    actor.send(change({ ...BASE, one: { a: 'mine' } }));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    let snapshot = actor.getSnapshot();
    expect(selectConflicts(snapshot)).toEqual([{ path: 'one.a', mine: 'mine', theirs: 'theirs' }]);
    expect(selectSaveStatus(snapshot).kind).toBe('resolving');
    expect(selectHasUnsent(snapshot)).toBe(true);
    expect(calls.save).toHaveLength(0);
    expect(calls.write.at(-1)?.conflicts).toEqual([{ path: 'one.a', mine: 'mine', theirs: 'theirs' }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.save).toHaveLength(0);

    actor.send({ type: 'wizard.resolve', choices: { 'one.a': 'theirs' } });
    await flush();
    snapshot = actor.getSnapshot();
    expect(calls.save).toEqual([{ id: ID, payload: { data: { ...BASE, one: { a: 'theirs' } }, documents: [], baseVersion: 2 } }]);
    expect(selectConflicts(snapshot)).toEqual([]);
    expect(selectSaveStatus(snapshot).kind).toBe('saved');
  });

  it('merges another tab’s save at once: untouched fields refresh, newer versions only, and its own saves are announced', async () => {
    const { actor, calls } = harness({ created: true, initialData: BASE });
    const announced: unknown[] = [];
    actor.on('draftSaved', (event) => announced.push(event));
    actor.start();
    await flush();
    actor.send({ type: 'wizard.remote', version: 3, data: { ...BASE, two: { b: 'witness added there' } } });
    let snapshot = actor.getSnapshot();
    expect(snapshot.context.data).toEqual({ ...BASE, two: { b: 'witness added there' } });
    expect(selectExternalRevision(snapshot)).toBe(1);
    expect(selectHasUnsent(snapshot)).toBe(false);
    actor.send({ type: 'wizard.remote', version: 2, data: { ...BASE, two: { b: 'older' } } });
    expect(actor.getSnapshot().context.data.two).toEqual({ b: 'witness added there' });

    actor.send(change({ ...actor.getSnapshot().context.data, one: { a: 'phone typed here' } }));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(calls.fetch).toBe(0);
    expect(calls.save).toEqual([
      {
        id: ID,
        payload: {
          data: { one: { a: 'phone typed here' }, two: { b: 'witness added there' }, three: { c: '' } },
          documents: [],
          baseVersion: 3,
        },
      },
    ]);
    snapshot = actor.getSnapshot();
    expect(announced).toEqual([{ type: 'draftSaved', applicationId: ID, version: 4, data: snapshot.context.data }]);
  });

  it('resumes a device copy that holds a conflict by asking again', async () => {
    const local: LocalDraft = {
      version: 1,
      userId: 'u1',
      applicationId: ID,
      serviceType: 'MARRIAGE',
      data: { ...BASE, one: { a: 'mine' } },
      revision: 3,
      savedRevision: 1,
      created: true,
      visited: ['one'],
      completed: [],
      currentStep: 'one',
      updatedAt: '',
      baseVersion: 2,
      base: BASE,
      conflicts: [{ path: 'one.a', mine: 'mine', theirs: 'theirs' }],
    };
    const { actor, calls } = harness({ created: true, initialData: BASE }, local);
    actor.start();
    await flush();
    expect(selectSaveStatus(actor.getSnapshot()).kind).toBe('resolving');
    expect(calls.save).toHaveLength(0);
    actor.send({ type: 'wizard.resolve', choices: { 'one.a': 'mine' } });
    await flush();
    expect(calls.save).toEqual([{ id: ID, payload: { data: { ...BASE, one: { a: 'mine' } }, documents: [], baseVersion: 2 } }]);
  });
});
