import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BrowserDeletedNotificationsStore, DELETED_NOTIFICATIONS_KEY, MAX_DELETED_IDS_PER_USER } from '../../../src/infrastructure/storage/BrowserDeletedNotificationsStore';

class MemoryStorage implements Storage {
  readonly values = new Map<string, string>();
  failReads = false;
  failWrites = false;
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    if (this.failReads) throw new DOMException('SecurityError');
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('QuotaExceededError');
    this.values.set(key, value);
  }
}

describe('BrowserDeletedNotificationsStore', () => {
  it('keeps the deleted ids per user, across a new store over the same storage (a reload)', () => {
    const storage = new MemoryStorage();
    const store = new BrowserDeletedNotificationsStore(storage);
    store.delete(1, [3, 5]);
    store.delete(1, [5, 6]);
    store.delete(2, [9]);
    const reloaded = new BrowserDeletedNotificationsStore(storage);
    expect([...reloaded.deletedFor(1)]).toEqual([3, 5, 6]);
    expect([...reloaded.deletedFor(2)]).toEqual([9]);
    expect([...reloaded.deletedFor(3)]).toEqual([]);
    expect(JSON.parse(storage.values.get(DELETED_NOTIFICATIONS_KEY) ?? '')).toEqual({ 1: [3, 5, 6], 2: [9] });
  });

  it.each([
    ['broken JSON', '{"1":[3,'],
    ['a list', '[3,5]'],
    ['a number', '7'],
    ['null', 'null'],
    ['an over-long value', `{"1":[${'1,'.repeat(150_000)}1]}`],
  ])('discards %s and starts again from nothing deleted', (_, stored) => {
    const storage = new MemoryStorage();
    storage.values.set(DELETED_NOTIFICATIONS_KEY, stored);
    const store = new BrowserDeletedNotificationsStore(storage);
    expect([...store.deletedFor(1)]).toEqual([]);
    store.delete(1, [4]);
    expect(JSON.parse(storage.values.get(DELETED_NOTIFICATIONS_KEY) ?? '')).toEqual({ 1: [4] });
  });

  it('keeps the well-formed part of a tampered value and drops the rest', () => {
    const storage = new MemoryStorage();
    storage.values.set(DELETED_NOTIFICATIONS_KEY, JSON.stringify({ 1: [3, '4', -1, 2.5, null, 7], 2: 'all', abc: [1], '01': [1], __proto__: [1] }));
    const store = new BrowserDeletedNotificationsStore(storage);
    expect([...store.deletedFor(1)]).toEqual([3, 7]);
    expect([...store.deletedFor(2)]).toEqual([]);
  });

  it('keeps only the newest ids once a user has deleted very many', () => {
    const storage = new MemoryStorage();
    const store = new BrowserDeletedNotificationsStore(storage);
    store.delete(1, Array.from({ length: MAX_DELETED_IDS_PER_USER + 5 }, (_, index) => index + 1));
    const kept = store.deletedFor(1);
    expect(kept.size).toBe(MAX_DELETED_IDS_PER_USER);
    expect(kept.has(1)).toBe(false);
    expect(kept.has(MAX_DELETED_IDS_PER_USER + 5)).toBe(true);
  });

  it('never throws when the storage refuses to be read or written', () => {
    const storage = new MemoryStorage();
    const store = new BrowserDeletedNotificationsStore(storage);
    storage.failWrites = true;
    expect(() => store.delete(1, [3])).not.toThrow();
    storage.failReads = true;
    expect([...store.deletedFor(1)]).toEqual([]);
  });

  it('reads back exactly what was deleted, for any user and ids (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.array(fc.integer({ min: 1, max: 10_000 }), { maxLength: 20 }), { maxLength: 10 }), (userId, batches) => {
        const storage = new MemoryStorage();
        for (const batch of batches) new BrowserDeletedNotificationsStore(storage).delete(userId, batch);
        const expected = new Set(batches.flat());
        const read = new BrowserDeletedNotificationsStore(storage).deletedFor(userId);
        return read.size === expected.size && [...expected].every((id) => read.has(id));
      }),
    );
  });
});
