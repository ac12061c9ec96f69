import type { DeletedNotificationsStore } from '../../application/notifications/DeletedNotificationsStore';

/** The key holding, per user id, the notification ids deleted on this browser. */
export const DELETED_NOTIFICATIONS_KEY = 'deletedNotifications';

/** A user keeps at most this many deleted ids (the newest); an inbox is far smaller. */
export const MAX_DELETED_IDS_PER_USER = 1_000;

/** Longer stored text was not written by this shop: it reads as nothing deleted. */
const MAX_STORED_LENGTH = 200_000;

type DeletedByUser = Record<string, number[]>;

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** Reads the stored map, keeping only well-formed entries; anything else is discarded, never thrown. */
function parse(text: string | null): DeletedByUser {
  if (text === null || text.length > MAX_STORED_LENGTH) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const byUser: DeletedByUser = {};
  for (const [userId, ids] of Object.entries(value)) {
    if (isId(Number(userId)) && String(Number(userId)) === userId && Array.isArray(ids)) byUser[userId] = ids.filter(isId);
  }
  return byUser;
}

export class BrowserDeletedNotificationsStore implements DeletedNotificationsStore {
  private readonly storage: Storage;

  constructor(storage: Storage) {
    this.storage = storage;
  }

  deletedFor(userId: number): ReadonlySet<number> {
    return new Set(this.read()[String(userId)] ?? []);
  }

  delete(userId: number, ids: readonly number[]): void {
    const byUser = this.read();
    const kept = new Set(byUser[String(userId)] ?? []);
    for (const id of ids) {
      if (!isId(id)) continue;
      // Re-adding moves an id to the newest end, so the oldest ones are the ones dropped.
      kept.delete(id);
      kept.add(id);
    }
    byUser[String(userId)] = [...kept].slice(-MAX_DELETED_IDS_PER_USER);
    try {
      this.storage.setItem(DELETED_NOTIFICATIONS_KEY, JSON.stringify(byUser));
    } catch {
      // A full or disabled storage keeps the deletion for this page only.
    }
  }

  private read(): DeletedByUser {
    try {
      return parse(this.storage.getItem(DELETED_NOTIFICATIONS_KEY));
    } catch {
      return {};
    }
  }
}
