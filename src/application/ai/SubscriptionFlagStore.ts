import type { ServiceIdentifier } from 'inversify';
import type { SubscriptionFlag } from '@tiara/domain/access';

/**
 * The browser-stored subscription flag ('true' or 'false') and allowed count of SPEC §3, which the
 * /ai guard writes after asking the server and the /ai-scan-upload route guard reads.
 */
export interface SubscriptionFlagStore {
  /** The flag exactly as stored, or null when none is. */
  flag(): string | null;
  remember(flag: SubscriptionFlag, segmentationsAllowed: number): void;
}

export const SubscriptionFlagStore: ServiceIdentifier<SubscriptionFlagStore> = Symbol('SubscriptionFlagStore');
