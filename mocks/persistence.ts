/**
 * Browser persistence of the mock database: @msw/data's `persist()` and `sync()` extensions, plus
 * what they lack for this portal.
 *
 * - `persist()` hydrates asynchronously and exposes no promise; {@link durable} hands the hydration
 *   promise to the caller, so `ready` (mocks/db.ts) can wait for it.
 * - `persist()` writes to localStorage only on `unload`, which Chromium may skip; {@link durable}
 *   also writes on `pagehide`, in the same format and under the same key.
 * - A collection whose stored records no longer match its schema (an older build) is cleared rather
 *   than breaking the mock; `ready` then reseeds it.
 * - `sync()` broadcasts every `create`, including the records persist hydrates, which would duplicate
 *   them in other open tabs; {@link durable} applies `sync()` only once hydration is done.
 *
 * Both extensions are no-ops where `window`/`localStorage` are missing.
 */
import type { Collection } from '@msw/data';
import { defineExtension, type Extension } from '@msw/data/extensions';
import { persist, serializeRecord } from '@msw/data/extensions/persist';
import { sync } from '@msw/data/extensions/sync';

/** The localStorage key prefix @msw/data's `persist()` uses. */
export const PERSIST_STORAGE_PREFIX = 'msw/data/storage/';

type AnyCollection = Collection<never>;

function collectionIdOf(collection: object): number | undefined {
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
 * Write a collection to localStorage now, in `persist()`'s format.
 * @param collection - the collection.
 */
export function flushCollection(collection: object): void {
  const id = collectionIdOf(collection);
  if (id === undefined || typeof localStorage === 'undefined') return;
  const records = (collection as AnyCollection).all();
  try {
    localStorage.setItem(
      `${PERSIST_STORAGE_PREFIX}${id}`,
      JSON.stringify({ version: 1, collectionId: id, records: records.map((r) => serializeRecord(r)) }),
    );
  } catch (error) {
    console.warn('[mock api] could not save the mock database', error);
  }
}

/** Options of {@link durable}. */
export interface DurableOptions {
  /** Receives the hydration promise; it always resolves (a failed hydration clears the collection). */
  onHydration: (hydration: Promise<void>) => void;
  /** Also synchronise the collection with other tabs (`sync()`), once hydrated. Default true. */
  sync?: boolean;
}

/**
 * The persistence extension of a mock collection in the browser: `persist()` (+ `sync()`), with a
 * hydration promise and a `pagehide` flush. See the module comment.
 * @param options - where to hand the hydration promise; whether to sync tabs.
 */
export function durable(options: DurableOptions): Extension {
  const inner = persist();
  return defineExtension({
    name: 'durable-persist',
    extend(collection) {
      if (typeof window === 'undefined' || typeof localStorage === 'undefined') {
        options.onHydration(Promise.resolve());
        return;
      }
      const key = storageKeyOf(collection);
      let started: unknown;
      try {
        started = inner.extend(collection) as unknown;
      } catch (error) {
        started = Promise.reject(error);
      }
      const hydration = Promise.resolve(started)
        .then(
          () => undefined,
          (error: unknown) => {
            console.warn('[mock api] stored mock data does not fit this build; it is reset', error);
            collection.clear();
            if (key) localStorage.removeItem(key);
          },
        )
        .then(() => {
          if (options.sync !== false) sync().extend(collection);
        });
      window.addEventListener('pagehide', () => flushCollection(collection));
      options.onHydration(hydration);
    },
  });
}
