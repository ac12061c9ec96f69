import type { ServiceIdentifier } from 'inversify';

/** Hands a file the server made (a CSV export, an invoice's PDF) to the person's browser to save. */
export interface FileSaver {
  save(fileName: string, content: string | Blob, contentType: string): void;
}

export const FileSaver: ServiceIdentifier<FileSaver> = Symbol('FileSaver');
