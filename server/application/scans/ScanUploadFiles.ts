/** A finished upload's bytes, now a stored scan's (a ScanStore key). */
export interface AdoptedUpload {
  readonly key: string;
  readonly sizeBytes: number;
}

/**
 * The bytes of resumable uploads, which the upload protocol's store keeps while they arrive, and
 * their passage into the scan store once complete: by moving or adopting them where they lie, never
 * by sending the whole file through this server again.
 */
export interface ScanUploadFiles {
  /**
   * Makes the complete upload's bytes a stored scan of `userId`'s and drops the protocol's own
   * records of it. Done twice (a retried completion) it gives the same key again; null when no
   * bytes of the upload are kept at all.
   */
  adopt(uploadId: string, userId: number): Promise<AdoptedUpload | null>;
  /** Removes whatever is kept of an unfinished upload (bytes, parts, its records); nothing when nothing is kept. */
  remove(uploadId: string): Promise<void>;
}
