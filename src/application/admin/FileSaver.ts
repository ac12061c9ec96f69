import type { ServiceIdentifier } from 'inversify';

/** Hands a file the server made (a CSV export) to the person's browser to save. */
export interface FileSaver {
  save(fileName: string, content: string, contentType: string): void;
}

export const FileSaver: ServiceIdentifier<FileSaver> = Symbol('FileSaver');
