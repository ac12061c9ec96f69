import { runChildScript } from './childScript';

export interface LoadFigures {
  readonly requestsPerSecond: number;
  readonly p99: number;
  readonly total: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
}

export interface LoadRequest {
  readonly url: string;
  readonly connections: number;
  readonly durationSeconds: number;
  readonly method?: 'GET' | 'POST';
  readonly body?: string;
}

/** Runs in the child: one autocannon run, its figures as JSON on stdout. */
const LOAD_GENERATOR = `
const autocannon = require('autocannon');
const request = JSON.parse(process.argv[1]);
autocannon({
  url: request.url,
  connections: request.connections,
  duration: request.durationSeconds,
  method: request.method || 'GET',
  body: request.body,
  headers: request.body ? { 'content-type': 'application/json' } : {},
}, (error, result) => {
  if (error) {
    process.stderr.write(String(error && error.stack || error));
    process.exit(1);
  }
  process.stdout.write(JSON.stringify({
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }));
});
`;

/**
 * autocannon in a child process, so the load generator never shares the server's event loop.
 * A run with any non-2xx answer, error or timeout is refused: a fast wrong answer proves nothing.
 */
export async function generateLoad(request: LoadRequest): Promise<LoadFigures> {
  const figures = JSON.parse(await runChildScript(LOAD_GENERATOR, [JSON.stringify(request)], 'the load generator')) as LoadFigures;
  if (figures.non2xx > 0 || figures.errors > 0 || figures.timeouts > 0 || figures.total === 0) {
    throw new Error(`${request.method ?? 'GET'} ${request.url} did not answer cleanly under load: ${JSON.stringify(figures)}`);
  }
  return figures;
}
