import type { SessionStore, StoredSession } from '../../application/session/SessionStore';
import { SIGNED_OUT_VALUES } from '../../domain/access';
import type { StorageEvents } from './BrowserCartStore';

/** SPEC §3 keys; the signed-out values are the texts 'null' and '0', which older pages also read. */
export const SessionKeys = { token: 'token', userId: 'userId', role: 'userRole', email: 'email' } as const;

function readOrNull(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export class BrowserSessionStore implements SessionStore {
  private readonly storage: Storage;
  private readonly events: StorageEvents;

  constructor(storage: Storage, events: StorageEvents) {
    this.storage = storage;
    this.events = events;
    this.initialiseSignedOutValues();
  }

  current(): StoredSession {
    const token = readOrNull(this.storage, SessionKeys.token);
    const userId = Number(readOrNull(this.storage, SessionKeys.userId));
    const signedIn = token !== null && token !== '' && token !== SIGNED_OUT_VALUES.token && token !== 'undefined';
    return {
      token: signedIn ? token : null,
      userId: signedIn && Number.isSafeInteger(userId) && userId > 0 ? userId : null,
      role: signedIn ? readOrNull(this.storage, SessionKeys.role) : null,
      email: signedIn ? readOrNull(this.storage, SessionKeys.email) : null,
    };
  }

  onChange(listener: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SessionKeys.token || event.key === SessionKeys.userId) listener();
    };
    this.events.addEventListener('storage', onStorage);
    return () => this.events.removeEventListener('storage', onStorage);
  }

  /** SPEC §3: token and userId are initialised to 'null' and '0' when missing. */
  private initialiseSignedOutValues(): void {
    try {
      if (this.storage.getItem(SessionKeys.token) === null) this.storage.setItem(SessionKeys.token, SIGNED_OUT_VALUES.token);
      if (this.storage.getItem(SessionKeys.userId) === null) this.storage.setItem(SessionKeys.userId, SIGNED_OUT_VALUES.userId);
    } catch {
      // Without storage the visitor is simply signed out.
    }
  }
}
