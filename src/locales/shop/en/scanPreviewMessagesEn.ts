/** The study preview's texts on the scan upload page (issue 18 item 3); not SPEC text: SPEC has no preview. */
export const scanPreviewMessagesEn = {
  title: 'Preview',
  loading: 'Reading your files…',
  /** "600 slices · 512 × 512 · CT"; `kind` is the modality, or the format when the files name none. */
  summary: (slices: number, columns: number, rows: number, kind: string) => `${slices} ${slices === 1 ? 'slice' : 'slices'} · ${columns} × ${rows} · ${kind}`,
  formats: { dicom: 'DICOM', nifti: 'NIfTI', nrrd: 'NRRD' },
  severalSeries: (count: number) =>
    `These files hold ${count} series; the preview shows the one with the most images. A segmentation reads one study: check that you chose the right files.`,
  notDrawable: 'These images are compressed in a way this browser cannot draw, so no picture is shown. The files can still be sent.',
  notAnImage: 'These files do not look like a scan: no DICOM, NIfTI or NRRD image was found in them. Check that you chose the right files or folder.',
  unreadable: (path: string) => `“${path}” could not be read any more. Please choose it again.`,
  unavailable: 'The preview could not be loaded. Check your connection and choose the files again.',
  sliceFailed: 'This slice could not be drawn.',
  slider: 'Slice',
  sliceOf: (number: number, count: number) => `Slice ${number} of ${count}`,
};
