/** A resumable scan upload as the shop keeps it: whose it is, what it will be, and the job it became. */
export interface ScanUploadRecord {
  readonly id: string;
  readonly userId: number;
  readonly fileName: string;
  readonly length: number;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly jobId: number | null;
}

/** An upload's record with the state of the job it became, for its owner's questions. */
export interface ScanUploadView extends ScanUploadRecord {
  readonly jobStatus: string | null;
}

export type NewScanUpload = Omit<ScanUploadRecord, 'jobId' | 'createdAt'>;

/** The records of resumable scan uploads (the bytes are the upload protocol's store's). */
export interface ScanUploads {
  /**
   * Records a new upload unless its user already has `maxUnfinished` unfinished uploads that have
   * not expired at `at`; concurrent creations of one user are counted one after the other.
   */
  create(upload: NewScanUpload, at: Date, maxUnfinished: number): Promise<'created' | 'too_many'>;
  find(id: string): Promise<ScanUploadView | null>;
  /** Removes the record of an upload that has not become a job; false when it had (or was gone). */
  removeUnfinished(id: string): Promise<boolean>;
  /** Up to `limit` unfinished uploads that expired before `at`, oldest first. */
  expiredUnfinished(at: Date, limit: number): Promise<string[]>;
}
