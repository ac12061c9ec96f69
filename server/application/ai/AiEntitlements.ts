/** An Active subscription of one user, with its plan's name. */
export interface ActiveSubscription {
  readonly id: number;
  readonly planId: number;
  readonly planName: string;
  /** Null where the plan has no Arabic name (the English stands in). */
  readonly planNameAr: string | null;
  readonly segmentationsAllowed: number;
  readonly segmentationsUsed: number;
}

/** What decides whether a user may see the AI tab. */
export interface AiAccessFacts {
  /** The shop has opened AI to every signed-in user. */
  readonly openToEveryone: boolean;
  /** An admin granted this user AI access. */
  readonly grantedToUser: boolean;
  readonly hasActiveSubscription: boolean;
}

/** The store of AI plans and subscriptions, as the AI read use cases need it. */
export interface AiEntitlements {
  /** Newest first (by activation, then creation). */
  activeSubscriptions(userId: number): Promise<ActiveSubscription[]>;
  /** Null when the user does not exist. */
  accessFacts(userId: number): Promise<AiAccessFacts | null>;
}
