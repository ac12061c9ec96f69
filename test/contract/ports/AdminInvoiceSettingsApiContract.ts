import { describe, expect, it } from 'vitest';
import type { AdminInvoiceSettingsApi } from '../../../src/application/admin/management/AdminInvoiceSettingsApi';
import type { SellerDetails } from '@tiara/domain/invoice';
import { serverInvoiceMessagesEn } from '../../../src/locales/server/en/serverInvoiceMessagesEn';
import type { Subject } from './support/Subject';

export interface AdminInvoiceSettingsApiSubject {
  readonly api: AdminInvoiceSettingsApi;
  /** A name the seller's details never had, starting with `base` (a new one each call). */
  uniqueName(base: string): string;
}

const sellerNamed = (legalName: string): SellerDetails => ({
  legalName,
  address: '90 Road 9, Maadi, Cairo',
  legalNameAr: `تيارا لمستلزمات الأسنان ${legalName}`,
  addressAr: '90 شارع 9، المعادي، القاهرة',
  taxRegistrationNumber: '512834690',
  commercialRegister: '184523 Cairo',
});

/** What the invoice details form relies on from the seller's details calls. */
export function adminInvoiceSettingsApiContract(subject: Subject<AdminInvoiceSettingsApiSubject>): void {
  describe('AdminInvoiceSettingsApi', () => {
    it('saves the details tidied as invoices print them, trimmed and the TRN as its digits, and reads them back', async () => {
      const { api, uniqueName } = await subject();
      const seller = sellerNamed(uniqueName('Tiara Dental Supplies S.A.E.'));
      const saved = await api.saveSeller({
        ...seller,
        legalName: `  ${seller.legalName} `,
        address: ` ${seller.address}`,
        addressAr: `${seller.addressAr} `,
        taxRegistrationNumber: '512 834-690',
        commercialRegister: '184523 Cairo ',
      });
      expect(saved).toEqual({ ok: true, value: seller });
      expect(await api.seller()).toEqual({ ok: true, value: seller });
    });

    it('keeps no Arabic when none is written: an Arabic invoice prints the English', async () => {
      const { api, uniqueName } = await subject();
      const { legalName, address, taxRegistrationNumber, commercialRegister } = sellerNamed(uniqueName('Tiara Dental Supplies S.A.E.'));
      const englishOnly: SellerDetails = { legalName, address, taxRegistrationNumber, commercialRegister };
      expect(await api.saveSeller(englishOnly)).toEqual({ ok: true, value: { ...englishOnly, legalNameAr: '', addressAr: '' } });
      expect(await api.saveSeller({ ...englishOnly, legalNameAr: 'ت'.repeat(201) })).toMatchObject({ ok: false, error: { kind: 'rejected', status: 400, code: 'legal_name_ar_too_long' } });
    });

    it('refuses details invoices cannot print, naming the first problem in the form’s order, and keeps those saved before', async () => {
      const { api, uniqueName } = await subject();
      const seller = sellerNamed(uniqueName('Tiara Dental Supplies S.A.E.'));
      await api.saveSeller(seller);
      expect(await api.saveSeller({ ...seller, taxRegistrationNumber: '1234' })).toEqual({
        ok: false,
        error: { kind: 'rejected', status: 400, code: 'tax_registration_number_invalid', message: serverInvoiceMessagesEn.sellerProblems.tax_registration_number_invalid },
      });
      expect(await api.saveSeller({ ...seller, legalName: '  ', address: '', commercialRegister: 'No. 5 (Cairo)' })).toEqual({
        ok: false,
        error: { kind: 'rejected', status: 400, code: 'legal_name_required', message: serverInvoiceMessagesEn.sellerProblems.legal_name_required },
      });
      expect(await api.seller()).toEqual({ ok: true, value: seller });
    });
  });
}
