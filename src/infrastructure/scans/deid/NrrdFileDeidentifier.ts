import { scrubNrrdHeader } from '@tiara/domain/scan-deid';
import { readBytes } from '../../files/BlobBytes';
import { deidentified, type ScanDeidentification, unparseable } from './ScanDeidentification';

const FIRST_HEADER_READ = 64 * 1024;
/** A header longer than this is not a header any tool writes: the file is refused. */
const LONGEST_HEADER = 16 * 1024 * 1024;

const NRRD_FOUND = new Set(['nrrd-free-text'] as const);

/**
 * De-identifies an NRRD with attached data: the text header is read and scrubbed
 * (NrrdHeaderScrub), and the data (raw, gzip or any encoding) follows as a slice of the file,
 * never read. A header that names another file for its data is refused: that file is not sent.
 */
export async function deidentifyNrrdFile(file: Blob): Promise<ScanDeidentification> {
  let length = Math.min(file.size, FIRST_HEADER_READ);
  for (;;) {
    const complete = length >= file.size;
    const scrub = scrubNrrdHeader(await readBytes(file, 0, length), complete);
    if (scrub.kind === 'detached') return unparseable('detached-nrrd');
    if (scrub.kind === 'broken') return unparseable('broken-nrrd');
    if (scrub.kind === 'incomplete') {
      if (length >= LONGEST_HEADER) return unparseable('broken-nrrd');
      length = Math.min(file.size, length * 4, LONGEST_HEADER);
      continue;
    }
    if (!scrub.found) return deidentified([file], new Set());
    return deidentified([scrub.header, file.slice(scrub.dataOffset)], NRRD_FOUND);
  }
}
