/**
 * Why a scan cannot be cleaned of patient details, in the browser or on the server: a damaged
 * header, a compression the profile cannot rewrite, a `.nii.gz` cut short, an NRRD whose data is
 * elsewhere, a ZIP that is damaged or holds no scan.
 */
export type DeidentificationProblem =
  | 'broken-dicom'
  | 'unsupported-transfer-syntax'
  | 'broken-nifti'
  | 'gzip-truncated'
  | 'broken-nrrd'
  | 'detached-nrrd'
  | 'broken-zip'
  | 'zip-without-scans';
