import { fileSizeText } from '@tiara/domain/scan-file';

/** What the scan upload answers when the file cannot be taken. */
export const serverUploadMessagesEn = {
  malformed: 'The upload was interrupted or is not a valid file form. Please try again.',
  tooLarge: (limitBytes: number): string => `The file is larger than the ${fileSizeText(limitBytes)} limit`,
  lengthRequired: 'A resumable upload must state its size (Upload-Length) when it is created.',
  fileNameRequired: 'A resumable upload must name its file (the filename in Upload-Metadata).',
  tooManyUnfinished: (count: number): string => `You already have ${count} unfinished uploads. Finish or cancel one of them, or wait until it expires.`,
  noSuchUpload: 'This upload does not exist or has expired. Please start the upload again.',
  alreadyAccepted: 'This upload is complete and its scan was accepted; it can no longer be cancelled.',
  offsetMismatch: 'The upload continued from the wrong position. Ask the server where to resume and send the rest from there.',
  protocol: (detail: string): string => `The upload request was not understood: ${detail}`,
  busy: 'This upload is still being received on another connection. Please try again in a moment.',
  deflatedDicom: 'A deflate-compressed DICOM file cannot be cleared of patient details, so it was not kept. Please export it uncompressed.',
} as const;
