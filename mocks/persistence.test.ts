/**
 * Browser persistence of the mock database (mocks/persistence.ts), run in happy-dom's window:
 * hydration hands out a promise, `pagehide` writes the collection, unfit stored data is dropped.
 */
import { Collection } from '@msw/data';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { durable, storageKeyOf } from './persistence';

const schema = z.object({ name: z.string() });

function durableCollection() {
  const hydrations: Array<Promise<void>> = [];
  const extension = durable({ onHydration: (p) => hydrations.push(p), sync: false });
  const collection = new Collection({ schema, extensions: [extension] });
  return { collection, extension, hydrations };
}

describe('durable persistence', () => {
  it('writes the collection on pagehide and hydrates it back, resolving the hydration promise', async () => {
    const { collection, extension, hydrations } = durableCollection();
    await Promise.all(hydrations);
    await collection.create({ name: 'Amina' });
    await collection.create({ name: 'Joseph' });
    window.dispatchEvent(new Event('pagehide'));

    const key = storageKeyOf(collection);
    expect(key).toMatch(/^msw\/data\/storage\/\d+$/);
    expect(localStorage.getItem(key ?? '')).toContain('Joseph');

    // A reload: the collection starts empty and the extension hydrates it from localStorage.
    collection.clear();
    extension.extend(collection);
    await Promise.all(hydrations);
    expect(collection.all().map((r) => r.name)).toEqual(['Amina', 'Joseph']);
  });

  it('drops stored data that no longer fits the schema instead of failing', async () => {
    const { collection, extension, hydrations } = durableCollection();
    await Promise.all(hydrations);
    const key = storageKeyOf(collection) ?? '';
    const id = Number(key.split('/').pop());
    localStorage.setItem(
      key,
      JSON.stringify({ version: 1, collectionId: id, records: [{ name: 42, __metadata__: { primaryKey: 'x', relations: [] } }] }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    extension.extend(collection);
    await Promise.all(hydrations);
    expect(collection.count()).toBe(0);
    expect(localStorage.getItem(key)).toBeNull();
  });
});
