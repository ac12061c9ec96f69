import type { ServiceIdentifier } from 'inversify';

/**
 * An upload this browser began and has not seen finish, remembered across reloads so choosing the
 * same files again resumes it (issue 18).
 */
export interface UnfinishedUpload {
  readonly userId: number;
  /** `studyFingerprint` of the chosen files, in the order chosen. */
  readonly fingerprint: string;
  /** The de-identification key the files were prepared with: the same key makes the same bytes again. */
  readonly key: string;
  /** The server's address for the upload, once it made one. */
  readonly address: string | null;
  readonly fileName: string;
  readonly fileCount: number;
  /** The prepared file's size and how much of it the server had when last heard from. */
  readonly totalBytes: number;
  readonly sentBytes: number;
  readonly startedAt: Date;
}

/**
 * The browser's memory of unfinished uploads, per signed-in person. Asynchronous, so its code can
 * arrive with the upload page rather than with the storefront's first load.
 */
export interface UnfinishedUploadStore {
  mine(userId: number): Promise<UnfinishedUpload[]>;
  find(userId: number, fingerprint: string): Promise<UnfinishedUpload | null>;
  /** Adds the upload, or replaces the one with the same person and fingerprint. */
  save(upload: UnfinishedUpload): Promise<void>;
  forget(userId: number, fingerprint: string): Promise<void>;
  /** A fresh random de-identification key. */
  newKey(): Promise<string>;
}

export const UnfinishedUploadStore: ServiceIdentifier<UnfinishedUploadStore> = Symbol('UnfinishedUploadStore');
