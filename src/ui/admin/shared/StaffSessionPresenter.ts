import { makeAutoObservable } from 'mobx';
import type { StaffSession, StaffSessionStore } from '../../../application/admin/StaffSessionStore';
import type { Navigator } from '../../../application/shared/Navigator';
import type { ToastPresenter } from '../../toast/ToastPresenter';

export interface StaffSessionTexts {
  readonly loggedOut: string;
  readonly sessionEnded: string;
}

/**
 * The guard and the header of a staff area (admin or sales): the area shows only with a session
 * in its own store; without one, or when the server ends it (a 401 clears the store), the person
 * goes to the area's login page.
 */
export class StaffSessionPresenter {
  session: StaffSession | null;
  private loggingOut = false;
  private readonly store: StaffSessionStore;
  private readonly navigator: Navigator;
  private readonly toasts: ToastPresenter;
  private readonly loginPath: string;
  private readonly texts: StaffSessionTexts;

  constructor(store: StaffSessionStore, navigator: Navigator, toasts: ToastPresenter, loginPath: string, texts: StaffSessionTexts) {
    this.store = store;
    this.navigator = navigator;
    this.toasts = toasts;
    this.loginPath = loginPath;
    this.texts = texts;
    this.session = store.current();
    makeAutoObservable<StaffSessionPresenter, 'loggingOut' | 'store' | 'navigator' | 'toasts' | 'loginPath' | 'texts'>(
      this,
      { loggingOut: false, store: false, navigator: false, toasts: false, loginPath: false, texts: false },
      { autoBind: true },
    );
  }

  get signedIn(): boolean {
    return this.session !== null;
  }

  get email(): string {
    return this.session?.email ?? '';
  }

  /** The area appeared: without a session it sends the person to log in; the returned function stops watching. */
  areaOpened(): () => void {
    this.session = this.store.current();
    if (!this.session) this.navigator.go(this.loginPath, { replace: true });
    return this.store.onChange(this.storeChanged);
  }

  logoutClicked(): void {
    this.loggingOut = true;
    this.store.clear();
    this.loggingOut = false;
    this.toasts.success(this.texts.loggedOut);
  }

  private storeChanged(): void {
    const wasSignedIn = this.session !== null;
    this.session = this.store.current();
    if (this.session || !wasSignedIn) return;
    // Logout says so itself; otherwise the server (or another tab) ended the session.
    if (!this.loggingOut) this.toasts.error(this.texts.sessionEnded);
    this.navigator.go(this.loginPath, { replace: true });
  }
}
