/**
 * The standalone mock server's JSON file store (mocks/server/file-store.ts): what one server writes,
 * the next one started on the same file reads back; a file that is not a store is refused.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Collection } from '@msw/data';
import { z } from 'zod';
import type { DurableHandle } from '../persistence';
import { collectionIdOf } from '../persistence';
import { createFileStore } from './file-store';

const schema = z.object({ name: z.string(), district: z.string() });

/** A collection kept by a store, with its handle (as mocks/db.ts and mocks/database.ts use them). */
function storedCollection(file: string) {
  const handles: DurableHandle[] = [];
  const store = createFileStore(file);
  const collection = new Collection({ schema, extensions: [store.backend((h) => handles.push(h))] });
  return { store, collection, handle: handles[0] as DurableHandle };
}

describe('the JSON file store', () => {
  it('writes every change, and a server started later on the same file has the records', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mock-store-')), 'nested', 'registry.json');
    const first = storedCollection(file);
    await first.handle.hydrate();
    first.handle.start();
    await first.collection.create({ name: 'Amina Nakato', district: 'Kampala' });
    await first.collection.create({ name: 'John Okello', district: 'Gulu' });
    await first.store.commit();
    const written = JSON.parse(readFileSync(file, 'utf8')) as { version: number; collections: Record<string, { name: string }[]> };
    expect(written.version).toBe(1);
    const id = String(collectionIdOf(first.collection));
    expect(written.collections[id]?.map((r) => r.name)).toEqual(['Amina Nakato', 'John Okello']);

    // A new server process numbers its collections the same way again; in this one process the next
    // collection has another number, so the records are put under it before it hydrates.
    const second = storedCollection(file);
    written.collections[String(collectionIdOf(second.collection))] = written.collections[id] ?? [];
    writeFileSync(file, JSON.stringify(written));
    await second.handle.hydrate();
    expect(second.collection.findMany((q) => q.where({ district: 'Gulu' })).map((r) => r.name)).toEqual(['John Okello']);
  });

  it('refuses a file that is not a mock data file, leaving it as it was', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mock-store-')), 'registry.json');
    writeFileSync(file, '{"users":[]}');
    expect(() => createFileStore(file)).toThrow(/is not a mock data file/);
    expect(readFileSync(file, 'utf8')).toBe('{"users":[]}');
  });
});
