import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/Database';
import type { StorageConfig } from '../storage/ObjectStorage';
import { DATABASE_FOLDER, SET_ASIDE_FOLDERS, backedUpFolders } from './backedUpFolders';
import { BackupManifest, DATABASE_PART, FILES_FOLDER, MANIFEST_FILE } from './BackupManifest';
import { hashedCopy } from './hashedCopy';

/** Why a backup is not restored, in words for the operator; nothing in DATA_DIR has changed. */
export class BackupRefused extends Error {
  override readonly name = 'BackupRefused';
}

export interface RestoreRequest {
  readonly dataDir: string;
  readonly storage: StorageConfig;
  /** The backup folder (`tiara-backup-<time>`). */
  readonly source: string;
  /** How many migrations this version of the shop has: a backup with more is refused. */
  readonly knownMigrations: number;
  readonly now: () => Date;
}

export interface RestoredBackup {
  readonly manifest: BackupManifest;
  /** Where what DATA_DIR held before is kept: `before-restore-<time>`. */
  readonly setAside: string;
  /** The folders brought back: the database's and those of the stored files. */
  readonly restored: readonly string[];
}

const NOTHING_CHANGED = "Nothing was restored; the shop's data is as it was.";

async function readManifest(source: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(source, MANIFEST_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupRefused(`${source} is not a Tiara backup: it has no ${MANIFEST_FILE}. ${NOTHING_CHANGED}`);
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupRefused(`The backup is damaged: its ${MANIFEST_FILE} is not JSON. ${NOTHING_CHANGED}`);
  }
  const parsed = BackupManifest.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'manifest'}: ${issue.message}`).join('; ');
    throw new BackupRefused(`The backup is damaged or was not made by this shop: its ${MANIFEST_FILE} does not read as a Tiara backup's (${problems}). ${NOTHING_CHANGED}`);
  }
  return parsed.data;
}

/**
 * The folder of DATA_DIR a file part goes back to, or null when its path could lead anywhere else
 * (an absolute path, `..`, an unknown folder): a manifest is checked before it is believed.
 */
function folderOfFilePart(path: string, folders: readonly string[]): string | null {
  const segments = path.split('/');
  if (segments[0] !== FILES_FOLDER || segments.length < 3) return null;
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || segment.includes('\\'))) return null;
  return folders.includes(segments[1] ?? '') ? (segments[1] ?? null) : null;
}

function checkMeasure(part: { path: string; bytes: number; sha256: string }, measured: { bytes: number; sha256: string } | null): void {
  if (!measured) throw new BackupRefused(`The backup is incomplete: ${part.path}, listed in its ${MANIFEST_FILE}, is missing. ${NOTHING_CHANGED}`);
  if (measured.bytes !== part.bytes) throw new BackupRefused(`The backup is damaged: ${part.path} has ${measured.bytes} bytes where its ${MANIFEST_FILE} says ${part.bytes}. ${NOTHING_CHANGED}`);
  if (measured.sha256 !== part.sha256) throw new BackupRefused(`The backup is damaged: ${part.path} does not match its SHA-256 in ${MANIFEST_FILE}. ${NOTHING_CHANGED}`);
}

async function readDatabasePart(source: string, part: { path: string; bytes: number; sha256: string }): Promise<Buffer> {
  let content: Buffer | null = null;
  try {
    content = await readFile(join(source, part.path));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  checkMeasure(part, content ? { bytes: content.length, sha256: createHash('sha256').update(content).digest('hex') } : null);
  return content as Buffer;
}

/**
 * Opens the backup's database in its own folder and, when the backup comes from another DATA_DIR,
 * points the scans' records at this one: the disk store records a scan by its absolute path.
 */
async function loadDatabase(archive: Buffer, folder: string, manifest: BackupManifest, dataDir: string): Promise<void> {
  let client: PGlite;
  try {
    client = await PGlite.create(folder, { loadDataDir: new Blob([new Uint8Array(archive)]), extensions: PGLITE_EXTENSIONS });
  } catch (error) {
    throw new BackupRefused(`The backup's database (PostgreSQL ${manifest.database.postgresVersion}) does not open in this version of the shop: ${(error as Error).message}. ${NOTHING_CHANGED}`);
  }
  try {
    const from = join(manifest.dataDir, 'scans') + '/';
    const to = join(dataDir, 'scans') + '/';
    if (manifest.storage.kind === 'disk' && from !== to) {
      await client.transaction(async (tx) => {
        await tx.query('UPDATE scan_jobs SET stored_path = $2 || substr(stored_path, length($1) + 1) WHERE starts_with(stored_path, $1)', [from, to]);
        await tx.query(
          `UPDATE background_jobs SET payload = jsonb_set(payload, '{storedPath}', to_jsonb($2 || substr(payload->>'storedPath', length($1) + 1))) WHERE starts_with(payload->>'storedPath', $1)`,
          [from, to],
        );
      });
    }
    await client.exec('CHECKPOINT');
  } finally {
    await client.close();
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
}

/**
 * Restores a backup into DATA_DIR, which no server may be using (the caller checks). Every part is
 * checked against the manifest while it is copied into a folder of its own inside DATA_DIR, and the
 * database is opened there: a damaged, incomplete or unreadable backup is refused with DATA_DIR
 * untouched. Only then is each folder it replaces renamed into `before-restore-<time>` (nothing is
 * deleted) and the restored one renamed into its place.
 */
export async function restoreBackup(request: RestoreRequest): Promise<RestoredBackup> {
  const manifest = await readManifest(request.source);
  if (manifest.database.migrations > request.knownMigrations) {
    throw new BackupRefused(
      `This backup was made by a newer version of the shop: its database has ${manifest.database.migrations} migrations, this version knows ${request.knownMigrations}. Update the shop, then restore. ${NOTHING_CHANGED}`,
    );
  }
  const folders = [...new Set([...backedUpFolders({ kind: 'disk' }), ...backedUpFolders(request.storage)])];
  const databasePart = manifest.parts.find((part) => part.path === DATABASE_PART);
  if (!databasePart) throw new BackupRefused(`The backup is incomplete: its ${MANIFEST_FILE} lists no ${DATABASE_PART}. ${NOTHING_CHANGED}`);
  const fileParts = manifest.parts.filter((part) => part !== databasePart);
  const strange = fileParts.find((part) => folderOfFilePart(part.path, folders) === null);
  if (strange) throw new BackupRefused(`The backup is damaged or was not made by this shop: its ${MANIFEST_FILE} names a file outside the shop's folders (${strange.path}). ${NOTHING_CHANGED}`);

  const stamp = request.now().toISOString().replace(/[:.]/g, '-');
  const staging = join(request.dataDir, `.restoring-${stamp}`);
  await mkdir(staging, { mode: 0o700 });
  try {
    const archive = await readDatabasePart(request.source, databasePart);
    for (const part of fileParts) {
      const copy = join(staging, part.path.slice(FILES_FOLDER.length + 1));
      await mkdir(dirname(copy), { recursive: true, mode: 0o700 });
      checkMeasure(part, await hashedCopy(join(request.source, part.path), copy));
    }
    await loadDatabase(archive, join(staging, DATABASE_FOLDER), manifest, request.dataDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }

  const setAside = join(request.dataDir, `before-restore-${stamp}`);
  await mkdir(setAside, { mode: 0o700 });
  const restored: string[] = [];
  for (const folder of [DATABASE_FOLDER, ...folders, ...SET_ASIDE_FOLDERS]) {
    const current = join(request.dataDir, folder);
    if (await exists(current)) await rename(current, join(setAside, folder));
    const staged = join(staging, folder);
    if (await exists(staged)) {
      await rename(staged, current);
      restored.push(folder);
    }
  }
  await rmdir(staging);
  return { manifest, setAside, restored };
}
