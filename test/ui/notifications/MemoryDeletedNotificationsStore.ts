import type { DeletedNotificationsStore } from '../../../src/application/notifications/DeletedNotificationsStore';

/** The notifications deleted on "this browser", kept in memory. */
export class MemoryDeletedNotificationsStore implements DeletedNotificationsStore {
  readonly byUser = new Map<number, Set<number>>();

  deletedFor(userId: number): ReadonlySet<number> {
    return new Set(this.byUser.get(userId) ?? []);
  }

  delete(userId: number, ids: readonly number[]): void {
    const deleted = this.byUser.get(userId) ?? new Set<number>();
    for (const id of ids) deleted.add(id);
    this.byUser.set(userId, deleted);
  }
}
