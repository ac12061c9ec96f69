import type { AdminInvoiceSettingsApi } from '../../../../src/application/admin/management/AdminInvoiceSettingsApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { type SellerDetails, normalisedSellerDetails, sellerDetailsProblems } from '@tiara/domain/invoice';
import { fail, ok } from '@tiara/domain/result';
import { serverInvoiceMessagesEn } from '../../../../src/locales/server/en/serverInvoiceMessagesEn';
import { FakeApi, refusal } from './FakeApi';

/**
 * The seller's details invoices print, as the back office keeps them (`stored`, null until first
 * saved): a save the invoice rules find a problem with is refused, the first problem named in the
 * server's words, and what was saved before stays; one they accept is kept tidied as they tidy it
 * (trimmed, the TRN as its 9 digits). The details sent are kept as sent.
 */
export class FakeAdminInvoiceSettingsApi extends FakeApi implements AdminInvoiceSettingsApi {
  stored: SellerDetails | null = null;
  readonly sent: SellerDetails[] = [];

  seller(): Promise<ApiResult<SellerDetails | null>> {
    return this.respond('seller', 'seller', () => ok(this.stored));
  }

  saveSeller(seller: SellerDetails): Promise<ApiResult<SellerDetails | null>> {
    this.sent.push(seller);
    return this.respond('saveSeller', 'saveSeller', () => {
      const [problem] = sellerDetailsProblems(seller);
      if (problem) return fail(refusal(400, problem.code, serverInvoiceMessagesEn.sellerProblems[problem.code]));
      this.stored = normalisedSellerDetails(seller);
      return ok(this.stored);
    });
  }
}
