import { inject, injectable } from 'inversify';
import { Clock } from '../../application/shared/Clock';
import { Navigator } from '../../application/shared/Navigator';

/**
 * A page that opens a moment after the screen that asked for it, so the person can read its
 * message first (an account form's success, a paid AI plan, a sign-in prompt: SPEC §9's delays).
 * Each screen has its own; when the screen closes first, the page no longer opens.
 */
@injectable()
export class DelayedRedirect {
  private cancelWaiting: (() => void) | null = null;

  constructor(
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** Whether a page is still waiting to open. */
  get waiting(): boolean {
    return this.cancelWaiting !== null;
  }

  /** Opens `path` after `delayMs`, instead of any page still waiting. */
  schedule(path: string, delayMs: number): void {
    this.cancel();
    this.cancelWaiting = this.clock.after(delayMs, () => {
      this.cancelWaiting = null;
      this.navigator.go(path);
    });
  }

  cancel(): void {
    this.cancelWaiting?.();
    this.cancelWaiting = null;
  }
}
