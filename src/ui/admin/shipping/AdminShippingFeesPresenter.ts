import { inject, injectable } from 'inversify';
import { AdminShippingApi, type GovernorateFee } from '../../../application/admin/shipping/AdminShippingApi';
import { shownPrice } from '../../i18n/shownPrice';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { governorateName } from '../../messages/DisplayNames';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { inputOfPiasters, piastersOfInput } from '../events/formValues';

const texts = AdminSectionsMessages.shipping;

/** One governorate's row: the fee as stored, the draft typed in, and what the checkout charges. */
export interface FeeRow {
  readonly governorate: string;
  readonly stored: GovernorateFee;
  readonly draft: string;
  readonly error: string | null;
  readonly saving: boolean;
  readonly changed: boolean;
}

/** Admin → Shipping fees: each of the 27 governorates' fee, edited and saved one at a time. */
@injectable()
export class AdminShippingFeesPresenter {
  fees: GovernorateFee[] = [];
  drafts = new Map<string, string>();
  errors = new Map<string, string>();
  savingGovernorates = new Set<string>();
  loading = false;
  loadError: string | null = null;

  constructor(
    @inject(AdminShippingApi) private readonly api: AdminShippingApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable(this, arguments);
  }

  get rows(): FeeRow[] {
    return this.fees.map((stored) => {
      const draft = this.drafts.get(stored.governorate) ?? draftOf(stored);
      return {
        governorate: stored.governorate,
        stored,
        draft,
        error: this.errors.get(stored.governorate) ?? null,
        saving: this.savingGovernorates.has(stored.governorate),
        changed: draft.trim() !== draftOf(stored),
      };
    });
  }

  chargedText(fee: GovernorateFee): string {
    return shownPrice(fee.chargedFee);
  }

  async opened(): Promise<void> {
    this.loading = true;
    const answer = await this.api.fees();
    this.loaded(answer);
  }

  feeTyped(governorate: string, value: string): void {
    this.drafts.set(governorate, value);
    this.errors.delete(governorate);
  }

  async saveClicked(governorate: string): Promise<void> {
    const draft = this.rows.find((row) => row.governorate === governorate)?.draft;
    if (draft === undefined || this.savingGovernorates.has(governorate)) return;
    const fee = piastersOfInput(draft);
    if (fee === null) {
      this.errors.set(governorate, AdminMessages.form.money(texts.storedFee));
      return;
    }
    this.savingGovernorates.add(governorate);
    const answer = await this.api.setFee(governorate, fee);
    this.saved(governorate, answer);
  }

  private loaded(answer: Awaited<ReturnType<AdminShippingApi['fees']>>): void {
    this.loading = false;
    if (!answer.ok) {
      this.loadError = answer.error.message;
      return;
    }
    this.loadError = null;
    this.fees = answer.value;
    this.drafts.clear();
  }

  private saved(governorate: string, answer: Awaited<ReturnType<AdminShippingApi['setFee']>>): void {
    this.savingGovernorates.delete(governorate);
    if (!answer.ok) {
      this.errors.set(governorate, answer.error.message);
      return;
    }
    this.fees = this.fees.map((fee) => (fee.governorate === governorate ? answer.value : fee));
    this.drafts.delete(governorate);
    this.toasts.success(texts.saved(governorateName(governorate), shownPrice(answer.value.chargedFee)));
  }
}

const draftOf = (fee: GovernorateFee) => (fee.fee === null ? '' : inputOfPiasters(fee.fee));
