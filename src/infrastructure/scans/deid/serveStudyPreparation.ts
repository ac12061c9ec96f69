import type { MessageEndpoint, StudyPreparationReply, StudyPreparationRequest } from './StudyPreparationMessages';
import { prepareStudy, surveyStudy } from './StudyPreparation';

/** Progress is posted when it has moved by this much: hundreds of slices need not mean hundreds of messages. */
const PROGRESS_STEP = 0.005;

/**
 * Answers survey and prepare requests arriving at `endpoint` (the worker's global scope), each
 * cancellable by a 'cancel' with its id. Files come as Blobs: the browser clones them cheaply (a
 * File stays a reference to the file on disk), and the prepared archive goes back the same way.
 */
export function serveStudyPreparation(endpoint: MessageEndpoint): void {
  const running = new Map<number, AbortController>();
  const reply = (message: StudyPreparationReply) => endpoint.postMessage(message);

  endpoint.addEventListener('message', (event: MessageEvent) => {
    const request = event.data as StudyPreparationRequest;
    if (request.type === 'cancel') {
      running.get(request.id)?.abort();
      return;
    }
    const controller = new AbortController();
    running.set(request.id, controller);
    let reported = 0;
    const onProgress = (fraction: number) => {
      if (fraction - reported < PROGRESS_STEP && fraction < 1) return;
      reported = fraction;
      reply({ id: request.id, type: 'progress', fraction });
    };
    const options = { signal: controller.signal, onProgress };
    const work =
      request.type === 'survey'
        ? surveyStudy(request.files, options).then((result) => reply({ id: request.id, type: 'surveyed', result }))
        : prepareStudy(request.plan, request.key, options).then((result) => reply({ id: request.id, type: 'prepared', result }));
    work
      .catch((error: unknown) => reply({ id: request.id, type: 'crashed', message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }))
      .finally(() => running.delete(request.id));
  });
}
