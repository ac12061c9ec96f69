import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { HttpClient } from '../../../../src/infrastructure/http/HttpClient';

/** A response recorded from the demo server (test/fixtures/api). */
export const recorded = (name: string): string => readFileSync(resolve(import.meta.dirname, '../../../fixtures/api', name), 'utf8');

export const json = (body: string, status = 200): Response => new Response(body, { status, headers: { 'content-type': 'application/json' } });

export interface SentRequest {
  readonly method: string;
  readonly url: string;
  /** The parsed JSON body, or undefined when none was sent. */
  readonly body: unknown;
  readonly headers: Headers;
}

/** An HttpClient whose `fetch` answers from `answer` and records every request it was sent. */
export function fakeHttp(answer: (request: SentRequest) => Response, token: string | null = 'token.for.tests'): { http: HttpClient; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const http = new HttpClient('https://shop.example', () => token, async (input, init) => {
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      url: String(input).replace('https://shop.example', ''),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    sent.push(request);
    return answer(request);
  });
  return { http, sent };
}
