/** The segmentation quota's texts (src/domain/upload-quota), SPEC §2 and §3 character for character. */
export const quotaMessagesEn = {
  noSegmentationsNotice: 'No segmentations remaining. Please upgrade your plan.',
  /** Keyed by the domain's UploadDisabledReason. */
  disabledNoSegmentations: 'No segmentations remaining',
  disabledNoSubscription: 'No active subscription',
  /** SPEC writes 'Only N segmentations left!' for both 1 and 2; kept literally, so 1 also reads "segmentations". */
  lowQuota: (remaining: number): string => `Only ${remaining} segmentations left!`,
};
