import type { ServiceIdentifier } from 'inversify';

/** The signed-in customer as the browser remembers them (SPEC §3 browser-stored values). */
export interface StoredSession {
  /** Null when signed out (the browser keeps the text 'null'). */
  readonly token: string | null;
  /** Null when signed out (the browser keeps '0'). */
  readonly userId: number | null;
  readonly role: string | null;
  readonly email: string | null;
}

export interface SessionStore {
  current(): StoredSession;
  /** Called whenever another tab signs in or out. Returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
}

export const SessionStore: ServiceIdentifier<SessionStore> = Symbol('SessionStore');
