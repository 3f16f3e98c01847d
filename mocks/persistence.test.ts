/**
 * Browser persistence of the mock database (mocks/persistence.ts), run in happy-dom's window:
 * hydration hands out a promise, `pagehide` writes the collection, unfit stored data is dropped.
 */
import { Collection } from '@msw/data';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { durable, flushCollection, storageKeyOf } from './persistence';

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

  it('writes on unload too, and skips a collection over the size budget, keeping what was stored', async () => {
    const { collection, hydrations } = durableCollection();
    await Promise.all(hydrations);
    const key = storageKeyOf(collection) ?? '';
    await collection.create({ name: 'Amina' });
    window.dispatchEvent(new Event('unload'));
    const stored = localStorage.getItem(key);
    expect(stored).toContain('Amina');

    await collection.create({ name: 'x'.repeat(2000) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(flushCollection(collection, 1000)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('over the localStorage budget'));
    expect(localStorage.getItem(key)).toBe(stored);
    expect(flushCollection(collection)).toBe(true);
  });

  it('never throws when localStorage is full', async () => {
    const { collection, hydrations } = durableCollection();
    await Promise.all(hydrations);
    await collection.create({ name: 'Amina' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(flushCollection(collection)).toBe(false);
    expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
