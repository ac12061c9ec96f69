import type { CheckStaffSession, StaffSessionCheck } from '../../../application/admin/CheckStaffSession';
import type { StaffSession, StaffSessionStore } from '../../../application/admin/StaffSessionStore';
import type { Clock } from '../../../application/shared/Clock';
import type { Navigator } from '../../../application/shared/Navigator';
import { followRedirect } from '../../session/followRedirect';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import type { ToastPresenter } from '../../toast/ToastPresenter';

export interface StaffSessionTexts {
  readonly loggedOut: string;
  readonly sessionEnded: string;
}

/**
 * What a staff area's frame shows: nothing of the area while its session is being checked (or
 * the person is on the way out), the area itself, or a way to check again when the server could
 * not be reached.
 */
export type StaffAreaView = 'waiting' | 'area' | 'unreachable';

/**
 * The guard and the header of a staff area (admin or sales). Each entry into the area checks its
 * session with the server before anything of the area shows (CheckStaffSession); moving between
 * its sections does not check again. A refused session leaves for the area's login page; once in,
 * a session the server ends (a 401 clears the store) or a logout does the same.
 */
export class StaffSessionPresenter {
  view: StaffAreaView = 'waiting';
  session: StaffSession | null = null;
  /** Counts checks and exits, so an answer that arrives after the person left changes nothing. */
  private entry = 0;
  private loggingOut = false;
  private cancelRedirect: (() => void) | null = null;
  private checking: Promise<StaffSessionCheck> | null = null;

  constructor(
    private readonly store: StaffSessionStore,
    private readonly checkSession: CheckStaffSession,
    private readonly navigator: Navigator,
    private readonly toasts: ToastPresenter,
    private readonly clock: Clock,
    private readonly loginPath: string,
    private readonly texts: StaffSessionTexts,
  ) {
    makePresenterObservable<StaffSessionPresenter, 'entry' | 'loggingOut' | 'cancelRedirect' | 'checking'>(this, arguments, {
      entry: false,
      loggingOut: false,
      cancelRedirect: false,
      checking: false,
    });
  }

  get email(): string {
    return this.session?.email ?? '';
  }

  /** The person entered the area: its session is checked once; the returned function is their leaving it. */
  areaOpened(): () => void {
    const stopWatching = this.store.onChange(this.storeChanged);
    void this.check();
    return () => {
      stopWatching();
      this.areaLeft();
    };
  }

  /** After the server could not be reached: ask it again. */
  retryClicked(): void {
    void this.check();
  }

  logoutClicked(): void {
    this.loggingOut = true;
    this.store.clear();
    this.loggingOut = false;
    this.toasts.success(this.texts.loggedOut);
  }

  private async check(): Promise<void> {
    const entry = ++this.entry;
    this.view = 'waiting';
    // Entering again while the server is still answering (as React's strict mode does) waits for that answer rather than asking twice.
    this.checking ??= this.checkSession.execute().finally(() => {
      this.checking = null;
    });
    const outcome = await this.checking;
    if (entry === this.entry) this.checked(outcome);
  }

  private checked(outcome: StaffSessionCheck): void {
    if (outcome.kind === 'allowed') {
      this.session = outcome.session;
      this.view = 'area';
    } else if (outcome.kind === 'unreachable') {
      this.view = 'unreachable';
    } else {
      this.cancelRedirect = followRedirect(outcome, { toasts: this.toasts, navigator: this.navigator, clock: this.clock });
    }
  }

  private areaLeft(): void {
    this.entry += 1;
    this.cancelRedirect?.();
    this.cancelRedirect = null;
    this.view = 'waiting';
    this.session = null;
  }

  private storeChanged(): void {
    // Until the area shows, the check under way judges the session itself.
    if (this.view !== 'area') return;
    this.session = this.store.current();
    if (this.session) return;
    this.view = 'waiting';
    // Logout says so itself; otherwise the server (or another tab) ended the session.
    if (!this.loggingOut) this.toasts.error(this.texts.sessionEnded);
    this.navigator.go(this.loginPath, { replace: true });
  }
}
