/**
 * The kinds of identifying data DICOM PS3.15 Annex E's Basic Application Level Confidentiality
 * Profile removes, and the free text NIfTI and NRRD headers carry, grouped the way a customer reads
 * them. The screen words each kind; it never shows the values.
 */
export type IdentifyingDataKind =
  | 'patient-name'
  | 'patient-id'
  | 'patient-birth-date'
  | 'patient-sex-age'
  | 'patient-details'
  | 'dates-times'
  | 'institution'
  | 'physicians-operators'
  | 'accession-study-ids'
  | 'device'
  | 'descriptions-comments'
  | 'private-tags'
  | 'uids'
  | 'other-attributes'
  | 'nifti-free-text'
  | 'nrrd-free-text';

/** Every kind, in the order a list of findings shows them: the patient first, the files' own text last. */
export const IDENTIFYING_DATA_KINDS: readonly IdentifyingDataKind[] = [
  'patient-name',
  'patient-id',
  'patient-birth-date',
  'patient-sex-age',
  'patient-details',
  'dates-times',
  'institution',
  'physicians-operators',
  'accession-study-ids',
  'device',
  'descriptions-comments',
  'private-tags',
  'uids',
  'other-attributes',
  'nifti-free-text',
  'nrrd-free-text',
];
