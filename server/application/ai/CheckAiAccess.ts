import { type Result, fail, ok } from '@tiara/domain/result';
import type { AiEntitlements } from './AiEntitlements';
import { AiMessages } from './AiMessages';
import type { ServerText } from '../texts/ServerText';

export type CheckAiAccessError = { code: 'user_not_found'; message: ServerText };

/** A user sees the AI tab when the shop opened AI to everyone, an admin granted it, or they subscribe. */
export class CheckAiAccess {
  private readonly entitlements: AiEntitlements;

  constructor(entitlements: AiEntitlements) {
    this.entitlements = entitlements;
  }

  async execute(userId: number): Promise<Result<boolean, CheckAiAccessError>> {
    const facts = await this.entitlements.accessFacts(userId);
    if (!facts) return fail({ code: 'user_not_found', message: AiMessages.userNotFound });
    return ok(facts.openToEveryone || facts.grantedToUser || facts.hasActiveSubscription);
  }
}
