import { describe, expect, it } from 'vitest';
import type { SellerDetails } from '@tiara/domain/invoice';
import { serverInvoiceMessagesEn } from '../../../../src/locales/server/en/serverInvoiceMessagesEn';
import { InvoiceSettingsPresenter } from '../../../../src/ui/admin/management/InvoiceSettingsPresenter';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { FakeAdminInvoiceSettingsApi } from '../../../application/support/fakes/FakeAdminInvoiceSettingsApi';

const SAVED: SellerDetails = {
  legalName: 'Tiara Dental Supplies S.A.E.',
  address: '90 Road 9, Maadi, Cairo',
  legalNameAr: 'تيارا لمستلزمات الأسنان ش.م.م',
  addressAr: '90 شارع 9، المعادي، القاهرة',
  taxRegistrationNumber: '512834690',
  commercialRegister: '',
};

function form() {
  const api = new FakeAdminInvoiceSettingsApi();
  const toasts = new ToastPresenter(new FakeClock('2026-11-21T10:00:00Z'));
  return { presenter: new InvoiceSettingsPresenter(api, toasts), api, toasts, lastToast: () => toasts.toasts.at(-1)?.message ?? null };
}

describe('InvoiceSettingsPresenter', () => {
  it('says invoices wait for the details while none are saved', async () => {
    const { presenter } = form();
    await presenter.opened();
    expect(presenter.loaded).toBe(true);
    expect(presenter.notSet).toBe(true);
    expect(presenter.form).toEqual({ legalName: '', address: '', legalNameAr: '', addressAr: '', taxRegistrationNumber: '', commercialRegister: '' });
  });

  it('shows saved details with the TRN in its printed groups', async () => {
    const { presenter, api } = form();
    api.stored = SAVED;
    await presenter.opened();
    expect(presenter.notSet).toBe(false);
    expect(presenter.form).toEqual({ ...SAVED, taxRegistrationNumber: '512-834-690' });
  });

  it('shows details saved before the shop kept any Arabic with the Arabic empty, to be written', async () => {
    const { presenter, api } = form();
    api.stored = { legalName: SAVED.legalName, address: SAVED.address, taxRegistrationNumber: SAVED.taxRegistrationNumber, commercialRegister: '' };
    await presenter.opened();
    expect(presenter.form).toMatchObject({ legalName: SAVED.legalName, legalNameAr: '', addressAr: '' });
  });

  it('names an Arabic name or address too long to print, beside its field', async () => {
    const { presenter, api } = form();
    api.stored = SAVED;
    await presenter.opened();
    presenter.fieldChanged('legalNameAr', 'ت'.repeat(201));
    await presenter.saveClicked();
    expect(api.sent).toEqual([]);
    expect(presenter.problems).toEqual({ legalNameAr: 'The Arabic legal name can be at most 200 characters.' });
  });

  it('names each field’s problem once a save was tried, sending nothing, and follows the typing after', async () => {
    const { presenter, api } = form();
    await presenter.opened();
    expect(presenter.problems).toEqual({});
    presenter.fieldChanged('taxRegistrationNumber', '1234');
    await presenter.saveClicked();
    expect(api.sent).toEqual([]);
    expect(presenter.problems).toEqual({
      legalName: 'Please enter the legal name.',
      address: 'Please enter the address.',
      taxRegistrationNumber: 'The tax registration number must be 9 digits.',
    });
    presenter.fieldChanged('legalName', 'Tiara');
    expect(presenter.problems.legalName).toBeUndefined();
  });

  it('saves valid details and shows them as saved', async () => {
    const { presenter, api, lastToast } = form();
    await presenter.opened();
    presenter.fieldChanged('legalName', SAVED.legalName);
    presenter.fieldChanged('address', SAVED.address);
    presenter.fieldChanged('legalNameAr', ` ${SAVED.legalNameAr} `);
    presenter.fieldChanged('addressAr', SAVED.addressAr ?? '');
    presenter.fieldChanged('taxRegistrationNumber', '512 834 690');
    presenter.fieldChanged('commercialRegister', '184523 Cairo');
    await presenter.saveClicked();
    expect(api.sent).toEqual([{ ...SAVED, legalNameAr: ` ${SAVED.legalNameAr} `, taxRegistrationNumber: '512 834 690', commercialRegister: '184523 Cairo' }]);
    expect(presenter.form.legalNameAr).toBe(SAVED.legalNameAr);
    expect(presenter.saving).toBe(false);
    expect(presenter.notSet).toBe(false);
    expect(presenter.form.taxRegistrationNumber).toBe('512-834-690');
    expect(lastToast()).toBe('Invoice details saved');
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    const { presenter, api, lastToast } = form();
    api.stored = SAVED;
    await presenter.opened();
    api.failures.set('saveSeller', refusal(400, 'tax_registration_number_invalid', serverInvoiceMessagesEn.sellerProblems.tax_registration_number_invalid));
    presenter.fieldChanged('legalName', 'Renamed');
    await presenter.saveClicked();
    expect(presenter.form.legalName).toBe('Renamed');
    expect(presenter.saving).toBe(false);
    expect(lastToast()).toBe('The tax registration number must be 9 digits.');
  });
});
