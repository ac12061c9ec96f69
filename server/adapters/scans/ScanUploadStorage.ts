import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import type { AdoptedUpload, ScanUploadFiles } from '../../application/scans/ScanUploadFiles';
import { type S3Bucket, type S3Settings, s3ClientConfig } from '../storage/S3Bucket';
import type { DiskScanStore } from './DiskScanStore';

/**
 * Where resumable uploads arrive (the tus store), and how a finished one becomes a stored scan.
 * The store keeps upload `id` under `storeId(id)`: in a bucket, under a prefix of its own.
 */
export interface ScanUploadStorage extends ScanUploadFiles {
  readonly datastore: DataStore;
  storeId(uploadId: string): string;
}

/** The name a finished upload's file takes among its user's scans: the same however often it is adopted. */
const adoptedName = (uploadId: string) => `upload-${uploadId}`;

const isMissingFile = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Uploads under `<dataDir>/scan-uploads`: the bytes in `<id>`, tus's record of them in `<id>.json`.
 * Finished, the file is renamed into the scan store's folder of its user (one disk, no copy).
 */
export function diskScanUploadStorage(dataDir: string, scans: DiskScanStore): ScanUploadStorage {
  const directory = join(dataDir, 'scan-uploads');
  const datastore = new FileStore({ directory });
  const remove = async (name: string) => {
    await rm(join(directory, name), { force: true });
  };
  return {
    datastore,
    storeId: (uploadId) => uploadId,
    async adopt(uploadId: string, userId: number): Promise<AdoptedUpload | null> {
      const adopted = await scans.adopt(userId, join(directory, uploadId), adoptedName(uploadId));
      if (adopted) await remove(`${uploadId}.json`);
      return adopted;
    },
    async remove(uploadId: string): Promise<void> {
      await Promise.all([remove(uploadId), remove(`${uploadId}.json`)]);
    },
  };
}

/** tus's objects of resumable uploads in the shared bucket: `scan-uploads/<id>` (then the scan itself), `.info` and `.part` beside it. */
const S3_PREFIX = 'scan-uploads/';

/**
 * Uploads as S3 multipart uploads in the shop's bucket (parts of 8 MB, as the client's chunks),
 * completed by tus into the object `scan-uploads/<id>` when the last chunk arrives. That object
 * is adopted as it is, as the scan's stored file: no byte is copied; only tus's `.info` goes.
 */
export function s3ScanUploadStorage(settings: S3Settings, bucket: S3Bucket): ScanUploadStorage {
  const datastore = new S3Store({
    partSize: 8 * 1024 * 1024,
    // A few parts at a time per server: 2 GB arriving in 8 MB chunks never needs more.
    maxConcurrentPartUploads: 4,
    s3ClientConfig: { ...s3ClientConfig(settings), bucket: bucket.bucketName },
  });
  const key = (uploadId: string) => `${S3_PREFIX}${uploadId}`;
  return {
    datastore,
    storeId: key,
    async adopt(uploadId: string): Promise<AdoptedUpload | null> {
      const sizeBytes = await bucket.size(key(uploadId));
      if (sizeBytes === null) return null;
      await bucket.delete(`${key(uploadId)}.info`);
      return { key: key(uploadId), sizeBytes };
    },
    async remove(uploadId: string): Promise<void> {
      try {
        // Aborts the multipart upload (its parts) and removes the object and its .info.
        await datastore.remove(key(uploadId));
      } catch (error) {
        // Nothing of it left to remove (never created, or removed already).
        if ((error as { status_code?: number } | null)?.status_code !== 404 && !isMissingFile(error)) throw error;
      }
      await Promise.all([bucket.delete(key(uploadId)), bucket.delete(`${key(uploadId)}.info`), bucket.delete(`${key(uploadId)}.part`)]);
    },
  };
}
