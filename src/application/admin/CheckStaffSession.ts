import { type GuardFacts, type Redirect, Routes, type StaffArea, guardDecision, opensStaffArea, tokenValidated } from '@tiara/domain/access';
import type { AuthApi } from '../auth/AuthApi';
import type { StaffSession, StaffSessionStore } from './StaffSessionStore';

export type StaffSessionCheck =
  | { readonly kind: 'allowed'; readonly session: StaffSession }
  /** The stored session cannot open the area and has been cleared; the person goes to the area's login. */
  | ({ readonly kind: 'refused' } & Redirect)
  /** The server could not be asked: the session is kept, for a later try. */
  | { readonly kind: 'unreachable' };

/** A staff session as the facts of SPEC §4's route guard: there is no subscription flag in a staff area. */
function guardFactsOf(session: StaffSession | null): GuardFacts {
  if (session === null) return { token: null, userId: null, role: null, subscriptionFlag: null };
  return { token: session.token, userId: String(session.userId), role: session.role, subscriptionFlag: null };
}

/**
 * SPEC §4 "Route guard" for entering a staff area: the stored session needs a role that opens
 * the area, then a token the server accepts (POST /api/user/validateToken). A session that fails
 * either is stale or forged, so it is cleared and can neither show the area nor send the
 * person from the area's login page straight back in.
 */
export class CheckStaffSession {
  private readonly area: StaffArea;
  private readonly store: StaffSessionStore;
  private readonly auth: Pick<AuthApi, 'validateToken'>;

  constructor(area: StaffArea, store: StaffSessionStore, auth: Pick<AuthApi, 'validateToken'>) {
    this.area = area;
    this.store = store;
    this.auth = auth;
  }

  async execute(): Promise<StaffSessionCheck> {
    const areaPath = Routes[this.area];
    const session = this.store.current();
    const decision = guardDecision(areaPath, guardFactsOf(session));
    if (decision.kind === 'redirect') return this.refused(decision);
    if (decision.kind === 'allow' || session === null) throw new Error(`The ${this.area} area must never open without a validated session`);

    const answer = await this.auth.validateToken(session.token);
    if (!answer.ok) return { kind: 'unreachable' };
    const stored = this.store.current();
    // Someone logged in (here or in another tab) while the server answered: that session is the one to judge.
    if (stored !== null && stored.token !== session.token) return this.execute();
    // A role the server names for the token outranks the stored one, which the browser could have edited.
    const verdict = answer.value;
    const validated = tokenValidated(areaPath, verdict.accepted && (verdict.role === null || opensStaffArea(this.area, verdict.role)));
    if (validated.kind === 'redirect') return this.refused(validated);
    // A token the server accepted, but whose session ended meanwhile, opens nothing.
    return stored === null ? this.execute() : { kind: 'allowed', session: stored };
  }

  private refused(redirect: Redirect): StaffSessionCheck {
    if (this.store.current() !== null) this.store.clear();
    return { kind: 'refused', to: redirect.to, delayMs: redirect.delayMs, notice: redirect.notice };
  }
}
