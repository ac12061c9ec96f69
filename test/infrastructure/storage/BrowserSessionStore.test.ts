import { describe, expect, it } from 'vitest';
import type { StorageEvents } from '../../../src/infrastructure/storage/BrowserCartStore';
import { BrowserSessionStore } from '../../../src/infrastructure/storage/BrowserSessionStore';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

const noEvents: StorageEvents = { addEventListener: () => undefined, removeEventListener: () => undefined };

describe('BrowserSessionStore', () => {
  it("initialises a new browser to the signed-out texts 'null' and '0'", () => {
    const storage = memoryStorage();
    const store = new BrowserSessionStore(storage, noEvents);
    expect(storage.getItem('token')).toBe('null');
    expect(storage.getItem('userId')).toBe('0');
    expect(store.current()).toEqual({ token: null, userId: null, role: null, email: null });
  });

  it('reads a signed-in customer', () => {
    const store = new BrowserSessionStore(memoryStorage({ token: 'a.b.c', userId: '12', userRole: 'User', email: 'mona@clinic.example' }), noEvents);
    expect(store.current()).toEqual({ token: 'a.b.c', userId: 12, role: 'User', email: 'mona@clinic.example' });
  });

  it.each([
    [{ token: 'null', userId: '12' }],
    [{ token: '', userId: '12' }],
    [{ token: 'undefined', userId: '12' }],
  ])('treats %j as signed out', (values) => {
    expect(new BrowserSessionStore(memoryStorage(values), noEvents).current().token).toBeNull();
  });

  it('keeps the token but no user id when the stored id is not a positive whole number', () => {
    const store = new BrowserSessionStore(memoryStorage({ token: 'a.b.c', userId: '0' }), noEvents);
    expect(store.current()).toMatchObject({ token: 'a.b.c', userId: null });
  });
});
