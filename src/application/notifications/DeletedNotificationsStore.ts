import type { ServiceIdentifier } from 'inversify';

/**
 * SPEC §4: deleting a notification and clearing all only remove them on this browser. The ids
 * are kept per user so that they stay gone after a reload.
 */
export interface DeletedNotificationsStore {
  /** The ids the user deleted here; a missing or corrupt stored value reads as none. */
  deletedFor(userId: number): ReadonlySet<number>;
  /** Adds ids to the user's deleted ones. */
  delete(userId: number, ids: readonly number[]): void;
}

export const DeletedNotificationsStore: ServiceIdentifier<DeletedNotificationsStore> = Symbol('DeletedNotificationsStore');
