import type { CreditNoteApi, CreditNoteFile } from '../../../../src/application/orders/CreditNoteApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { serverCreditNoteMessagesEn } from '../../../../src/locales/server/en/serverCreditNoteMessagesEn';
import { FakeApi, refusal } from './FakeApi';

/** The id in a credit note's address, /api/credit-notes/{id}/pdf. */
const idOf = (url: string) => Number(/\/credit-notes\/(\d+)\//.exec(url)?.[1] ?? 0);

/** A credit note at `url` among `notes`, or the server's refusal of one the caller may not read. */
export function creditNoteAt(notes: ReadonlyMap<string, CreditNoteFile>, url: string): ApiResult<CreditNoteFile> {
  const note = notes.get(url);
  return note ? ok(note) : fail(refusal(404, 'credit_note_not_found', serverCreditNoteMessagesEn.creditNoteNotFound(idOf(url))));
}

/**
 * The credit notes the caller may read, in memory, by their address (`notes`); any other is not
 * found, as the server answers a note that is not the caller's. The addresses asked for are kept.
 */
export class FakeCreditNoteApi extends FakeApi implements CreditNoteApi {
  readonly asked: string[] = [];
  readonly notes = new Map<string, CreditNoteFile>();

  creditNote(url: string): Promise<ApiResult<CreditNoteFile>> {
    this.asked.push(url);
    return this.respond('creditNote', `credit note ${url}`, () => creditNoteAt(this.notes, url));
  }
}
