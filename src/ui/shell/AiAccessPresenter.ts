import { inject, injectable } from 'inversify';
import { AiApi } from '../../application/ai/AiApi';
import { SessionStore } from '../../application/session/SessionStore';
import { hasAiAccess } from '@tiara/domain/access';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ShopPaths } from '../routing/ShopPaths';

/**
 * Whether the signed-in person may see the AI tab (SPEC §2, §6), shared by the navbar and the home
 * page's AI card. Checked again whenever the signed-in user changes; a visitor has no access.
 */
@injectable()
export class AiAccessPresenter {
  hasAccess = false;
  /** The user the current answer is about; undefined before the first check. */
  private checkedUserId: number | null | undefined = undefined;

  constructor(
    @inject(AiApi) private readonly ai: AiApi,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makePresenterObservable<AiAccessPresenter, 'checkedUserId'>(this, arguments, { checkedUserId: false });
  }

  /** Where the home page's AI card leads: the plans with access, otherwise the events. */
  get aiCardTarget(): string {
    return this.hasAccess ? ShopPaths.ai : ShopPaths.events;
  }

  /** Looks at the stored session and checks again if the signed-in user is not the one last checked. */
  sessionSeen(): void {
    const userId = this.session.current().userId;
    if (userId === this.checkedUserId) return;
    this.checkedUserId = userId;
    this.hasAccess = false;
    if (userId === null) return;
    void this.ai.hasAccess(userId).then((result) => this.answered(userId, result.ok ? result.value : 'failed'));
  }

  private answered(userId: number, checkResult: boolean | 'failed'): void {
    // A late answer about someone who has since signed out or changed is not about this page's user.
    if (userId !== this.checkedUserId) return;
    this.hasAccess = hasAiAccess(checkResult, userId);
  }
}
