import type { StorageConfig } from '../storage/ObjectStorage';

/**
 * The folders of DATA_DIR a backup copies besides the database: the stored scans, the product and
 * training pictures, the customers' return photos (all three only when they are kept on disk, not
 * in a bucket), and the mail outbox, which the back office shows. Not copied: unfinished resumable
 * uploads (`scan-uploads`: the customer's browser sends them again) and the picture widths made on
 * demand (`image-variants`, a cache).
 */
export function backedUpFolders(storage: StorageConfig): readonly string[] {
  return storage.kind === 'disk' ? ['scans', 'uploads', 'return-photos', 'outbox'] : ['outbox'];
}

/** What a restore sets aside without bringing back: they belong to the database being replaced. */
export const SET_ASIDE_FOLDERS: readonly string[] = ['scan-uploads', 'image-variants'];

/** The embedded database's folder in DATA_DIR (server/config.ts). */
export const DATABASE_FOLDER = 'db';
