import { createServer } from 'node:http';

/**
 * An external segmentation service (the HttpSegmentationService contract) that takes its time to
 * accept a scan, so a test can kill the server that is sending one. Each shop server is given its
 * own path (`/<server name>`), so the service knows which server is processing a job.
 */
export async function startSegmentationService(initialAcceptDelayMs: number) {
  let acceptDelayMs = initialAcceptDelayMs;
  const submissions: string[] = [];
  let started = 0;
  const server = createServer((request, response) => {
    const [, serverName = '', resource, id] = (request.url ?? '').split('/');
    if (request.method === 'POST' && resource === 'jobs') {
      started += 1;
      const job = `${serverName}-${started}`;
      submissions.push(serverName);
      request.resume();
      request.once('end', () => {
        setTimeout(() => {
          response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: job }));
        }, acceptDelayMs);
      });
      return;
    }
    if (request.method === 'GET' && resource === 'jobs' && id) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'done', summary: `Segmented by the service (${id})`, result_links: [] }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    /** The address a server named `name` is given as SEGMENTATION_URL. */
    urlFor: (name: string) => `http://127.0.0.1:${port}/${name}`,
    /** How long the next scans take to be accepted. */
    setAcceptDelay(ms: number) {
      acceptDelayMs = ms;
    },
    /** Which servers sent a scan, in order. */
    submissions: () => [...submissions],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
