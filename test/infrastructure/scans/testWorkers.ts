import { MessageChannel, type MessagePort } from 'node:worker_threads';

/** What the adapters' tests look at on a worker they started. */
export interface TestWorker {
  terminated: boolean;
  postMessage(message: unknown): void;
  addEventListener(type: string, listener: (event: never) => void): void;
  terminate(): void;
}

/**
 * A worker whose other end `serve` answers over a real MessageChannel in this process, so messages
 * and Blobs are cloned (and buffers transferred) as between a page and its worker. The browser's
 * own Worker runs in the Chromium journeys and bench.
 */
export function channelWorker(serve: (port: MessagePort) => void): TestWorker {
  const { port1, port2 } = new MessageChannel();
  serve(port2);
  port2.start();
  port1.start();
  const worker: TestWorker = {
    terminated: false,
    postMessage: (message) => port1.postMessage(message),
    addEventListener: (type, listener) => {
      if (type === 'message') port1.addEventListener('message', listener as never);
    },
    terminate: () => {
      worker.terminated = true;
      port1.close();
    },
  };
  return worker;
}

/** A worker whose script could not be fetched: the browser reports an error event and nothing else. */
export function unloadableWorker(): TestWorker {
  const listeners: ((event: Event) => void)[] = [];
  const worker: TestWorker = {
    terminated: false,
    postMessage: () => queueMicrotask(() => listeners.forEach((listener) => listener(new Event('error')))),
    addEventListener: (type, listener) => {
      if (type === 'error') listeners.push(listener as (event: Event) => void);
    },
    terminate: () => {
      worker.terminated = true;
    },
  };
  return worker;
}
