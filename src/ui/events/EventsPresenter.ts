import { inject, injectable } from 'inversify';
import { Clock } from '../../application/shared/Clock';
import { COUNTDOWN_TARGET, type CountdownParts, countdownParts } from '@tiara/domain/time-text';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

const TICK_MS = 1_000;

/**
 * The events route's Coming Soon screen (SPEC §2): days, hours, minutes and seconds until
 * 2025-04-01, ticking every second; all zeros, never negative, once the date has passed.
 */
@injectable()
export class EventsPresenter {
  now: Date;
  private stopTicking: (() => void) | null = null;

  constructor(@inject(Clock) private readonly clock: Clock) {
    this.now = clock.now();
    makePresenterObservable<EventsPresenter, 'stopTicking'>(this, arguments, { stopTicking: false });
  }

  get countdown(): CountdownParts {
    return countdownParts(COUNTDOWN_TARGET, this.now);
  }

  /** The screen appeared: tick until the target is reached; the returned function stops. */
  opened(): () => void {
    this.closed();
    this.ticked();
    if (!this.countdown.finished) this.stopTicking = this.clock.every(TICK_MS, this.ticked);
    return this.closed;
  }

  closed(): void {
    this.stopTicking?.();
    this.stopTicking = null;
  }

  private ticked(): void {
    this.now = this.clock.now();
    if (this.countdown.finished) this.closed();
  }
}
