import { fileSizeText } from '../../domain/scan-file';

/** What the scan upload answers when the file cannot be taken. */
export const serverUploadMessagesEn = {
  malformed: 'The upload was interrupted or is not a valid file form. Please try again.',
  tooLarge: (limitBytes: number): string => `The file is larger than the ${fileSizeText(limitBytes)} limit`,
} as const;
