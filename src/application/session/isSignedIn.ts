import type { StoredSession } from './SessionStore';

/** A customer is signed in when the browser keeps both their token and their id. */
export function isSignedIn(session: StoredSession): boolean {
  return session.token !== null && session.userId !== null;
}
