import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { Clock } from '../../application/shared/Clock';
import { COUNTDOWN_TARGET, type CountdownParts, countdownParts } from '@tiara/domain/time-text';

const TICK_MS = 1_000;

/**
 * The events route's Coming Soon screen (SPEC §2): days, hours, minutes and seconds until
 * 2025-04-01, ticking every second; all zeros, never negative, once the date has passed.
 */
@injectable()
export class EventsPresenter {
  now: Date;
  private stopTicking: (() => void) | null = null;
  private readonly clock: Clock;

  constructor(@inject(Clock) clock: Clock) {
    this.clock = clock;
    this.now = clock.now();
    makeAutoObservable<EventsPresenter, 'stopTicking' | 'clock'>(this, { stopTicking: false, clock: false }, { autoBind: true });
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
