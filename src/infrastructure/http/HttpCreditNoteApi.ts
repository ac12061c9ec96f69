import { fail, ok } from '@tiara/domain/result';
import type { CreditNoteApi, CreditNoteFile } from '../../application/orders/CreditNoteApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import { type HttpClient, HttpMessages, bodyOf, failureFrom } from './HttpClient';

const unreachable = () => fail({ kind: 'network' as const, status: null, code: 'network_error', message: HttpMessages.network });

/** A credit note's PDF, read as bytes (not as JSON); a refusal is read from its JSON like any other answer's. */
export class HttpCreditNoteApi implements CreditNoteApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  async creditNote(url: string): Promise<ApiResult<CreditNoteFile>> {
    const response = await this.http.exchange('GET', url, undefined);
    if (!response) return unreachable();
    if (!response.ok) return fail(failureFrom(response.status, bodyOf(await response.text().catch(() => ''))));
    // The server names the file after the credit note's number; a proxy that drops the header leaves a plain name.
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'credit-note.pdf';
    return response.blob().then((content) => ok({ content, fileName }), unreachable);
  }
}
