/**
 * Browser persistence of the mock database (mocks/persistence.ts), run in happy-dom's window:
 * hydration on demand, writes after every change and on `pagehide`, unfit stored data is dropped,
 * and tabs take turns to start.
 */
import { Collection } from '@msw/data';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { durable, type DurableHandle, flushCollection, storageKeyOf, withStartLock } from './persistence';

const schema = z.object({ name: z.string() });

function durableCollection() {
  const handles: DurableHandle[] = [];
  const extension = durable({ register: (h) => handles.push(h), sync: false });
  const collection = new Collection({ schema, extensions: [extension] });
  const handle = () => handles.at(-1) as DurableHandle;
  const hydrations = {
    then: (resolve: () => void) => {
      void handle().hydrate().then(resolve);
    },
  };
  return { collection, extension, handle, hydrations: [hydrations as unknown as Promise<void>] };
}

/** One macrotask later: the writes made after each change have run. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

describe('durable persistence', () => {
  it('writes the collection on pagehide and hydrates it back, resolving the hydration promise', async () => {
    const { collection, extension, hydrations, handle } = durableCollection();
    await Promise.all(hydrations);
    handle().start();
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
    const { collection, hydrations, handle } = durableCollection();
    await Promise.all(hydrations);
    handle().start();
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
    const { collection, hydrations, handle } = durableCollection();
    await Promise.all(hydrations);
    handle().start();
    await collection.create({ name: 'Amina' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(flushCollection(collection)).toBe(false);
    expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
    expect(warn).toHaveBeenCalled();
    setItem.mockRestore();
  });

  it('stores every change right after it is made, so a tab opened next finds the data instead of seeding its own', async () => {
    const { collection, hydrations, handle } = durableCollection();
    await Promise.all(hydrations);
    handle().start();
    const key = storageKeyOf(collection) ?? '';
    localStorage.removeItem(key);
    await collection.create({ name: 'Kampala' });
    await collection.create({ name: 'Gulu' });
    await nextTask();
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { records: Array<{ name: string }> };
    expect(stored.records.map((r) => r.name)).toEqual(['Kampala', 'Gulu']);

    // The second tab: hydrates exactly those, no duplicates.
    collection.clear();
    await handle().hydrate();
    expect(collection.all().map((r) => r.name)).toEqual(['Kampala', 'Gulu']);
  });
});

describe('withStartLock', () => {
  it('runs one task at a time under a lock name', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const first = withStartLock('test-lock', async () => {
      order.push('first starts');
      await new Promise<void>((r) => {
        release = r;
      });
      order.push('first ends');
    });
    const second = withStartLock('test-lock', async () => {
      order.push('second');
    });
    await Promise.resolve();
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second']);
  });
});
