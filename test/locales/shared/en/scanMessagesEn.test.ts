import { describe, expect, it } from 'vitest';
import { scanMessagesEn as ScanMessages } from '../../../../src/locales/shared/en/scanMessagesEn';

describe('upload screen texts, character for character from SPEC', () => {
  it.each([
    ['unsupportedFormat', 'Unsupported file format. Please upload .nii, .nii.gz, .dcm, .nrrd, or ZIPs of DICOMs.'],
    ['noFileSelected', 'Please select a file to upload.'],
    ['loginRequired', 'Please log in to continue'],
    ['subscriptionLoadFailed', 'Unable to load subscription data. Please refresh the page.'],
    ['noActiveSubscription', 'No active subscription found. Please subscribe to TiaraAI first.'],
    ['noActiveSubscriptionFound', 'No active subscription found'],
    ['noSegmentationsRemaining', 'No segmentations remaining. Please upgrade your plan.'],
    ['uploadFailed', 'Upload failed. Please try again later.'],
    ['sessionExpired', 'Session expired. Please log in again.'],
    ['uploadSuccessful', 'Upload successful! Your dental scan is being processed.'],
    ['dropHere', 'Drop your files here'],
    ['clickToBrowse', 'or click to browse'],
    ['uploadDisabled', 'Upload Disabled'],
    ['disabledNoSegmentations', 'No segmentations remaining'],
    ['disabledNoSubscription', 'No active subscription'],
    ['clearAll', 'Clear all'],
    ['processing', 'Processing your scan...'],
    ['analyzing', 'AI is analyzing your dental scan...'],
    ['startAnalysis', 'Start AI Analysis'],
    ['analyzingButton', 'Analyzing...'],
    ['successTitle', 'Success!'],
    ['successDismiss', 'Got it, thanks!'],
    ['expectedProcessingTime', '8-10 minutes'],
  ] as const)('%s is %j', (key, text) => {
    expect(ScanMessages[key]).toBe(text);
  });
});
