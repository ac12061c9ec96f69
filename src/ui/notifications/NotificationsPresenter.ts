import { inject, injectable } from 'inversify';
import { DeleteNotifications } from '../../application/notifications/DeleteNotifications';
import { LoadInbox } from '../../application/notifications/LoadInbox';
import { MarkNotificationsRead } from '../../application/notifications/MarkNotificationsRead';
import type { UserNotification } from '../../application/notifications/UserNotification';
import { SessionStore } from '../../application/session/SessionStore';
import { Clock } from '../../application/shared/Clock';
import { notificationAge } from '@tiara/domain/time-text';
import { notificationTimeText } from '../../locales/format/dateTexts';
import { shownLanguage } from '../i18n/localized';
import { EngageMessages } from '../messages/EngageMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ToastPresenter } from '../toast/ToastPresenter';

const texts = EngageMessages.notifications;

/** The relative times ('Just now', '3 hours ago') move on while the screen is open. */
const TIME_REFRESH_MS = 60_000;

export type NotificationsStatus = 'signed-out' | 'loading' | 'loaded' | 'failed';

/** One notification as its row shows it. */
export interface NotificationRow {
  readonly id: number;
  readonly title: string;
  readonly message: string;
  readonly categoryLabel: string;
  readonly timeText: string;
  readonly isRead: boolean;
}

/**
 * The notifications screen (/notifications): SPEC §2 and §4. Mark one or all read on the server;
 * delete one or clear all on this browser only. The unread badge hears of every change through
 * the use cases.
 */
@injectable()
export class NotificationsPresenter {
  status: NotificationsStatus = 'loading';
  entries: UserNotification[] = [];
  now: Date;
  /** Ids whose mark-read call is under way, so their button cannot be pressed twice. */
  marking = new Set<number>();
  private userId: number | null = null;
  private loadRequest = 0;
  private stopWatching: (() => void) | null = null;

  constructor(
    @inject(LoadInbox) private readonly loadInbox: LoadInbox,
    @inject(MarkNotificationsRead) private readonly markRead: MarkNotificationsRead,
    @inject(DeleteNotifications) private readonly deleteNotifications: DeleteNotifications,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    this.now = clock.now();
    makePresenterObservable<NotificationsPresenter, 'userId' | 'loadRequest' | 'stopWatching'>(this, arguments, { userId: false, loadRequest: false, stopWatching: false });
  }

  get rows(): NotificationRow[] {
    return this.entries.map((entry) => ({
      id: entry.id,
      title: entry.title,
      message: entry.message,
      categoryLabel: texts.categoryLabel(entry.category),
      timeText: entry.createdAt === null ? '' : notificationTimeText(notificationAge(entry.createdAt, this.now), shownLanguage()),
      isRead: entry.isRead,
    }));
  }

  get isEmpty(): boolean {
    return this.status === 'loaded' && this.entries.length === 0;
  }

  get unreadCount(): number {
    return this.entries.filter((entry) => !entry.isRead).length;
  }

  get canMarkAllRead(): boolean {
    return this.unreadCount > 0 && this.marking.size === 0;
  }

  get canClearAll(): boolean {
    return this.entries.length > 0;
  }

  isMarking(id: number): boolean {
    return this.marking.has(id);
  }

  /**
   * The screen appeared: load the inbox, keep the relative times current and load again when
   * another tab signs in or out; the returned function stops all that.
   */
  opened(): () => void {
    this.stopWatching?.();
    const stopTimeRefresh = this.clock.every(TIME_REFRESH_MS, this.timePassed);
    const stopSessionWatch = this.session.onChange(this.load);
    this.stopWatching = () => {
      stopTimeRefresh();
      stopSessionWatch();
    };
    this.load();
    return this.closed;
  }

  closed(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    this.loadRequest += 1;
  }

  tryAgainClicked(): void {
    this.load();
  }

  /** The reader switched language: the server writes each notification in the reader's language, so the inbox is asked again. */
  languageSwitched(): void {
    this.load();
  }

  async markReadClicked(id: number): Promise<void> {
    const entry = this.entries.find((candidate) => candidate.id === id);
    if (!entry || entry.isRead || this.marking.has(id)) return;
    await this.mark([id]);
  }

  async markAllReadClicked(): Promise<void> {
    if (!this.canMarkAllRead) return;
    await this.mark(this.entries.filter((entry) => !entry.isRead).map((entry) => entry.id));
  }

  deleteClicked(id: number): void {
    this.remove([id]);
  }

  clearAllClicked(): void {
    this.remove(this.entries.map((entry) => entry.id));
  }

  private load(): void {
    const request = ++this.loadRequest;
    this.userId = this.session.current().userId;
    this.now = this.clock.now();
    if (this.userId === null) {
      this.entries = [];
      this.status = 'signed-out';
      return;
    }
    this.status = 'loading';
    void this.loadInbox.execute(this.userId).then((answer) => {
      if (request !== this.loadRequest) return;
      this.loaded(answer.ok ? answer.value : null);
    });
  }

  private loaded(entries: UserNotification[] | null): void {
    this.entries = entries ?? [];
    this.status = entries === null ? 'failed' : 'loaded';
  }

  private async mark(ids: readonly number[]): Promise<void> {
    for (const id of ids) this.marking.add(id);
    const outcome = await this.markRead.execute(ids);
    this.markedRead(ids, outcome.marked);
    if (outcome.anyFailed) this.toasts.error(texts.markReadFailed);
  }

  private markedRead(asked: readonly number[], marked: readonly number[]): void {
    for (const id of asked) this.marking.delete(id);
    const read = new Set(marked);
    this.entries = this.entries.map((entry) => (read.has(entry.id) ? { ...entry, isRead: true } : entry));
  }

  private remove(ids: readonly number[]): void {
    if (this.userId === null || ids.length === 0) return;
    const removed = new Set(ids);
    this.entries = this.entries.filter((entry) => !removed.has(entry.id));
    this.deleteNotifications.execute(this.userId, ids);
  }

  private timePassed(): void {
    this.now = this.clock.now();
  }
}
