import type { ServiceIdentifier } from 'inversify';

/** Reads the first bytes of a chosen file, never the rest, to tell its format by its magic bytes. */
export interface ScanHeaderReader {
  /** Up to `length` leading bytes (fewer for a shorter file); null when the file cannot be read. */
  header(file: Blob, length: number): Promise<Uint8Array | null>;
}

export const ScanHeaderReader: ServiceIdentifier<ScanHeaderReader> = Symbol('ScanHeaderReader');
