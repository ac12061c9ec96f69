/** The states of an uploaded scan's processing, which spends one of its subscription's segmentations. */
export const SCAN_STATUSES = ['Queued', 'Processing', 'Completed', 'Failed'] as const;

export type ScanStatus = (typeof SCAN_STATUSES)[number];
