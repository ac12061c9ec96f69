import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { StorageConfig } from '../storage/ObjectStorage';
import { backedUpFolders } from './backedUpFolders';
import { type BackupManifest, type BackupPart, DATABASE_PART, FILES_FOLDER, MANIFEST_FILE } from './BackupManifest';
import { hashedCopy } from './hashedCopy';
import type { DatabaseSnapshot } from './PgliteSnapshot';

export interface BackupRequest {
  readonly dataDir: string;
  readonly storage: StorageConfig;
  /** The folder that receives the backup (made when missing). */
  readonly target: string;
  /** From the running server, or from the data directory when none runs. */
  readonly snapshot: () => Promise<DatabaseSnapshot>;
  readonly shopVersion: string;
  readonly now: () => Date;
  readonly signal?: AbortSignal;
}

export interface WrittenBackup {
  readonly path: string;
  readonly manifest: BackupManifest;
}

/** `2026-11-29T03-15-00-123Z`: sorts by time and is a valid file name everywhere. */
const stampOf = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/** Every regular file under `folder`, as paths relative to `root`; none when the folder does not exist. */
async function filesUnder(root: string, folder: string): Promise<string[]> {
  try {
    const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.draft'))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const partPath = (...segments: string[]) => segments.join('/').split(sep).join('/');

/**
 * Writes one backup folder, `tiara-backup-<time>`, in `target`: the database's snapshot first, then
 * the stored files, so that every file the snapshot names is copied (a file added after the
 * snapshot is copied too, and is simply not referred to once restored). A file the shop deletes
 * between the snapshot and its copy (a scan or a return photo removed with its record) cannot be
 * copied: it is listed in the manifest's `vanished` and its record, restored, finds no file, as it
 * would have a moment later. Everything is written under a hidden `.partial` name, renamed into
 * place only once the manifest (sizes and SHA-256 of every part) is written: a failed or cut short
 * backup leaves nothing that looks like one.
 */
export async function writeBackup(request: BackupRequest): Promise<WrittenBackup> {
  const createdAt = request.now();
  const name = `tiara-backup-${stampOf(createdAt)}`;
  const path = join(request.target, name);
  const partial = join(request.target, `.${name}.partial`);
  await mkdir(request.target, { recursive: true });
  await mkdir(partial, { mode: 0o700 });
  try {
    const snapshot = await request.snapshot();
    request.signal?.throwIfAborted();
    const database = Buffer.from(await snapshot.archive.arrayBuffer());
    await writeFile(join(partial, DATABASE_PART), database, { flag: 'wx', mode: 0o600 });
    const parts: BackupPart[] = [{ path: DATABASE_PART, bytes: database.length, sha256: createHash('sha256').update(database).digest('hex') }];
    const vanished: string[] = [];
    for (const folder of backedUpFolders(request.storage)) {
      for (const file of await filesUnder(request.dataDir, folder)) {
        request.signal?.throwIfAborted();
        const copy = join(partial, FILES_FOLDER, file);
        await mkdir(dirname(copy), { recursive: true, mode: 0o700 });
        const measured = await hashedCopy(join(request.dataDir, file), copy, request.signal);
        if (measured) parts.push({ path: partPath(FILES_FOLDER, file), ...measured });
        else vanished.push(partPath(FILES_FOLDER, file));
      }
    }
    const manifest: BackupManifest = {
      format: 'tiara-backup',
      formatVersion: 1,
      createdAt: createdAt.toISOString(),
      shopVersion: request.shopVersion,
      database: { engine: 'pglite', postgresVersion: snapshot.postgresVersion, migrations: snapshot.migrations },
      dataDir: request.dataDir,
      storage: request.storage.kind === 'disk' ? { kind: 'disk' } : { kind: 's3', bucket: request.storage.s3.bucket },
      parts,
      vanished,
    };
    request.signal?.throwIfAborted();
    await writeFile(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    await rename(partial, path);
    return { path, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
