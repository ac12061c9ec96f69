import { describe, expect, it } from 'vitest';
import { BrowserStaffSessionStore } from '../../../src/infrastructure/storage/BrowserStaffSessionStore';
import { StaffSessionKeys } from '../../../src/infrastructure/storage/StaffSessionKeys';
import { MemoryStorage } from '../../../src/infrastructure/storage/MemoryStorage';
import { adminSession } from '../../ui/admin/shared/adminFakes';


function events() {
  const listeners = new Set<(event: StorageEvent) => void>();
  return {
    addEventListener: (_type: 'storage', listener: (event: StorageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: 'storage', listener: (event: StorageEvent) => void) => listeners.delete(listener),
    fire: (key: string | null) => {
      for (const listener of listeners) listener({ key } as StorageEvent);
    },
  };
}

describe('BrowserStaffSessionStore', () => {
  it('keeps each staff area under its own key, apart from the customer session keys', () => {
    const storage = new MemoryStorage();
    const admin = new BrowserStaffSessionStore(storage, events(), StaffSessionKeys.admin);
    const sales = new BrowserStaffSessionStore(storage, events(), StaffSessionKeys.sales);
    admin.save(adminSession);
    expect(admin.current()).toEqual(adminSession);
    expect(sales.current()).toBeNull();
    expect(storage.getItem('token')).toBeNull();
    admin.clear();
    expect(admin.current()).toBeNull();
  });

  it.each(['not json', '{"token":"","userId":2}', JSON.stringify({ ...adminSession, role: 'Owner' }), 'x'.repeat(20_000)])('reads %s as signed out', (stored) => {
    const storage = new MemoryStorage();
    storage.setItem(StaffSessionKeys.admin, stored);
    expect(new BrowserStaffSessionStore(storage, events(), StaffSessionKeys.admin).current()).toBeNull();
  });

  it.each(['admin', 'ADMIN', 'sales'])('reads a session stored with the role %s, as stored, since roles compare in any case', (role) => {
    const storage = new MemoryStorage();
    storage.setItem(StaffSessionKeys.admin, JSON.stringify({ ...adminSession, role }));
    expect(new BrowserStaffSessionStore(storage, events(), StaffSessionKeys.admin).current()).toEqual({ ...adminSession, role });
  });

  it('tells its listeners about changes here and in other tabs, until they stop listening', () => {
    const tabEvents = events();
    const store = new BrowserStaffSessionStore(new MemoryStorage(), tabEvents, StaffSessionKeys.admin);
    let heard = 0;
    const stop = store.onChange(() => {
      heard += 1;
    });
    store.save(adminSession);
    tabEvents.fire(StaffSessionKeys.admin);
    tabEvents.fire('cart');
    tabEvents.fire(null);
    expect(heard).toBe(3);
    stop();
    store.clear();
    tabEvents.fire(StaffSessionKeys.admin);
    expect(heard).toBe(3);
  });
});
