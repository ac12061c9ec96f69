/**
 * The study preview's Web Worker (issue 18 item 3): reads the chosen files and draws slices off
 * the page's thread. Started by WorkerStudyPreviewer; Vite bundles it as a module worker.
 */
import { browserJpegDecoder } from './browserJpegDecoder';
import { serveStudyPreviews } from './serveStudyPreviews';
import type { StudyPreviewScope } from './studyPreviewProtocol';
import { StudyPreviewReader } from './StudyPreviewReader';

// The project compiles against the DOM's types, where `self` is a Window; in a worker it is the worker's scope.
serveStudyPreviews(self as unknown as StudyPreviewScope, new StudyPreviewReader(browserJpegDecoder()));
