import type { StudyPreviewer } from '../../../application/scans/StudyPreviewer';
import type { StudyPreviewRequest, StudyPreviewResponse, StudyPreviewScope } from './studyPreviewProtocol';

/**
 * Answers the page's requests with `previewer` (a StudyPreviewReader): the worker's whole job,
 * kept apart from the worker's entry file so a test can serve it over a MessageChannel. A drawn
 * slice's pixels are transferred, not copied.
 */
export function serveStudyPreviews(scope: StudyPreviewScope, previewer: StudyPreviewer): void {
  const running = new Map<number, AbortController>();
  scope.addEventListener('message', (event) => {
    const request: StudyPreviewRequest = event.data;
    if (request.kind === 'cancel') {
      running.get(request.id)?.abort();
      return;
    }
    const controller = new AbortController();
    running.set(request.id, controller);
    const answer = request.kind === 'describe' ? previewer.describe(request.files, { signal: controller.signal }) : previewer.slice(request.index, { signal: controller.signal });
    answer.then(
      (result) => {
        const transfer = result.ok && 'rgba' in result.value ? [result.value.rgba.buffer as ArrayBuffer] : [];
        scope.postMessage({ id: request.id, result } satisfies StudyPreviewResponse, transfer);
      },
      (error: unknown) => scope.postMessage({ id: request.id, bug: error instanceof Error ? error.message : String(error) }, []),
    ).finally(() => running.delete(request.id));
  });
}
