import * as z from 'zod/mini';
import { InvoiceSettingsJson } from '@tiara/contract/staff/invoiceSettingsJson';
import type { NewSellerJson } from '@tiara/contract/staff/invoiceSettingsRequestJson';
import type { SellerDetails } from '@tiara/domain/invoice';
import type { AdminInvoiceSettingsApi } from '../../../application/admin/management/AdminInvoiceSettingsApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';

const invoiceSettingsSchema: z.ZodMiniType<SellerDetails | null> = z.pipe(
  InvoiceSettingsJson,
  z.transform(({ seller }) =>
    seller === null
      ? null
      : {
          legalName: seller.legal_name,
          address: seller.address,
          legalNameAr: seller.legal_name_ar,
          addressAr: seller.address_ar,
          taxRegistrationNumber: seller.tax_registration_number,
          commercialRegister: seller.commercial_register,
        },
  ),
);

const path = '/api/admin/invoice-settings';

export class HttpAdminInvoiceSettingsApi implements AdminInvoiceSettingsApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  seller(): Promise<ApiResult<SellerDetails | null>> {
    return this.http.get(path, invoiceSettingsSchema);
  }

  saveSeller(seller: SellerDetails): Promise<ApiResult<SellerDetails | null>> {
    const body: NewSellerJson = {
      legal_name: seller.legalName,
      address: seller.address,
      legal_name_ar: seller.legalNameAr ?? '',
      address_ar: seller.addressAr ?? '',
      tax_registration_number: seller.taxRegistrationNumber,
      commercial_register: seller.commercialRegister,
    };
    return this.http.send({ method: 'PUT', path, body, schema: invoiceSettingsSchema });
  }
}
