import { Routes } from './Routes';

/** The stored subscription flag is the text 'true' or 'false' (SPEC §3). */
export type SubscriptionFlag = 'true' | 'false';

export type AiGuardStep = 'show-offer' | 'check-subscription' | 'go-to-upload';

/**
 * SPEC §4 "/ai guard": a visitor sees the plans; a signed-in user whose flag is not 'true' has
 * their active subscription fetched; one whose flag is already 'true' goes straight to the upload.
 * Asked for the plans (`wantsPlans`, Routes.aiPlans), a signed-in user's subscription is fetched
 * whatever the flag, so the plans show which one is theirs and nobody is sent on (issue 27).
 */
export function aiGuardStep(facts: { readonly signedIn: boolean; readonly subscriptionFlag: string | null; readonly wantsPlans?: boolean }): AiGuardStep {
  if (!facts.signedIn) return 'show-offer';
  return facts.subscriptionFlag === 'true' && !facts.wantsPlans ? 'go-to-upload' : 'check-subscription';
}

export interface AiGuardOutcome {
  readonly subscriptionFlag: SubscriptionFlag;
  /** '/ai-scan-upload' when the subscription is active and the plans were not asked for, otherwise null: stay on /ai. */
  readonly redirectTo: typeof Routes.aiScanUpload | null;
}

/** After the active-subscription fetch: a failed fetch counts as no subscription. */
export function aiGuardAfterCheck(active: boolean | 'failed', wantsPlans = false): AiGuardOutcome {
  if (active !== true) return { subscriptionFlag: 'false', redirectTo: null };
  return { subscriptionFlag: 'true', redirectTo: wantsPlans ? null : Routes.aiScanUpload };
}

/**
 * What /ai was opened for, read from its query string: 'plan-needed' from the upload without a plan
 * (Routes.aiPlanNeeded), 'plans' to see them as a subscriber (Routes.aiPlans), or null: SPEC's /ai.
 */
export type AiLandingReason = 'plan-needed' | 'plans' | null;

export function aiLandingReason(search: string): AiLandingReason {
  const asked = new URLSearchParams(search);
  const names = (path: string) => [...new URLSearchParams(path.slice(path.indexOf('?')))].every(([key, value]) => asked.get(key) === value);
  if (names(Routes.aiPlanNeeded)) return 'plan-needed';
  if (names(Routes.aiPlans)) return 'plans';
  return null;
}
