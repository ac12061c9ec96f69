import * as z from 'zod/mini';
import type { StaffSession, StaffSessionStore } from '../../application/admin/StaffSessionStore';
import { ROLES, roleMatches } from '@tiara/domain/access';
import type { StorageEvents } from './BrowserCartStore';

const storedSessionSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userId: z.int().check(z.positive()),
  email: z.string(),
  // Kept as stored: roles compare in any case (SPEC §4), so 'admin' is the Admin role, not a corrupt value.
  role: z.string().check(z.refine((role) => ROLES.some((known) => roleMatches(role, known)))),
  firstName: z.string(),
  lastName: z.string(),
});

/** A staff session in localStorage under one key; a value this shop did not write reads as signed out. */
export class BrowserStaffSessionStore implements StaffSessionStore {
  private readonly storage: Storage;
  private readonly events: StorageEvents;
  private readonly key: string;
  private readonly listeners = new Set<() => void>();

  constructor(storage: Storage, events: StorageEvents, key: string) {
    this.storage = storage;
    this.events = events;
    this.key = key;
  }

  current(): StaffSession | null {
    let text: string | null;
    try {
      text = this.storage.getItem(this.key);
    } catch {
      return null;
    }
    if (text === null || text.length > 10_000) return null;
    try {
      const parsed = z.safeParse(storedSessionSchema, JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  save(session: StaffSession): void {
    try {
      this.storage.setItem(this.key, JSON.stringify(session));
    } catch {
      // A full or disabled storage cannot keep the session; the next page load asks to log in again.
    }
    this.notify();
  }

  clear(): void {
    try {
      this.storage.removeItem(this.key);
    } catch {
      // Nothing stored can be read back either.
    }
    this.notify();
  }

  onChange(listener: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === this.key) listener();
    };
    this.listeners.add(listener);
    this.events.addEventListener('storage', onStorage);
    return () => {
      this.listeners.delete(listener);
      this.events.removeEventListener('storage', onStorage);
    };
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
