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
 * and a lost connection. Logout calls {@link clearAllDrafts}. When IndexedDB is unavailable (some
 * private windows) drafts live in memory for the life of the page, and nothing fails.
 */
import { clear, createStore, del, get, setMany, type UseStore } from 'idb-keyval';
import { fromPromise } from 'xstate';
import type { LocalDraft, LocalDraftKey } from '../../machines/wizard/wizard.machine';
import type { ServiceType } from '../../domain/services/service-types';

/** IndexedDB database name. */
export const DRAFTS_DB_NAME = 'marriage-registry-drafts';
/** IndexedDB object store name. */
export const DRAFTS_STORE_NAME = 'drafts';

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

async function read<T>(key: string): Promise<T | undefined> {
  if (!useMemory) {
    try {
      return await get<T>(key, idb());
    } catch {
      useMemory = true;
    }
  }
  return memory.get(key) as T | undefined;
}

async function writeMany(entries: Array<[string, unknown]>): Promise<void> {
  for (const [key, value] of entries) memory.set(key, value);
  if (useMemory) return;
  try {
    await setMany(entries, idb());
  } catch {
    useMemory = true;
  }
}

async function remove(key: string): Promise<void> {
  memory.delete(key);
  if (useMemory) return;
  try {
    await del(key, idb());
  } catch {
    useMemory = true;
  }
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
  return isLocalDraft(value) ? value : null;
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
  if (typeof id !== 'string') return null;
  return readDraft({ userId, applicationId: id });
}

/**
 * Forget every draft kept on this device, of every person (logout: docs/decisions/005 "Logout
 * clears the person's IndexedDB drafts"; on a shared computer nothing of anyone stays behind).
 * Never throws.
 */
export async function clearAllDrafts(): Promise<void> {
  memory.clear();
  if (useMemory) return;
  try {
    await clear(idb());
  } catch {
    useMemory = true;
  }
}

/**
 * The wizard machine's device actors backed by this store, for `wizardMachine.provide({ actors })`:
 * `readLocal` ({@link readDraft}), `writeLocal` ({@link writeDraft}), `removeLocal` ({@link removeDraft}).
 */
export const draftStoreActors = {
  readLocal: fromPromise<LocalDraft | null, LocalDraftKey>(({ input }) => readDraft(input)),
  writeLocal: fromPromise<void, LocalDraft>(({ input }) => writeDraft(input)),
  removeLocal: fromPromise<void, LocalDraftKey>(({ input }) => removeDraft(input)),
};
