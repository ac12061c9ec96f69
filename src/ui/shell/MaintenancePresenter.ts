import { inject, injectable } from 'inversify';
import { CheckMaintenance } from '../../application/maintenance/CheckMaintenance';
import { Clock } from '../../application/shared/Clock';
import { Navigator } from '../../application/shared/Navigator';
import { isStaffArea } from '@tiara/domain/access';
import { clockText } from '../../locales/format/clockText';
import { shownLanguage } from '../i18n/localized';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

export type MaintenanceStatus = 'checking' | 'open' | 'under-maintenance';
/** What the page shows for a path: the spinner while checking, the maintenance page, or the shop. */
export type MaintenanceView = 'spinner' | 'maintenance' | 'shop';

const CLOCK_TICK_MS = 1_000;

/**
 * SPEC §2/§4 maintenance: checked once at start; while under maintenance the shop outside the
 * admin and sales areas gives way to a page with a live clock and a Check Again button.
 */
@injectable()
export class MaintenancePresenter {
  status: MaintenanceStatus = 'checking';
  now: Date;
  private check: Promise<void> | null = null;
  private visible = false;
  private stopTicking: (() => void) | null = null;

  constructor(
    @inject(CheckMaintenance) private readonly checkMaintenance: CheckMaintenance,
    @inject(Clock) private readonly clock: Clock,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {
    this.now = clock.now();
    makePresenterObservable<MaintenancePresenter, 'check' | 'visible' | 'stopTicking'>(this, arguments, { check: false, visible: false, stopTicking: false });
  }

  /** The shell appeared: the check runs once; the returned function is called when it goes. */
  shellOpened(): () => void {
    this.visible = true;
    void this.checkedOnce();
    this.keepClockRunning();
    return this.shellClosed;
  }

  /**
   * Starts the check unless it has started, and resolves once the answer is in: a page that
   * arrived already drawn waits for it before its first render, instead of showing the spinner.
   */
  checkedOnce(): Promise<void> {
    return (this.check ??= this.checkMaintenance.execute().then(this.checked));
  }

  viewFor(pathname: string): MaintenanceView {
    if (isStaffArea(pathname)) return 'shop';
    if (this.status === 'checking') return 'spinner';
    return this.status === 'under-maintenance' ? 'maintenance' : 'shop';
  }

  get clockText(): string {
    return clockText(this.now, shownLanguage());
  }

  checkAgainClicked(): void {
    this.navigator.reload();
  }

  private checked(underMaintenance: boolean): void {
    this.status = underMaintenance ? 'under-maintenance' : 'open';
    this.keepClockRunning();
  }

  private shellClosed(): void {
    this.visible = false;
    this.keepClockRunning();
  }

  /** The clock ticks only while the maintenance page can be seen. */
  private keepClockRunning(): void {
    const wanted = this.visible && this.status === 'under-maintenance';
    if (wanted && !this.stopTicking) {
      this.now = this.clock.now();
      this.stopTicking = this.clock.every(CLOCK_TICK_MS, this.ticked);
    } else if (!wanted && this.stopTicking) {
      this.stopTicking();
      this.stopTicking = null;
    }
  }

  private ticked(): void {
    this.now = this.clock.now();
  }
}
