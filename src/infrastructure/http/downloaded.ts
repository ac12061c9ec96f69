import type { InvoiceFile } from '../../application/orders/InvoiceApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { type HttpClient, HttpMessages, bodyOf, failureFrom } from './HttpClient';

const unreachable = () => fail({ kind: 'network' as const, status: null, code: 'network_error', message: HttpMessages.network });

/** The bytes at `path` (a PDF, a picture), read with the signed-in person's credentials; a refusal is read from its JSON like any other answer's. */
export async function downloaded(http: HttpClient, path: string): Promise<ApiResult<{ readonly content: Blob; readonly headers: Headers }>> {
  const response = await http.exchange('GET', path, undefined);
  if (!response) return unreachable();
  if (!response.ok) return fail(failureFrom(response.status, bodyOf(await response.text().catch(() => ''))));
  return response.blob().then((content) => ok({ content, headers: response.headers }), unreachable);
}

/** A document at `path` under the name the server gave it, or `fallbackName` when a proxy dropped the header. */
export async function downloadedDocument(http: HttpClient, path: string, fallbackName: string): Promise<ApiResult<InvoiceFile>> {
  const answer = await downloaded(http, path);
  if (!answer.ok) return answer;
  const fileName = /filename="([^"]+)"/.exec(answer.value.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  return ok({ content: answer.value.content, fileName });
}
