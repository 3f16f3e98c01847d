/**
 * The standalone mock server's persistence (issue 13): every collection of the mock database in one
 * JSON file, loaded when the server starts and written, synced, before a change is acknowledged
 * (mocks/server/http-server.ts waits for {@link FileStore.commit}; issue 30 item 11). It is a
 * {@link StorageBackend} for mocks/db.ts, so mocks/database.ts hydrates, seeds and starts the
 * collections exactly as it does in the browser. @msw/data's own `persist()` works in browsers only.
 *
 * The file holds `{ version: 1, collections: { "<collection number>": [serialised records] } }`,
 * each record serialised as @msw/data's `persist()` does (mocks/persistence.ts).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
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

/** A JSON file store: its backend for mocks/db.ts and the way to wait until changes are on disk. */
export interface FileStore {
  /** The backend to give `setStorageBackend` (mocks/storage-backend.ts). */
  backend: StorageBackend;
  /**
   * Resolves once every change made before the call is on disk: written to a temporary file, synced,
   * renamed over the file and the directory synced. Changes made meanwhile share one write (a group
   * commit); with nothing changed it waits only for a write already under way.
   * @throws Error when the file cannot be written (the changes stay pending for the next write).
   */
  commit: () => Promise<void>;
  /** Write the whole database now, changed or not (at start, after seeding); as {@link FileStore.commit}. */
  flush: () => Promise<void>;
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
 * Put `text` in `file` durably: written to `<file>.tmp`, synced, renamed over `file`, and the directory
 * synced so the rename itself survives a crash. A crash at any point leaves the old file or the new
 * one, never half of one.
 * @param file - the file's absolute path; its directory exists.
 * @param text - the whole new content.
 * @throws Error from the file system (disk full, permissions); the old file is then left as it was.
 */
async function writeDurably(file: string, text: string): Promise<void> {
  const temporary = `${file}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  // Windows cannot open a directory to sync it; its rename is durable on its own (NTFS journals it).
  if (process.platform === 'win32') return;
  const directory = await open(dirname(file), 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}

/**
 * A store kept in one JSON file.
 * @param file - the file's path; its directory is made when missing. Each write goes through
 *   {@link writeDurably}, so a crash never leaves half a file; writes never overlap.
 * @returns the store.
 * @throws Error when the file exists but is not a store file.
 */
export function createFileStore(file: string): FileStore {
  // Refused at once when it is not a store; read again when the database hydrates.
  readStore(file);
  let loaded: StoredFile | null = null;
  const stored = () => (loaded ??= readStore(file));
  /** Changes made since the last write began. */
  let dirty = false;
  /** The write under way, if any. */
  let writing: Promise<void> | null = null;
  /** The write that starts when the one under way ends, shared by every commit asked for meanwhile. */
  let queued: Promise<void> | null = null;
  const collections = new Map<number, Collection<never>>();
  mkdirSync(dirname(file), { recursive: true });

  /** Take the database as it is now and write it; changes made from here on wait for the next write. */
  const startWrite = (): Promise<void> => {
    dirty = false;
    const next = stored();
    for (const [id, collection] of collections) next.collections[id] = collection.all().map((record) => serializeRecord(record));
    const write = writeDurably(file, JSON.stringify(next))
      .catch((error: unknown) => {
        // Not on disk: the changes are still to be written, and whoever waits is told.
        dirty = true;
        throw error;
      })
      .finally(() => {
        if (writing === write) writing = null;
      });
    writing = write;
    return write;
  };
  const commit = (): Promise<void> => {
    // Nothing new: a write under way may hold changes its caller made, so wait for it.
    if (!dirty) return writing ?? Promise.resolve();
    if (queued) return queued;
    if (!writing) return startWrite();
    const after = writing
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return dirty ? startWrite() : (writing ?? Promise.resolve());
      });
    queued = after;
    return after;
  };
  let scheduled = false;
  /**
   * Every change is also written soon by itself: a request's answer waits for {@link commit}, but a
   * change made outside a request (a seeding, a timer) has nobody to wait for it. Failures are logged.
   */
  const soon = () => {
    dirty = true;
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      commit().catch((error: unknown) => console.error('[mock server] the data file could not be written', error));
    });
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
    commit,
    flush: () => {
      dirty = true;
      return commit();
    },
  };
}
