/**
 * The device copy of form drafts (docs/decisions/005-application-lifecycle.md "Drafts"): IndexedDB
 * through idb-keyval, in the database "marriage-registry-drafts", store "drafts".
 *
 * Keys:
 * - `draft:<userId>:<applicationId>` → the {@link LocalDraft} (answers, revision counters, visited and
 *   completed steps, the step shown last);
 * - `current:<userId>:<serviceType>` → the id of the person's open draft of that service, so opening the
 *   form again without `?application=` (e.g. after signing in again) resumes it instead of starting a
 *   second application.
 *
 * IndexedDB survives the "clear session and local storage, then reload" of a 401 (SPEC.md §8), a reload
 * and a lost connection. When IndexedDB is unavailable (some private windows) drafts live in memory
 * for the life of the page, and nothing fails.
 *
 * Nothing typed is lost (issue 16, docs/decisions/007-draft-versions.md):
 * - writes run one after another in call order, and reads wait for the writes before them
 *   ({@link draftWritesSettled} awaits them all), so the device never goes back to an older copy;
 * - a page being left cannot wait for IndexedDB, so on `pagehide` the open wizard also writes its
 *   draft synchronously to localStorage ({@link rescueDraft}, key `marriage-registry-drafts:rescue:
 *   <userId>:<applicationId>`); the next read takes that copy when it is newer and moves it into
 *   IndexedDB. (A 401 clears localStorage before its reload, and `pagehide` comes after, so the rescue
 *   copy survives that too.)
 * - sign-out keeps drafts with unsent answers unless the person chose to discard them
 *   ({@link clearSentDrafts}, {@link listUnsentDrafts}).
 */
import { clear, createStore, del, entries, get, setMany, type UseStore } from 'idb-keyval';
import { type DraftLocalStore, type LocalDraft, type LocalDraftKey, localStoreActors } from '#src/machines/wizard/draft-ports';
import type { ServiceType } from '#src/domain/services/service-types';

/** IndexedDB database name. */
export const DRAFTS_DB_NAME = 'marriage-registry-drafts';
/** IndexedDB object store name. */
export const DRAFTS_STORE_NAME = 'drafts';
/** localStorage key prefix of the copies written when a page is left ({@link rescueDraft}). */
export const RESCUE_KEY_PREFIX = 'marriage-registry-drafts:rescue:';

let store: UseStore | null = null;
const memory = new Map<string, unknown>();
let useMemory = typeof indexedDB === 'undefined';

function idb(): UseStore {
  store ??= createStore(DRAFTS_DB_NAME, DRAFTS_STORE_NAME);
  return store;
}

/**
 * The key of a draft: `draft:<userId>:<applicationId>`.
 * @param userId - the signed-in person's userId.
 * @param applicationId - the application's id (client UUID).
 */
export function draftKey(userId: string, applicationId: string): string {
  return `draft:${userId}:${applicationId}`;
}

/**
 * The key of a person's open draft of a service: `current:<userId>:<serviceType>`.
 * @param userId - the signed-in person's userId.
 * @param serviceType - e.g. "MARRIAGE".
 */
export function currentDraftKey(userId: string, serviceType: ServiceType): string {
  return `current:${userId}:${serviceType}`;
}

/** The writes in flight, in call order (each waits for the one before). */
let writing: Promise<void> = Promise.resolve();

/**
 * Resolves once every write asked for so far has reached IndexedDB (or memory). Never rejects.
 */
export function draftWritesSettled(): Promise<void> {
  return writing;
}

async function read<T>(key: string): Promise<T | undefined> {
  await writing;
  if (!useMemory) {
    try {
      return await get<T>(key, idb());
    } catch {
      useMemory = true;
    }
  }
  return memory.get(key) as T | undefined;
}

function writeMany(pairs: Array<[string, unknown]>): Promise<void> {
  for (const [key, value] of pairs) memory.set(key, value);
  writing = writing.then(async () => {
    if (useMemory) return;
    try {
      await setMany(pairs, idb());
    } catch {
      useMemory = true;
    }
  });
  return writing;
}

function remove(key: string): Promise<void> {
  memory.delete(key);
  writing = writing.then(async () => {
    if (useMemory) return;
    try {
      await del(key, idb());
    } catch {
      useMemory = true;
    }
  });
  return writing;
}

/** Every stored key and value (IndexedDB, else memory). */
async function allEntries(): Promise<Array<[string, unknown]>> {
  await writing;
  if (!useMemory) {
    try {
      return (await entries<IDBValidKey, unknown>(idb())).map(([k, v]) => [typeof k === 'string' ? k : JSON.stringify(k), v]);
    } catch {
      useMemory = true;
    }
  }
  return [...memory.entries()];
}

function rescueKey(userId: string, applicationId: string): string {
  return `${RESCUE_KEY_PREFIX}${userId}:${applicationId}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The rescue copies kept in localStorage, by key. */
function rescueCopies(): Array<[string, LocalDraft]> {
  const store = storage();
  if (!store) return [];
  const out: Array<[string, LocalDraft]> = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (!key?.startsWith(RESCUE_KEY_PREFIX)) continue;
    try {
      const value: unknown = JSON.parse(store.getItem(key) ?? 'null');
      if (isLocalDraft(value)) out.push([key, value]);
    } catch {
      // Unreadable: ignored (and removed by the next clear).
    }
  }
  return out;
}

/** Whether `a` was written after `b` (time of the write, then the revision). */
function newer(a: LocalDraft, b: LocalDraft | null): boolean {
  if (!b) return true;
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt;
  return a.revision > b.revision;
}

/**
 * Write a draft to localStorage at once, synchronously, for a page that is being left (`pagehide`)
 * and cannot wait for IndexedDB; the next read moves it into IndexedDB. Never throws (a full or
 * missing localStorage is ignored: the IndexedDB write of the last change is then the copy).
 * @param draft - the draft as it is now.
 */
export function rescueDraft(draft: LocalDraft): void {
  try {
    storage()?.setItem(rescueKey(draft.userId, draft.applicationId), JSON.stringify(draft));
  } catch {
    // Quota: the IndexedDB copy stands.
  }
}

/** Move a rescue copy into IndexedDB when it is newer than what is there; answers the newer one. */
async function adoptRescue(stored: LocalDraft | null, rescued: LocalDraft, key: string): Promise<LocalDraft> {
  const winner = newer(rescued, stored) ? rescued : (stored as LocalDraft);
  if (winner === rescued) await writeDraft(rescued);
  storage()?.removeItem(key);
  return winner;
}

function isLocalDraft(value: unknown): value is LocalDraft {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<LocalDraft>;
  return (
    v.version === 1 &&
    typeof v.userId === 'string' &&
    typeof v.applicationId === 'string' &&
    typeof v.revision === 'number' &&
    typeof v.savedRevision === 'number' &&
    !!v.data &&
    typeof v.data === 'object' &&
    Array.isArray(v.visited) &&
    Array.isArray(v.completed)
  );
}

/**
 * Read a draft from the device.
 * @param key - the person and the application.
 * @returns the draft, or null when there is none (or it is unreadable).
 */
export async function readDraft(key: Pick<LocalDraftKey, 'userId' | 'applicationId'>): Promise<LocalDraft | null> {
  const value = await read<unknown>(draftKey(key.userId, key.applicationId));
  const stored = isLocalDraft(value) ? value : null;
  const rescueAt = rescueKey(key.userId, key.applicationId);
  const rescued = rescueCopies().find(([k]) => k === rescueAt)?.[1];
  return rescued && rescued.userId === key.userId ? adoptRescue(stored, rescued, rescueAt) : stored;
}

/**
 * Write a draft to the device, and mark it as the person's open draft of its service (one
 * transaction). Never throws.
 * @param draft - the draft.
 */
export async function writeDraft(draft: LocalDraft): Promise<void> {
  await writeMany([
    [draftKey(draft.userId, draft.applicationId), draft],
    [currentDraftKey(draft.userId, draft.serviceType), draft.applicationId],
  ]);
}

/**
 * Remove a draft from the device (after it is submitted); the service's open-draft mark too when it
 * points at this draft. Never throws.
 * @param key - the person, the application and its service.
 */
export async function removeDraft(key: LocalDraftKey): Promise<void> {
  storage()?.removeItem(rescueKey(key.userId, key.applicationId));
  await remove(draftKey(key.userId, key.applicationId));
  const current = await read<string>(currentDraftKey(key.userId, key.serviceType));
  if (current === key.applicationId) await remove(currentDraftKey(key.userId, key.serviceType));
}

/**
 * The person's open draft of a service on this device (the last one written), or null.
 * @param userId - the signed-in person's userId.
 * @param serviceType - e.g. "MARRIAGE".
 */
export async function findCurrentDraft(userId: string, serviceType: ServiceType): Promise<LocalDraft | null> {
  const id = await read<string>(currentDraftKey(userId, serviceType));
  if (typeof id === 'string') return readDraft({ userId, applicationId: id });
  // The page was left before the first write reached IndexedDB: the rescue copy is the draft.
  const rescued = rescueCopies()
    .map(([, d]) => d)
    .filter((d) => d.userId === userId && d.serviceType === serviceType)
    .sort((a, b) => (newer(a, b) ? -1 : 1))[0];
  return rescued ? readDraft({ userId, applicationId: rescued.applicationId }) : null;
}

/**
 * Whether a device draft holds answers the API does not have yet: unsent changes, or a conflict
 * waiting for the person's choice.
 * @param draft - a device draft.
 */
export function hasUnsentAnswers(draft: LocalDraft): boolean {
  return draft.revision > draft.savedRevision || (draft.conflicts?.length ?? 0) > 0;
}

/**
 * The person's drafts on this device whose answers have not all reached the API (IndexedDB and
 * rescue copies), newest first. Never throws.
 * @param userId - the signed-in person's userId.
 */
export async function listUnsentDrafts(userId: string): Promise<LocalDraft[]> {
  const ids = new Set<string>();
  for (const [key, value] of await allEntries()) {
    if (key.startsWith(`draft:${userId}:`) && isLocalDraft(value)) ids.add(value.applicationId);
  }
  for (const [, rescued] of rescueCopies()) if (rescued.userId === userId) ids.add(rescued.applicationId);
  const drafts: LocalDraft[] = [];
  for (const applicationId of ids) {
    const draft = await readDraft({ userId, applicationId });
    if (draft && hasUnsentAnswers(draft)) drafts.push(draft);
  }
  return drafts.sort((a, b) => (newer(a, b) ? -1 : 1));
}

/**
 * Forget the drafts on this device whose answers all reached the API, of every person, and keep
 * those with unsent answers (sign-out: nothing unsent is dropped without the person's choice;
 * docs/decisions/007-draft-versions.md). Never throws.
 */
export async function clearSentDrafts(): Promise<void> {
  for (const [key, rescued] of rescueCopies()) await adoptRescue(null, rescued, key);
  const all = await allEntries();
  const kept = new Set<string>();
  for (const [key, value] of all) {
    if (!key.startsWith('draft:')) continue;
    if (isLocalDraft(value) && hasUnsentAnswers(value)) kept.add(`${value.userId}:${value.applicationId}`);
    else await remove(key);
  }
  for (const [key, value] of all) {
    if (key.startsWith('current:') && !kept.has(`${key.split(':')[1] ?? ''}:${String(value)}`)) await remove(key);
  }
}

/**
 * Forget every draft kept on this device, of every person, unsent answers included (the person
 * chose "Sign out and delete these answers": on a shared computer nothing of anyone stays behind).
 * Never throws.
 */
export async function clearAllDrafts(): Promise<void> {
  memory.clear();
  for (const [key] of rescueCopies()) storage()?.removeItem(key);
  writing = writing.then(async () => {
    if (useMemory) return;
    try {
      await clear(idb());
    } catch {
      useMemory = true;
    }
  });
  await writing;
}

/**
 * Forget every draft of one person kept on this device, unsent answers included: their account was closed (issue 31
 * §4; docs/decisions/041), so nothing of theirs may be sent again or reappear. Other people's drafts stay. Never throws.
 * @param userId - the person whose account was closed.
 */
export async function forgetDraftsOf(userId: string): Promise<void> {
  for (const [key, rescued] of rescueCopies()) if (rescued.userId === userId) storage()?.removeItem(key);
  for (const [key] of await allEntries()) {
    if (key.startsWith(`draft:${userId}:`) || key.startsWith(`current:${userId}:`)) await remove(key);
  }
}

/** This store as the wizard's local port (src/machines/wizard/draft-ports.ts `DraftLocalStore`). */
export const deviceDraftStore: DraftLocalStore = { read: readDraft, write: writeDraft, remove: removeDraft };

/**
 * The wizard machine's device actors backed by this store, for `wizardMachine.provide({ actors })`:
 * `readLocal` ({@link readDraft}), `writeLocal` ({@link writeDraft}), `removeLocal` ({@link removeDraft}).
 */
export const draftStoreActors = localStoreActors(deviceDraftStore);
