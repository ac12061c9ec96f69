import type { ServiceIdentifier } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';
import type { InvoiceFile } from './InvoiceApi';

/** A credit note's PDF as the server sends it: content and file name, like an invoice's. */
export type CreditNoteFile = InvoiceFile;

/** A credit note's PDF, at the address the server gave it (GET /api/credit-notes/{id}/pdf), for the order's customer or an admin. */
export interface CreditNoteApi {
  creditNote(url: string): Promise<ApiResult<CreditNoteFile>>;
}

export const CreditNoteApi: ServiceIdentifier<CreditNoteApi> = Symbol('CreditNoteApi');
