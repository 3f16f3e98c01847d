/**
 * The standalone mock server's persistence (issue 13): every collection of the mock database in one
 * JSON file, loaded when the server starts and written after each burst of changes. It is a
 * {@link StorageBackend} for mocks/db.ts, so mocks/database.ts hydrates, seeds and starts the
 * collections exactly as it does in the browser. @msw/data's own `persist()` works in browsers only.
 *
 * The file holds `{ version: 1, collections: { "<collection number>": [serialised records] } }`,
 * each record serialised as @msw/data's `persist()` does (mocks/persistence.ts).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Collection } from '@msw/data';
import { defineExtension } from '@msw/data/extensions';
import { createFromSerializedRecord, serializeRecord, type SerializedRecord } from '@msw/data/extensions/persist';
import { collectionIdOf } from '../persistence';
import type { StorageBackend } from '../storage-backend';

/** The file's format. */
interface StoredFile {
  version: 1;
  /** Serialised records by collection number. */
  collections: Record<string, SerializedRecord[]>;
}

/** A JSON file store: its backend for mocks/db.ts and a way to write it at once. */
export interface FileStore {
  /** The backend to give `setStorageBackend` (mocks/storage-backend.ts). */
  backend: StorageBackend;
  /** Write the file now, if anything changed since the last write (on shutdown). */
  flushNow: () => void;
}

/**
 * Read a store file.
 * @returns its collections, or an empty set when the file is missing.
 * @throws Error when the file is there but is not a store file (it is then left untouched).
 */
function readStore(file: string): StoredFile {
  if (!existsSync(file)) return { version: 1, collections: {} };
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredFile>;
  if (parsed.version !== 1 || typeof parsed.collections !== 'object' || parsed.collections === null) {
    throw new Error(`${file} is not a mock data file (version 1); move it away or start with --reset`);
  }
  return { version: 1, collections: parsed.collections };
}

/**
 * A store kept in one JSON file.
 * @param file - the file's path; its directory is made when missing. Writes go to `<file>.tmp` and are
 *   renamed over the file, so a crash never leaves half a file.
 * @returns the store.
 * @throws Error when the file exists but is not a store file.
 */
export function createFileStore(file: string): FileStore {
  // Refused at once when it is not a store; read again when the database hydrates.
  readStore(file);
  let loaded: StoredFile | null = null;
  const stored = () => (loaded ??= readStore(file));
  let dirty = false;
  let scheduled = false;
  const collections = new Map<number, Collection<never>>();

  const write = () => {
    scheduled = false;
    if (!dirty) return;
    dirty = false;
    const next = stored();
    for (const [id, collection] of collections) next.collections[id] = collection.all().map((record) => serializeRecord(record));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(next));
    renameSync(`${file}.tmp`, file);
  };
  const soon = () => {
    dirty = true;
    if (scheduled) return;
    scheduled = true;
    // After the request's other changes: one write per burst.
    setImmediate(write);
  };

  const backend: StorageBackend = (register) =>
    defineExtension({
      name: 'json-file-store',
      extend(collection) {
        const id = collectionIdOf(collection);
        if (id === undefined) throw new Error('@msw/data changed: a collection has no number to be stored under');
        const target = collection as unknown as Collection<never>;
        collections.set(id, target);
        let started = false;
        register({
          hydrate: async () => {
            const records = stored().collections[id] ?? [];
            try {
              await Promise.all(records.map((record) => createFromSerializedRecord(target as never, record)));
            } catch (error) {
              // An older portal's records: this collection starts empty, and the database reseeds it.
              console.warn(`[mock server] the stored records of collection ${id} do not fit this build; they are dropped`, error);
              collection.clear();
            }
          },
          flush: () => {
            soon();
            return true;
          },
          start: () => {
            if (started) return;
            started = true;
            collection.hooks.on('create', soon);
            collection.hooks.on('update', soon);
            collection.hooks.on('delete', soon);
          },
        });
      },
    });

  return {
    backend,
    flushNow: () => {
      dirty = true;
      write();
    },
  };
}
