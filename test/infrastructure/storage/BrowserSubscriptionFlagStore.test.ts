import { describe, expect, it } from 'vitest';
import { BrowserCheckoutDetailsStore } from '../../../src/infrastructure/storage/BrowserCheckoutDetailsStore';
import { BrowserSessionStore } from '../../../src/infrastructure/storage/BrowserSessionStore';
import { BrowserSubscriptionFlagStore } from '../../../src/infrastructure/storage/BrowserSubscriptionFlagStore';

/** A localStorage in memory that can be made to refuse, as a full or disabled one does. */
class MemoryStorage implements Storage {
  readonly values = new Map<string, string>();
  broken = false;
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    if (this.broken) throw new DOMException('SecurityError');
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.broken) throw new DOMException('QuotaExceededError');
    this.values.set(key, value);
  }
}

const noEvents = { addEventListener: () => {}, removeEventListener: () => {} };

describe('BrowserSubscriptionFlagStore', () => {
  it('stores the flag and allowed count where the route guard and the payment confirmation keep them', () => {
    const storage = new MemoryStorage();
    const flags = new BrowserSubscriptionFlagStore(storage);
    const session = new BrowserSessionStore(storage, noEvents);
    expect(flags.flag()).toBeNull();

    flags.remember('false', 0);
    expect(flags.flag()).toBe('false');
    expect(session.guardFacts().subscriptionFlag).toBe('false');
    expect(storage.getItem('segmentationsAllowed')).toBe('0');

    // What the payment confirmation writes after a plan is paid is what the /ai guard reads back.
    new BrowserCheckoutDetailsStore(storage).rememberAiActivated(25);
    expect(flags.flag()).toBe('true');
    flags.remember('true', 35);
    expect([session.guardFacts().subscriptionFlag, storage.getItem('segmentationsAllowed')]).toEqual(['true', '35']);
  });

  it('reads a broken storage as no flag and writes nothing, without throwing', () => {
    const storage = new MemoryStorage();
    storage.broken = true;
    const flags = new BrowserSubscriptionFlagStore(storage);
    expect(flags.flag()).toBeNull();
    expect(() => flags.remember('true', 10)).not.toThrow();
    storage.broken = false;
    expect(flags.flag()).toBeNull();
  });
});
