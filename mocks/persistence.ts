/**
 * Browser persistence of the mock database, in the format of @msw/data's `persist()` (same
 * localStorage keys and records, so data stored by earlier builds hydrates), plus what `persist()`
 * lacks for this portal.
 *
 * - `persist()` hydrates on its own, at once; {@link durable} hands mocks/db.ts a handle instead, so
 *   hydrating and seeding run under one cross-tab lock ({@link withStartLock}) and `ready` waits.
 * - `persist()` writes on `unload` only, which Chromium may skip, so a second tab opened meanwhile
 *   found nothing stored, seeded its own copy and `sync()` merged both (every district twice, and the
 *   notice form failing on duplicate options: issue 16). {@link durable} writes right after every
 *   change as well as on `pagehide` and `unload`, never throws (QuotaExceededError is caught and
 *   logged), and skips a collection whose serialised form is {@link PERSIST_MAX_CHARS} or more, so a
 *   large benchmark data set can never break the page.
 * - A collection whose stored records no longer match its schema (an older build) is cleared rather
 *   than breaking the mock; `ready` then reseeds it.
 * - `sync()` broadcasts every `create`, including the records hydration and seeding create, which
 *   would duplicate them in other open tabs; {@link durable} applies `sync()` only once the database
 *   is hydrated and seeded.
 *
 * Both extensions are no-ops where `window`/`localStorage` are missing.
 */
import type { Collection } from '@msw/data';
import { defineExtension, type Extension } from '@msw/data/extensions';
import { createFromSerializedRecord, serializeRecord, type SerializedRecord } from '@msw/data/extensions/persist';
import { sync } from '@msw/data/extensions/sync';

/** The localStorage key prefix @msw/data's `persist()` uses. */
export const PERSIST_STORAGE_PREFIX = 'msw/data/storage/';

/**
 * A collection is written to localStorage only when its JSON is shorter than this many characters
 * (4 MiB; browsers allow about 5 MiB per origin in all): larger ones are left as last stored.
 */
export const PERSIST_MAX_CHARS = 4 * 1024 * 1024;

type AnyCollection = Collection<never>;

/**
 * The number @msw/data gives a collection (its creation order), under which it is persisted.
 * @param collection - a collection.
 * @returns the number, or undefined when @msw/data's internals changed and it cannot be found.
 */
export function collectionIdOf(collection: object): number | undefined {
  const symbol = Object.getOwnPropertySymbols(collection).find((s) => s.description === 'kCollectionId');
  if (!symbol) return undefined;
  const value: unknown = (collection as Record<symbol, unknown>)[symbol];
  return typeof value === 'number' ? value : undefined;
}

/**
 * The localStorage key under which `persist()` keeps a collection.
 * @param collection - a collection.
 * @returns the key, or undefined when @msw/data's internals changed and it cannot be found.
 */
export function storageKeyOf(collection: object): string | undefined {
  const id = collectionIdOf(collection);
  return id === undefined ? undefined : `${PERSIST_STORAGE_PREFIX}${id}`;
}

/**
 * Write a collection to localStorage now, in `persist()`'s format. Never throws.
 * @param collection - the collection.
 * @param maxChars - skip the write when the JSON is this long or longer (default {@link PERSIST_MAX_CHARS}).
 * @returns true when written; false when too large, when storage refused it (quota) or is missing.
 */
export function flushCollection(collection: object, maxChars: number = PERSIST_MAX_CHARS): boolean {
  const id = collectionIdOf(collection);
  if (id === undefined || typeof localStorage === 'undefined') return false;
  try {
    const records = (collection as AnyCollection).all();
    const text = JSON.stringify({ version: 1, collectionId: id, records: records.map((r) => serializeRecord(r)) });
    if (text.length >= maxChars) {
      console.warn(`[mock api] not saving ${records.length} records (${text.length} characters): over the localStorage budget`);
      return false;
    }
    localStorage.setItem(`${PERSIST_STORAGE_PREFIX}${id}`, text);
    return true;
  } catch (error) {
    console.warn('[mock api] could not save the mock database', error);
    return false;
  }
}

/**
 * Hydrate a collection from localStorage (what `persist()` does on start).
 * @throws when the stored data is not JSON, belongs to another collection or fails the schema.
 */
async function hydrate(collection: AnyCollection, key: string, id: number): Promise<void> {
  const raw = localStorage.getItem(key);
  if (!raw) return;
  const stored = JSON.parse(raw) as { collectionId?: unknown; records?: unknown };
  if (stored.collectionId !== id || !Array.isArray(stored.records)) {
    throw new Error(`stored data under ${key} is not this collection's`);
  }
  await Promise.all((stored.records as SerializedRecord[]).map((record) => createFromSerializedRecord(collection as never, record)));
}

/**
 * A durable collection's controls, handed to mocks/db.ts, which hydrates every collection and seeds
 * under one cross-tab lock ({@link withStartLock}), then starts them.
 */
export interface DurableHandle {
  /** Load the collection from localStorage; stored data that does not fit is dropped. Never rejects. */
  hydrate: () => Promise<void>;
  /** Write the collection to localStorage now (see {@link flushCollection}). */
  flush: () => boolean;
  /**
   * From now on: write after every change (one write per burst of changes), on `pagehide` and on
   * `unload`, and synchronise with other tabs (`sync()`, unless switched off). Call once.
   */
  start: () => void;
}

/** Options of {@link durable}. */
export interface DurableOptions {
  /** Receives the collection's {@link DurableHandle}. */
  register: (handle: DurableHandle) => void;
  /** Also synchronise the collection with other tabs (`sync()`) once started. Default true. */
  sync?: boolean;
}

const localQueues = new Map<string, Promise<unknown>>();

/**
 * Run `task` after any other tab's task of the same name has finished (Web Locks API), so two tabs
 * opened together never both seed the mock database: the second one hydrates what the first stored.
 * Where the API is missing (Node, old browsers) tasks of one page still take turns.
 * @param name - the lock's name.
 * @param task - the work to do while holding it.
 * @returns what `task` returns (or its rejection).
 */
export async function withStartLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  if (locks?.request) return locks.request(name, task) as Promise<T>;
  const before = localQueues.get(name) ?? Promise.resolve();
  const run = before.then(task, task);
  localQueues.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}

/** Runs `callback` once after the current task and its microtasks (coalescing bursts of changes). */
function afterThisTask(callback: () => void): () => void {
  let scheduled = false;
  const run = () => {
    scheduled = false;
    callback();
  };
  // MessageChannel rather than setTimeout: a test's fake clock must not hold the mock's writes back.
  const channel = typeof MessageChannel === 'undefined' ? null : new MessageChannel();
  if (channel) channel.port1.onmessage = run;
  return () => {
    if (scheduled) return;
    scheduled = true;
    if (channel) channel.port2.postMessage(null);
    else setTimeout(run, 0);
  };
}

/**
 * The persistence extension of a mock collection in the browser (see the module comment): it only
 * registers the collection; mocks/db.ts hydrates (under a cross-tab lock), seeds when empty, then
 * starts it: writes after every change, on `pagehide` and `unload` (capped, never throwing), and
 * `sync()` with other tabs. Everything is a no-op without `window` and `localStorage`.
 * @param options - where to hand the handle; whether to sync tabs.
 */
export function durable(options: DurableOptions): Extension {
  return defineExtension({
    name: 'durable-persist',
    extend(collection) {
      const key = storageKeyOf(collection);
      const id = collectionIdOf(collection);
      const target = collection as unknown as AnyCollection;
      if (typeof window === 'undefined' || typeof localStorage === 'undefined' || !key || id === undefined) {
        options.register({ hydrate: () => Promise.resolve(), flush: () => false, start: () => undefined });
        return;
      }
      let started = false;
      options.register({
        hydrate: async () => {
          try {
            await hydrate(target, key, id);
          } catch (error) {
            console.warn('[mock api] stored mock data does not fit this build; it is reset', error);
            collection.clear();
            localStorage.removeItem(key);
          }
        },
        flush: () => flushCollection(collection),
        start: () => {
          if (started) return;
          started = true;
          const write = () => {
            flushCollection(collection);
          };
          const soon = afterThisTask(write);
          collection.hooks.on('create', soon);
          collection.hooks.on('update', soon);
          collection.hooks.on('delete', soon);
          window.addEventListener('pagehide', write);
          window.addEventListener('unload', write);
          if (options.sync !== false) sync().extend(collection);
        },
      });
    },
  });
}
