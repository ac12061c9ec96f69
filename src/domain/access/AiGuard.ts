import { Routes } from './Routes';

/** The stored subscription flag is the text 'true' or 'false' (SPEC §3). */
export type SubscriptionFlag = 'true' | 'false';

export type AiGuardStep = 'show-offer' | 'check-subscription' | 'go-to-upload';

/**
 * SPEC §4 "/ai guard": a visitor sees the plans; a signed-in user whose flag is not 'true' has
 * their active subscription fetched; one whose flag is already 'true' goes straight to the upload.
 */
export function aiGuardStep(facts: { readonly signedIn: boolean; readonly subscriptionFlag: string | null }): AiGuardStep {
  if (!facts.signedIn) return 'show-offer';
  return facts.subscriptionFlag === 'true' ? 'go-to-upload' : 'check-subscription';
}

export interface AiGuardOutcome {
  readonly subscriptionFlag: SubscriptionFlag;
  /** '/ai-scan-upload' when the subscription is active, otherwise null: stay on /ai. */
  readonly redirectTo: typeof Routes.aiScanUpload | null;
}

/** After the active-subscription fetch: a failed fetch counts as no subscription. */
export function aiGuardAfterCheck(active: boolean | 'failed'): AiGuardOutcome {
  return active === true
    ? { subscriptionFlag: 'true', redirectTo: Routes.aiScanUpload }
    : { subscriptionFlag: 'false', redirectTo: null };
}

/**
 * SPEC §6 names a fixed list of user ids as the fallback when the AI access check fails, but not
 * its members; the old build's list is unknown, so it is empty and a failed check means no access.
 */
export const AI_ACCESS_FALLBACK_USER_IDS: readonly number[] = Object.freeze([]);

/** Whether the navbar shows the AI tab: the server's has_access, or the fallback list on failure. */
export function hasAiAccess(checkResult: boolean | 'failed', userId: number): boolean {
  if (checkResult === 'failed') return AI_ACCESS_FALLBACK_USER_IDS.includes(userId);
  return checkResult;
}
