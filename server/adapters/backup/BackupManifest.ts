import { z } from 'zod';

/** The name of the manifest inside a backup folder. */
export const MANIFEST_FILE = 'manifest.json';

/** The embedded database's part: PGlite's own dump of its data directory (`dumpDataDir`), a gzipped tar that `loadDataDir` reads. */
export const DATABASE_PART = 'database.tar.gz';

/** Where the stored files are kept inside a backup folder, each under its path relative to DATA_DIR. */
export const FILES_FOLDER = 'files';

const BackupPart = z.object({
  /** Relative to the backup folder, with forward slashes. */
  path: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackupPart = z.infer<typeof BackupPart>;

/**
 * What a backup holds and how to check it: every part with its size and SHA-256, the database's
 * versions (a backup is restored only by a shop that knows all its migrations) and where it was made.
 */
export const BackupManifest = z.object({
  format: z.literal('tiara-backup'),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  shopVersion: z.string(),
  database: z.object({
    engine: z.literal('pglite'),
    /** PostgreSQL's version inside PGlite (`SHOW server_version`): a data directory opens only in the same major version. */
    postgresVersion: z.string(),
    /** How many of the shop's migrations the database had applied. */
    migrations: z.number().int().min(0),
  }),
  /** The DATA_DIR it was made from: scans are recorded by their absolute path, which a restore elsewhere rewrites. */
  dataDir: z.string(),
  /** Where the uploaded files were: in DATA_DIR (then they are in this backup) or in a bucket (then they are not). */
  storage: z.union([z.object({ kind: z.literal('disk') }), z.object({ kind: z.literal('s3'), bucket: z.string() })]),
  parts: z.array(BackupPart),
  /** Files that were listed but deleted by the shop before they could be copied (see writeBackup). */
  vanished: z.array(z.string()),
});
export type BackupManifest = z.infer<typeof BackupManifest>;
