import { scanExtensionOf } from '@tiara/domain/scan-file';

/**
 * The name a scan is kept, listed, mailed and sent under: its number and the extension its
 * format goes by (`scan-42.dcm`, `scan-43.nii.gz`), never the name it came with, which clinics'
 * exports often make of the patient's name and ID (`DOE_JANE_PID-12345_1.dcm`).
 */
export function neutralScanFileName(jobId: number, extension: string): string {
  return `scan-${jobId}${extension}`;
}

/** The extension a neutral name keeps of the name a scan came with: only one of the accepted ones. */
export function neutralExtensionOf(fileName: string): string {
  return scanExtensionOf(fileName) ?? '';
}

/** The name a resumable upload is recorded under while it arrives: `scan` and the extension, enough to check its content against. */
export function neutralUploadFileName(fileName: string): string {
  return `scan${neutralExtensionOf(fileName)}`;
}
