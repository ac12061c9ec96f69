/**
 * The Web Worker that de-identifies and zips a study off the page's thread (issue 18 §4), started
 * by WorkerStudyPreparer. dcmjs, dicom-parser and the zip code come in this worker's own bundle,
 * never in the page's.
 */
import { serveStudyPreparation } from './serveStudyPreparation';
import type { MessageEndpoint } from './StudyPreparationMessages';

serveStudyPreparation(self as unknown as MessageEndpoint);
