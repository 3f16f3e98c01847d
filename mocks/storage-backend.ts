/**
 * Where the mock database keeps its collections besides memory. In the browser it is localStorage
 * (mocks/persistence.ts `durable`), chosen by mocks/db.ts itself; the standalone mock server
 * (mocks/server/main.ts) sets a JSON file instead, before it loads the database. This module imports
 * nothing of Node, so the browser build can read it.
 */
import type { Extension } from '@msw/data/extensions';
import type { DurableHandle } from './persistence';

/**
 * Makes one collection's persistence extension; the extension hands its {@link DurableHandle} to
 * `register`, and mocks/database.ts hydrates, flushes and starts it like the browser's.
 */
export type StorageBackend = (register: (handle: DurableHandle) => void) => Extension;

let backend: StorageBackend | null = null;

/**
 * Persist the mock database with this backend. Call before mocks/db.ts is first imported: the
 * collections take their extensions when they are created.
 * @param next - the backend, or null for the default (localStorage in a browser, nothing elsewhere).
 */
export function setStorageBackend(next: StorageBackend | null): void {
  backend = next;
}

/** The backend set by {@link setStorageBackend}, or null. */
export function storageBackend(): StorageBackend | null {
  return backend;
}
