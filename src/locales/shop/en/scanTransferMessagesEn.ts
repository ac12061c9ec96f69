/**
 * The scan upload's texts for issue 18 (not SPEC text): removing patient details in the browser,
 * resumable sending with pause and resume, and unfinished uploads remembered across reloads.
 */
export const scanTransferMessagesEn = {
  preparing: 'Removing patient details and packing your study…',
  sending: 'Sending your study…',
  paused: 'Upload paused. What was sent is kept.',
  pause: 'Pause',
  resume: 'Resume',
  connectionLost: 'The connection dropped. The upload goes on by itself from where it stopped as soon as the connection is back.',
  interrupted: 'The connection was lost. What was sent is kept: press Start AI Analysis again to continue from where it stopped.',
  unfinishedTitle: 'Unfinished upload',
  unfinished: (fileName: string, files: number, percent: number) =>
    `${fileName} (${files} ${files === 1 ? 'file' : 'files'}) stopped at ${percent}%. Choose the same files again to continue from where it stopped.`,
  discard: 'Discard',
  continuesUnfinished: (percent: number) => `These files continue an unfinished upload: sending goes on from ${percent}%.`,
  findingDetails: 'Looking for patient details in your files…',
  detailsFoundTitle: 'Patient details found: they are removed in your browser before anything is sent',
  noDetailsFound: 'No patient details were found in these files. Identifiers are still replaced before sending.',
  inFiles: (files: number) => `${files} ${files === 1 ? 'file' : 'files'}`,
  kinds: {
    'patient-name': 'Patient’s name',
    'patient-id': 'Patient ID',
    'patient-birth-date': 'Birth date',
    'patient-sex-age': 'Sex and age',
    'patient-details': 'Address, phone and other patient details',
    'dates-times': 'Dates and times of the study',
    institution: 'Clinic or hospital name and address',
    'physicians-operators': 'Names of physicians and operators',
    'accession-study-ids': 'Accession number and study ID',
    device: 'Device serial number and station name',
    'descriptions-comments': 'Descriptions and comments',
    'private-tags': 'Private vendor data',
    uids: 'Study, series and image identifiers (replaced)',
    'other-attributes': 'Other identifying attributes',
    'nifti-free-text': 'Free text in the NIfTI header',
    'nrrd-free-text': 'Comments and free text in the NRRD header',
  },
  unparseable: (paths: readonly string[]) =>
    `${paths.length === 1 ? 'This file was' : `These ${paths.length} files were`} left out, as ${paths.length === 1 ? 'it' : 'they'} could not be read as a scan and ${paths.length === 1 ? 'is' : 'are'} never sent as ${paths.length === 1 ? 'it is' : 'they are'}: ${paths.join(', ')}`,
  unparseableAtSend: (path: string) => `${path} could not be read as a scan, so nothing was sent. Please remove it and try again.`,
} as const;
