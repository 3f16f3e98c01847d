/**
 * The device copy of drafts (IndexedDB through idb-keyval; fake-indexeddb in tests): keyed by person
 * and application, the open draft of each service, removal after submit, and clearAllDrafts on logout.
 */
import { createStore, get } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LocalDraft } from '#src/machines/wizard/wizard.machine';
import {
  clearAllDrafts,
  clearSentDrafts,
  currentDraftKey,
  draftKey,
  draftWritesSettled,
  DRAFTS_DB_NAME,
  DRAFTS_STORE_NAME,
  findCurrentDraft,
  forgetDraftsOf,
  listUnsentDrafts,
  readDraft,
  removeDraft,
  rescueDraft,
  writeDraft,
} from './drafts-store';

function draft(userId: string, applicationId: string, data: Record<string, unknown> = { a: 1 }): LocalDraft {
  return {
    version: 1,
    userId,
    applicationId,
    serviceType: 'MARRIAGE',
    data,
    revision: 3,
    savedRevision: 1,
    created: true,
    visited: ['partyOne'],
    completed: [],
    currentStep: 'partyOne',
    updatedAt: '2026-06-01T08:00:00.000Z',
  };
}

beforeEach(async () => {
  await clearAllDrafts();
});

describe('drafts store', () => {
  it('forgets every draft of a person whose account closed, unsent answers and rescue copies included, and no one else’s', async () => {
    await writeDraft(draft('u1', 'app-1'));
    rescueDraft(draft('u1', 'app-2'));
    await writeDraft(draft('u2', 'app-3'));
    await forgetDraftsOf('u1');
    expect(await readDraft({ userId: 'u1', applicationId: 'app-1' })).toBeNull();
    expect(await readDraft({ userId: 'u1', applicationId: 'app-2' })).toBeNull();
    expect(await findCurrentDraft('u1', 'MARRIAGE')).toBeNull();
    expect(await listUnsentDrafts('u1')).toEqual([]);
    expect(await readDraft({ userId: 'u2', applicationId: 'app-3' })).not.toBeNull();
  });

  it('keys drafts by person and application', () => {
    expect(draftKey('u1', 'app-1')).toBe('draft:u1:app-1');
    expect(currentDraftKey('u1', 'MARRIAGE')).toBe('current:u1:MARRIAGE');
  });

  it('writes and reads a draft; another person never sees it', async () => {
    await writeDraft(draft('u1', 'app-1', { partyOne: { nin: 'CF9001012345AB' } }));
    expect(await readDraft({ userId: 'u1', applicationId: 'app-1' })).toMatchObject({
      data: { partyOne: { nin: 'CF9001012345AB' } },
      revision: 3,
    });
    expect(await readDraft({ userId: 'u2', applicationId: 'app-1' })).toBeNull();
    expect(await readDraft({ userId: 'u1', applicationId: 'app-2' })).toBeNull();
  });

  it('keeps writes in order: the last write wins', async () => {
    await Promise.all([1, 2, 3, 4, 5].map((n) => writeDraft({ ...draft('u1', 'app-1', { n }), revision: n })));
    expect((await readDraft({ userId: 'u1', applicationId: 'app-1' }))?.data).toEqual({ n: 5 });
  });

  it('stores in IndexedDB, which survives clearing session and local storage (the 401 rule)', async () => {
    await writeDraft(draft('u1', 'app-1'));
    sessionStorage.clear();
    localStorage.clear();
    const { createStore } = await import('idb-keyval');
    const raw = await get(draftKey('u1', 'app-1'), createStore('marriage-registry-drafts', 'drafts'));
    expect(raw).toMatchObject({ applicationId: 'app-1' });
    expect(await readDraft({ userId: 'u1', applicationId: 'app-1' })).not.toBeNull();
  });

  it('remembers the open draft of each service per person, and forgets it once submitted', async () => {
    await writeDraft(draft('u1', 'app-1'));
    await writeDraft(draft('u1', 'app-2'));
    expect((await findCurrentDraft('u1', 'MARRIAGE'))?.applicationId).toBe('app-2');
    expect(await findCurrentDraft('u2', 'MARRIAGE')).toBeNull();
    await removeDraft({ userId: 'u1', applicationId: 'app-1', serviceType: 'MARRIAGE' });
    expect((await findCurrentDraft('u1', 'MARRIAGE'))?.applicationId).toBe('app-2');
    await removeDraft({ userId: 'u1', applicationId: 'app-2', serviceType: 'MARRIAGE' });
    expect(await findCurrentDraft('u1', 'MARRIAGE')).toBeNull();
    expect(await readDraft({ userId: 'u1', applicationId: 'app-2' })).toBeNull();
  });

  it('clears every draft on logout', async () => {
    await writeDraft(draft('u1', 'app-1'));
    await writeDraft(draft('u2', 'app-9'));
    await clearAllDrafts();
    expect(await readDraft({ userId: 'u1', applicationId: 'app-1' })).toBeNull();
    expect(await readDraft({ userId: 'u2', applicationId: 'app-9' })).toBeNull();
    expect(await findCurrentDraft('u1', 'MARRIAGE')).toBeNull();
  });

  it('ignores an unreadable record', async () => {
    const { createStore, set } = await import('idb-keyval');
    await set(draftKey('u1', 'bad'), { version: 99 }, createStore('marriage-registry-drafts', 'drafts'));
    expect(await readDraft({ userId: 'u1', applicationId: 'bad' })).toBeNull();
  });
});

describe('nothing typed is lost (issue 16)', () => {
  it('takes the copy written as the page was left when it is newer than IndexedDB’s, and moves it there', async () => {
    await writeDraft(draft('u1', 'app-1', { email: '' }));
    rescueDraft({ ...draft('u1', 'app-1', { email: 'amina@example.ug' }), revision: 4, updatedAt: '2026-06-01T08:00:05.000Z' });
    expect(await readDraft({ userId: 'u1', applicationId: 'app-1' })).toMatchObject({ data: { email: 'amina@example.ug' }, revision: 4 });
    expect(localStorage.length).toBe(0);
    expect(await readDraft({ userId: 'u1', applicationId: 'app-1' })).toMatchObject({ data: { email: 'amina@example.ug' } });
    // An older rescue copy never wins over what IndexedDB holds.
    rescueDraft({ ...draft('u1', 'app-1', { email: 'old' }), updatedAt: '2026-06-01T07:00:00.000Z' });
    expect(await readDraft({ userId: 'u1', applicationId: 'app-1' })).toMatchObject({ data: { email: 'amina@example.ug' } });
  });

  it('finds the open draft of a service from a rescue copy when IndexedDB never got it', async () => {
    rescueDraft(draft('u1', 'app-9', { phone: '+256772123456' }));
    expect(await findCurrentDraft('u1', 'MARRIAGE')).toMatchObject({ applicationId: 'app-9', data: { phone: '+256772123456' } });
  });

  it('runs writes in call order, so the last change is the one kept', async () => {
    for (let i = 1; i <= 20; i += 1) void writeDraft({ ...draft('u1', 'app-1', { n: i }), revision: i });
    await draftWritesSettled();
    expect((await get<LocalDraft>(draftKey('u1', 'app-1'), createStore(DRAFTS_DB_NAME, DRAFTS_STORE_NAME)))?.data).toEqual({ n: 20 });
  });

  it('lists the drafts with unsent answers, and keeps only those when sign-out clears the sent ones', async () => {
    await writeDraft(draft('u1', 'unsent'));
    await writeDraft({ ...draft('u1', 'sent'), savedRevision: 3 });
    await writeDraft({ ...draft('u1', 'conflict'), savedRevision: 3, conflicts: [{ path: 'a', mine: 1, theirs: 2 }] });
    await writeDraft({ ...draft('u2', 'other-person'), savedRevision: 3 });
    expect((await listUnsentDrafts('u1')).map((d) => d.applicationId).sort()).toEqual(['conflict', 'unsent']);
    await clearSentDrafts();
    expect(await readDraft({ userId: 'u1', applicationId: 'sent' })).toBeNull();
    expect(await readDraft({ userId: 'u2', applicationId: 'other-person' })).toBeNull();
    expect(await readDraft({ userId: 'u1', applicationId: 'unsent' })).not.toBeNull();
    await clearAllDrafts();
    expect(await listUnsentDrafts('u1')).toEqual([]);
  });
});
