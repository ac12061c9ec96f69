import type { ReturnPhotoStore } from '../../application/returns/ReturnPhotos';
import type { ScanStore } from '../../application/scans/ScanStore';
import { DiskImageStore } from '../images/DiskImageStore';
import { ReturnPhotoFiles } from '../images/ReturnPhotoFiles';
import { S3ImageStore } from '../images/S3ImageStore';
import { DiskScanStore } from '../scans/DiskScanStore';
import { S3ScanStore } from '../scans/S3ScanStore';
import { type ScanUploadStorage, diskScanUploadStorage, s3ScanUploadStorage } from '../scans/ScanUploadStorage';
import { S3Bucket, type S3Settings } from './S3Bucket';
import type { Reachable, ServedImageStore } from './ServedImageStore';

/** Where the shop keeps uploaded files: DATA_DIR by default, or one S3-compatible bucket that several servers share. */
export type StorageConfig = { readonly kind: 'disk' } | { readonly kind: 's3'; readonly s3: S3Settings };

export interface ObjectStorage {
  readonly scans: ScanStore & Reachable;
  readonly images: ServedImageStore;
  /** The photos customers send with their return reports: never served publicly. */
  readonly returnPhotos: ReturnPhotoStore;
  /** Where resumable scan uploads arrive, beside the scans they become. */
  readonly scanUploads: ScanUploadStorage;
  /** Rejects when any store cannot be reached: the readiness check. */
  checkReachable(): Promise<void>;
  /** Lets go of the bucket's connections, on shutdown. */
  close(): void;
}

/** Where return photos are kept, in the data directory or the bucket: beside the public pictures, never served with them. */
const RETURN_PHOTOS_FOLDER = 'return-photos';

/** The scan and picture stores the settings choose. */
export function objectStorage(config: StorageConfig, dataDir: string): ObjectStorage {
  if (config.kind === 'disk') {
    const scans = new DiskScanStore(dataDir);
    const images = new DiskImageStore(dataDir);
    const returnPhotos = new DiskImageStore(dataDir, RETURN_PHOTOS_FOLDER);
    return {
      scans,
      images,
      returnPhotos: new ReturnPhotoFiles(returnPhotos),
      scanUploads: diskScanUploadStorage(dataDir, scans),
      checkReachable: async () => {
        await Promise.all([scans.checkReachable(), images.checkReachable(), returnPhotos.checkReachable()]);
      },
      close: () => undefined,
    };
  }
  const bucket = new S3Bucket(config.s3);
  return {
    scans: new S3ScanStore(bucket),
    images: new S3ImageStore(bucket),
    returnPhotos: new ReturnPhotoFiles(new S3ImageStore(bucket, RETURN_PHOTOS_FOLDER)),
    scanUploads: s3ScanUploadStorage(config.s3, bucket),
    checkReachable: () => bucket.checkReachable(),
    close: () => bucket.close(),
  };
}
