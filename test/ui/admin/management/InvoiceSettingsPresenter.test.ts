import { describe, expect, it } from 'vitest';
import type { AdminInvoiceSettingsApi } from '../../../../src/application/admin/management/AdminInvoiceSettingsApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import type { SellerDetails } from '@tiara/domain/invoice';
import { ok } from '@tiara/domain/result';
import { InvoiceSettingsPresenter } from '../../../../src/ui/admin/management/InvoiceSettingsPresenter';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { failure } from '../shared/adminFakes';

const SAVED: SellerDetails = { legalName: 'Tiara Dental Supplies S.A.E.', address: '90 Road 9, Maadi, Cairo', taxRegistrationNumber: '512834690', commercialRegister: '' };

class FakeInvoiceSettingsApi implements AdminInvoiceSettingsApi {
  stored: SellerDetails | null = null;
  readonly sent: SellerDetails[] = [];
  saveAnswer: ApiResult<SellerDetails | null> | null = null;

  async seller(): Promise<ApiResult<SellerDetails | null>> {
    return ok(this.stored);
  }

  async saveSeller(seller: SellerDetails): Promise<ApiResult<SellerDetails | null>> {
    this.sent.push(seller);
    if (this.saveAnswer) return this.saveAnswer;
    this.stored = { ...seller, taxRegistrationNumber: seller.taxRegistrationNumber.replace(/\D/g, '') };
    return ok(this.stored);
  }
}

function form() {
  const api = new FakeInvoiceSettingsApi();
  const toasts = new ToastPresenter(new FakeClock('2026-11-21T10:00:00Z'));
  return { presenter: new InvoiceSettingsPresenter(api, toasts), api, toasts, lastToast: () => toasts.toasts.at(-1)?.message ?? null };
}

describe('InvoiceSettingsPresenter', () => {
  it('says invoices wait for the details while none are saved', async () => {
    const { presenter } = form();
    await presenter.opened();
    expect(presenter.loaded).toBe(true);
    expect(presenter.notSet).toBe(true);
    expect(presenter.form).toEqual({ legalName: '', address: '', taxRegistrationNumber: '', commercialRegister: '' });
  });

  it('shows saved details with the TRN in its printed groups', async () => {
    const { presenter, api } = form();
    api.stored = SAVED;
    await presenter.opened();
    expect(presenter.notSet).toBe(false);
    expect(presenter.form).toEqual({ ...SAVED, taxRegistrationNumber: '512-834-690' });
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
    presenter.fieldChanged('taxRegistrationNumber', '512 834 690');
    presenter.fieldChanged('commercialRegister', '184523 Cairo');
    await presenter.saveClicked();
    expect(api.sent).toEqual([{ ...SAVED, taxRegistrationNumber: '512 834 690', commercialRegister: '184523 Cairo' }]);
    expect(presenter.saving).toBe(false);
    expect(presenter.notSet).toBe(false);
    expect(presenter.form.taxRegistrationNumber).toBe('512-834-690');
    expect(lastToast()).toBe('Invoice details saved');
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    const { presenter, api, lastToast } = form();
    api.stored = SAVED;
    await presenter.opened();
    api.saveAnswer = failure(400, 'The tax registration number must be 9 digits.');
    presenter.fieldChanged('legalName', 'Renamed');
    await presenter.saveClicked();
    expect(presenter.form.legalName).toBe('Renamed');
    expect(presenter.saving).toBe(false);
    expect(lastToast()).toBe('The tax registration number must be 9 digits.');
  });
});
