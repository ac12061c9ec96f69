import { z } from 'zod';
import { type SellerDetails, formattedTaxRegistrationNumber, normalisedSellerDetails, sellerDetailsProblems } from '@tiara/domain/invoice';
import { AdminInvoiceSettingsRepository } from '../../../adapters/db/admin/AdminInvoiceSettingsRepository';
import { InvoiceMessages } from '../../../application/invoices/InvoiceMessages';
import { badRequest } from '../../HttpError';
import { errorResponses } from '../../schemas';
import type { ServerContext, ZodApp } from '../../ServerContext';
import { stampOf } from './staffAccess';

const sellerJson = z.object({
  legal_name: z.string().describe("The shop's legal name, as invoices print it"),
  address: z.string().describe("The shop's registered address"),
  tax_registration_number: z.string().describe('The 9 digits of the Egyptian tax registration number'),
  tax_registration_number_text: z.string().describe('The same, as invoices print it: 123-456-789'),
  commercial_register: z.string().describe('The commercial register number; empty when invoices print none'),
});

const invoiceSettingsJson = z.object({ seller: sellerJson.nullable().describe('Null until first saved: no invoice can be issued before') });

const sellerToJson = (seller: SellerDetails): z.infer<typeof sellerJson> => ({
  legal_name: seller.legalName,
  address: seller.address,
  tax_registration_number: seller.taxRegistrationNumber,
  tax_registration_number_text: formattedTaxRegistrationNumber(seller.taxRegistrationNumber),
  commercial_register: seller.commercialRegister,
});

/** The seller's details that invoices print: legal name, address, tax registration number, commercial register number. */
export function adminInvoiceRoutes(app: ZodApp, context: ServerContext): void {
  const repository = new AdminInvoiceSettingsRepository(context.db);

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
    async () => {
      const seller = await repository.seller();
      return { seller: seller ? sellerToJson(seller) : null };
    },
  );

  app.put(
    '/invoice-settings',
    {
      schema: {
        tags: ['admin'],
        summary: "Save the seller's details invoices print; invoices issued before keep theirs (Admin)",
        security: [{ bearer: [] }],
        body: z.object({
          legal_name: z.string().max(1_000),
          address: z.string().max(2_000),
          tax_registration_number: z.string().max(100).describe('9 digits; spaces and dashes between them are dropped'),
          commercial_register: z.string().max(1_000).default(''),
        }),
        response: { 200: invoiceSettingsJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const typed: SellerDetails = {
        legalName: request.body.legal_name,
        address: request.body.address,
        taxRegistrationNumber: request.body.tax_registration_number,
        commercialRegister: request.body.commercial_register,
      };
      const [problem] = sellerDetailsProblems(typed);
      if (problem) throw badRequest(InvoiceMessages.sellerProblems[problem.code], problem.code);
      const saved = await repository.setSeller(normalisedSellerDetails(typed), stampOf(request, context));
      return { seller: sellerToJson(saved) };
    },
  );
}
