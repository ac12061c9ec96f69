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
  /** Not SPEC text: SPEC does not say what happens to zips chosen together with other files. */
  zipsSkipped: 'A ZIP can only be uploaded on its own; ZIPs selected with other files were skipped.',
};
