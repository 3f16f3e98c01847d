/**
 * The bytes of uploaded documents. They are kept in memory for speed and, where the browser has
 * IndexedDB, also on the device (database "marriage-registry-mock-uploads"), so a document uploaded
 * before a reload still opens afterwards: the demo never shows a document that cannot open. Never in
 * localStorage (a few photos would fill it). The metadata is in mocks/db.ts `uploads`. At most
 * {@link UPLOAD_MEMORY_BUDGET_BYTES} are held in memory; older files are then read back from IndexedDB.
 */
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

/** Most bytes held in memory at once (50 MB): ten files of the 5 MB maximum. */
export const UPLOAD_MEMORY_BUDGET_BYTES = 50 * 1024 * 1024;

/** The IndexedDB database and store of the bytes. */
export const UPLOADS_DB_NAME = 'marriage-registry-mock-uploads';

/** A file's content and type. */
export interface StoredBytes {
  bytes: ArrayBuffer;
  /** MIME type. */
  type: string;
}

const files = new Map<string, StoredBytes>();
let total = 0;
let store: UseStore | null | undefined;

/** The IndexedDB store, or null where there is no IndexedDB. */
function deviceStore(): UseStore | null {
  if (store === undefined) store = typeof indexedDB === 'undefined' ? null : createStore(UPLOADS_DB_NAME, 'bytes');
  return store;
}

/** Writes to the device still under way (awaited by {@link loadUploadBytes} and tests). */
const pending = new Set<Promise<unknown>>();

function track(promise: Promise<unknown>): void {
  const safe = promise.catch((error: unknown) => console.warn('[mock api] the upload store failed', error));
  pending.add(safe);
  void safe.finally(() => pending.delete(safe));
}

function keepInMemory(id: string, file: StoredBytes): void {
  forgetInMemory(id);
  files.set(id, file);
  total += file.bytes.byteLength;
  for (const [oldest, stored] of files) {
    if (total <= UPLOAD_MEMORY_BUDGET_BYTES || oldest === id) break;
    files.delete(oldest);
    total -= stored.bytes.byteLength;
  }
}

function forgetInMemory(id: string): void {
  const stored = files.get(id);
  if (!stored) return;
  files.delete(id);
  total -= stored.bytes.byteLength;
}

/**
 * Keep a file's bytes: in memory (dropping the oldest beyond the budget) and on the device.
 * @param id - the upload's id.
 * @param file - its bytes and MIME type.
 */
export function keepUploadBytes(id: string, file: StoredBytes): void {
  keepInMemory(id, file);
  const device = deviceStore();
  if (device) track(set(id, file, device));
}

/**
 * A file's bytes, when still in memory.
 * @param id - the upload's id.
 */
export function uploadBytes(id: string): StoredBytes | undefined {
  return files.get(id);
}

/**
 * A file's bytes from memory or, after a reload, from the device.
 * @param id - the upload's id.
 * @returns the bytes, or undefined when neither holds them.
 */
export async function loadUploadBytes(id: string): Promise<StoredBytes | undefined> {
  const inMemory = files.get(id);
  if (inMemory) return inMemory;
  const device = deviceStore();
  if (!device) return undefined;
  await Promise.all(pending);
  try {
    const stored = await get<StoredBytes>(id, device);
    if (stored && stored.bytes instanceof ArrayBuffer) {
      keepInMemory(id, stored);
      return stored;
    }
  } catch (error) {
    console.warn('[mock api] the upload store could not be read', error);
  }
  return undefined;
}

/**
 * Drop one file's bytes.
 * @param id - the upload's id.
 */
export function forgetUploadBytes(id: string): void {
  forgetInMemory(id);
  const device = deviceStore();
  if (device) track(del(id, device));
}

/** Drop every file's bytes (reseed). */
export function clearUploadBytes(): void {
  files.clear();
  total = 0;
  const device = deviceStore();
  if (device) track(clear(device));
}
