import { inject, injectable } from 'inversify';
import { AdminInvoiceSettingsApi } from '../../../application/admin/management/AdminInvoiceSettingsApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { type SellerDetails, type SellerField, formattedTaxRegistrationNumber, sellerDetailsProblems } from '@tiara/domain/invoice';
import { AdminInvoiceMessages } from '../../messages/AdminInvoiceMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';

const EMPTY: SellerDetails = { legalName: '', address: '', legalNameAr: '', addressAr: '', taxRegistrationNumber: '', commercialRegister: '' };

/** Admin → Management → Invoice details: the seller's legal name and address (in English and in Arabic), TRN and commercial register number. */
@injectable()
export class InvoiceSettingsPresenter {
  form: SellerDetails = EMPTY;
  /** False until the server said whether details were saved before. */
  loaded = false;
  /** Nothing saved yet: invoices cannot be issued. */
  notSet = false;
  loadError: string | null = null;
  saving = false;
  /** Problems are shown once a save was tried, and then follow the typing. */
  private triedToSave = false;

  constructor(
    @inject(AdminInvoiceSettingsApi) private readonly api: AdminInvoiceSettingsApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable(this, arguments);
  }

  /** The problem text beside each field. */
  get problems(): Partial<Record<SellerField, string>> {
    if (!this.triedToSave) return {};
    return Object.fromEntries(sellerDetailsProblems(this.form).map((problem) => [problem.field, AdminInvoiceMessages.problems[problem.code]]));
  }

  async opened(): Promise<void> {
    this.loadAnswered(await this.api.seller());
  }

  fieldChanged(field: SellerField, value: string): void {
    this.form = { ...this.form, [field]: value };
  }

  async saveClicked(): Promise<void> {
    this.triedToSave = true;
    if (this.saving || sellerDetailsProblems(this.form).length > 0) return;
    this.saving = true;
    this.saveAnswered(await this.api.saveSeller(this.form));
  }

  private loadAnswered(answer: ApiResult<SellerDetails | null>): void {
    if (!answer.ok) {
      this.loadError = answer.error.message;
      return;
    }
    this.shown(answer.value);
  }

  private saveAnswered(answer: ApiResult<SellerDetails | null>): void {
    this.saving = false;
    if (!answer.ok) {
      this.toasts.error(answer.error.message);
      return;
    }
    this.shown(answer.value);
    this.toasts.success(AdminInvoiceMessages.saved);
  }

  private shown(seller: SellerDetails | null): void {
    this.loaded = true;
    this.loadError = null;
    this.notSet = seller === null;
    this.triedToSave = false;
    this.form = seller
      ? { ...seller, legalNameAr: seller.legalNameAr ?? '', addressAr: seller.addressAr ?? '', taxRegistrationNumber: formattedTaxRegistrationNumber(seller.taxRegistrationNumber) }
      : EMPTY;
  }
}
