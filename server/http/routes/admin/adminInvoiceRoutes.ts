import { normalisedSellerDetails, sellerDetailsProblems } from '@tiara/domain/invoice';
import { InvoiceMessages } from '../../../application/invoices/InvoiceMessages';
import type { ShopServices } from '../../../composition/composeShop';
import { badRequest } from '../../HttpError';
import { errorResponses } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { invoiceSettingsJson, invoiceSettingsToJson, newSellerBody, sellerOf } from './invoiceSettingsJson';
import { stampOf } from './staffAccess';

/** The seller's details that invoices print: legal name, address, tax registration number, commercial register number. */
export function adminInvoiceRoutes(app: ZodApp, { backOffice: { invoiceSettings }, now }: ShopServices): void {
  app.get(
    '/invoice-settings',
    {
      schema: {
        tags: ['admin'],
        summary: "The seller's details invoices print (Admin)",
        security: [{ bearer: [] }],
        response: { 200: invoiceSettingsJson, ...errorResponses(401, 403) },
      },
    },
    async () => invoiceSettingsToJson(await invoiceSettings.seller()),
  );

  app.put(
    '/invoice-settings',
    {
      schema: {
        tags: ['admin'],
        summary: "Save the seller's details invoices print; invoices issued before keep theirs (Admin)",
        security: [{ bearer: [] }],
        body: newSellerBody(),
        response: { 200: invoiceSettingsJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const typed = sellerOf(request.body);
      const [problem] = sellerDetailsProblems(typed);
      if (problem) throw badRequest(InvoiceMessages.sellerProblems[problem.code], problem.code);
      return invoiceSettingsToJson(await invoiceSettings.setSeller(normalisedSellerDetails(typed), stampOf(request, now)));
    },
  );
}
