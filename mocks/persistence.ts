/**
 * Browser persistence of the mock database, in the format of @msw/data's `persist()` (same
 * localStorage keys and records, so data stored by earlier builds hydrates), plus what `persist()`
 * lacks for this portal.
 *
 * - `persist()` hydrates asynchronously and exposes no promise; {@link durable} hands the hydration
 *   promise to the caller, so `ready` (mocks/db.ts) can wait for it.
 * - `persist()` writes on `unload` only, which Chromium may skip, and its write throws when
 *   localStorage is full; {@link durable} writes on `pagehide` and `unload`, never throws
 *   (QuotaExceededError is caught and logged), and skips a collection whose serialised form is
 *   {@link PERSIST_MAX_CHARS} or more, so a large benchmark data set can never break the page.
 * - A collection whose stored records no longer match its schema (an older build) is cleared rather
 *   than breaking the mock; `ready` then reseeds it.
 * - `sync()` broadcasts every `create`, including the records hydration creates, which would
 *   duplicate them in other open tabs; {@link durable} applies `sync()` only once hydration is done.
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
  await Promise.all(
    (stored.records as SerializedRecord[]).map((record) => createFromSerializedRecord(collection as never, record)),
  );
}

/** Options of {@link durable}. */
export interface DurableOptions {
  /** Receives the hydration promise; it always resolves (a failed hydration clears the collection). */
  onHydration: (hydration: Promise<void>) => void;
  /** Also synchronise the collection with other tabs (`sync()`), once hydrated. Default true. */
  sync?: boolean;
}

/**
 * The persistence extension of a mock collection in the browser: hydration from localStorage with
 * a promise, writes on `pagehide` and `unload` (capped, never throwing), and `sync()` once hydrated.
 * See the module comment.
 * @param options - where to hand the hydration promise; whether to sync tabs.
 */
export function durable(options: DurableOptions): Extension {
  return defineExtension({
    name: 'durable-persist',
    extend(collection) {
      const key = storageKeyOf(collection);
      const id = collectionIdOf(collection);
      if (typeof window === 'undefined' || typeof localStorage === 'undefined' || !key || id === undefined) {
        options.onHydration(Promise.resolve());
        return;
      }
      const target = collection as unknown as AnyCollection;
      let started: Promise<void>;
      try {
        started = hydrate(target, key, id);
      } catch (error) {
        started = Promise.reject(error);
      }
      const hydration = started
        .then(
          () => undefined,
          (error: unknown) => {
            console.warn('[mock api] stored mock data does not fit this build; it is reset', error);
            collection.clear();
            localStorage.removeItem(key);
          },
        )
        .then(() => {
          if (options.sync !== false) sync().extend(collection);
        });
      const write = () => {
        flushCollection(collection);
      };
      window.addEventListener('pagehide', write);
      window.addEventListener('unload', write);
      options.onHydration(hydration);
    },
  });
}
