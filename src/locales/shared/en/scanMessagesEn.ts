import { Brand } from '@tiara/domain/brand';
import { quotaMessagesEn } from './quotaMessagesEn';

/** The upload screen's texts, character for character from SPEC §2 "AI scan upload", §5 and §8. */
export const scanMessagesEn = {
  unsupportedFormat: 'Unsupported file format. Please upload .nii, .nii.gz, .dcm, .nrrd, or ZIPs of DICOMs.',
  noFileSelected: 'Please select a file to upload.',
  loginRequired: 'Please log in to continue',
  subscriptionLoadFailed: 'Unable to load subscription data. Please refresh the page.',
  noActiveSubscription: `No active subscription found. Please subscribe to ${Brand.aiName} first.`,
  /** The plan card's short form, shown with a link to /ai. */
  noActiveSubscriptionFound: 'No active subscription found',
  noSegmentationsRemaining: quotaMessagesEn.noSegmentationsNotice,
  uploadFailed: 'Upload failed. Please try again later.',
  sessionExpired: 'Session expired. Please log in again.',
  uploadSuccessful: 'Upload successful! Your dental scan is being processed.',
  dropHere: 'Drop your files here',
  clickToBrowse: 'or click to browse',
  uploadDisabled: 'Upload Disabled',
  disabledNoSegmentations: quotaMessagesEn.disabledNoSegmentations,
  disabledNoSubscription: quotaMessagesEn.disabledNoSubscription,
  clearAll: 'Clear all',
  processing: 'Processing your scan...',
  analyzing: 'AI is analyzing your dental scan...',
  startAnalysis: 'Start AI Analysis',
  analyzingButton: 'Analyzing...',
  successTitle: 'Success!',
  successDismiss: 'Got it, thanks!',
  expectedProcessingTime: '8-10 minutes',
  /**
   * Not SPEC text (issue 27): what is wrong with files whose name promises a scan, said instead of
   * SPEC's "Unsupported file format", which stays for names without an accepted extension. Keyed by
   * what the first bytes show (ScanFileProblem in src/domain/scan-file) and by what reading the
   * files further finds (UnparseableReason); the files are named last, so one text serves any number.
   */
  fileProblems: {
    'nifti-too-small': (names: readonly string[]) => `Too small to be a NIfTI file, whose header alone is 348 bytes; it may have been cut short while copying: ${names.join(', ')}`,
    'nifti-without-mark': (names: readonly string[]) =>
      `Not a NIfTI file: the NIfTI mark ("n+1" at byte 344) is missing, so the file is damaged or another kind of file named .nii: ${names.join(', ')}`,
    'gzip-expected': (names: readonly string[]) => `Not gzip-compressed, as a .nii.gz file must be (an uncompressed NIfTI file ends in .nii): ${names.join(', ')}`,
    'gzip-truncated': (names: readonly string[]) => `Incomplete or damaged: the compressed data ends early or cannot be unpacked; please copy or download it again: ${names.join(', ')}`,
    'broken-nifti': (names: readonly string[]) => `A damaged NIfTI file: its header could not be read: ${names.join(', ')}`,
    'dicom-without-mark': (names: readonly string[]) =>
      `Not a DICOM file: the "DICM" mark at byte 128 is missing; please export the study again as DICOM from the scanner's software: ${names.join(', ')}`,
    'broken-dicom': (names: readonly string[]) => `A damaged DICOM file: its header could not be read: ${names.join(', ')}`,
    'unsupported-transfer-syntax': (names: readonly string[]) =>
      `A deflate-compressed DICOM file, which cannot be cleared of patient details in the browser; please export it uncompressed: ${names.join(', ')}`,
    'nrrd-without-mark': (names: readonly string[]) => `Not an NRRD file: it does not begin with "NRRD": ${names.join(', ')}`,
    'broken-nrrd': (names: readonly string[]) => `A damaged NRRD file: its header could not be read: ${names.join(', ')}`,
    'detached-nrrd': (names: readonly string[]) => `An NRRD header whose data is in a separate file; please save the volume as one .nrrd file: ${names.join(', ')}`,
    'zip-expected': (names: readonly string[]) => `Not a ZIP archive: the file is damaged or another kind of file named .zip: ${names.join(', ')}`,
    'broken-zip': (names: readonly string[]) => `A damaged ZIP, or a ZIP inside the ZIP, which is not unpacked: ${names.join(', ')}`,
    'zip-without-scans': (names: readonly string[]) => `No scans in this ZIP: none of its files is a DICOM, NIfTI or NRRD file: ${names.join(', ')}`,
  },
  /** Not SPEC text: SPEC does not say what happens to zips chosen together with other files. */
  zipsSkipped: 'A ZIP can only be uploaded on its own; ZIPs selected with other files were skipped.',
};
