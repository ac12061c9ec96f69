/** A signed-in staff member, kept apart from the customer session of SPEC §3. */
export interface StaffSession {
  readonly token: string;
  readonly userId: number;
  readonly email: string;
  /** As stored, in whatever case: compare it with the domain's role rules, never with `===`. */
  readonly role: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * Where one staff area (admin or sales) keeps its session. The area's HTTP adapters send this
 * token, and clear it when the server answers 401, which the listeners hear.
 */
export interface StaffSessionStore {
  current(): StaffSession | null;
  save(session: StaffSession): void;
  clear(): void;
  /** Calls `listener` whenever the session is saved or cleared, here or in another tab. */
  onChange(listener: () => void): () => void;
}
