import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { PageRequest } from '../../../application/admin/AdminPage';
import { type AdminPromoCode, AdminPromosApi, type PromoFields, type PromoKind, type PromoUse } from '../../../application/admin/promos/AdminPromosApi';
import { shownPrice } from '../../i18n/shownPrice';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { Confirmation } from '../shared/Confirmation';
import { confirmDeletion } from '../shared/confirmDeletion';
import { type Checked, EditorForm, type FieldErrors } from '../shared/EditorForm';
import { PagedList } from '../shared/PagedList';
import { staffDateTime } from '../shared/StaffFormats';
import { cairoInputValue, inputOfPiasters, instantOfCairoInput, piastersOfInput, wholeNumberOfInput } from '../events/formValues';

const texts = AdminSectionsMessages.promos;
const CODE_PATTERN = /^[A-Za-z0-9_-]{2,50}$/;

export type ActiveFilter = 'all' | 'active' | 'inactive';

export interface PromoForm {
  code: string;
  kind: PromoKind;
  value: string;
  isActive: boolean;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  oncePerUser: boolean;
  minimumOrder: string;
}

const emptyForm = (): PromoForm => ({ code: '', kind: 'percent', value: '', isActive: true, startsAt: '', endsAt: '', maxUses: '', oncePerUser: true, minimumOrder: '' });

const formOf = (promo: AdminPromoCode): PromoForm => ({
  code: promo.code,
  kind: promo.discount.kind,
  value: promo.discount.kind === 'percent' ? String(promo.discount.percent) : inputOfPiasters(promo.discount.amount),
  isActive: promo.isActive,
  startsAt: promo.startsAt === null ? '' : cairoInputValue(promo.startsAt),
  endsAt: promo.endsAt === null ? '' : cairoInputValue(promo.endsAt),
  maxUses: promo.maxUses === null ? '' : String(promo.maxUses),
  oncePerUser: promo.oncePerUser,
  minimumOrder: promo.minimumOrder === null ? '' : inputOfPiasters(promo.minimumOrder),
});

function checked(form: PromoForm): Checked<PromoFields, FieldErrors<PromoForm>> {
  const errors: FieldErrors<PromoForm> = {};
  const code = form.code.trim();
  if (!CODE_PATTERN.test(code)) errors.code = texts.codeInvalid;

  const percent = wholeNumberOfInput(form.value);
  const amount = piastersOfInput(form.value);
  if (form.kind === 'percent' && (percent === null || percent < 1 || percent > 100)) errors.value = texts.percentInvalid;
  if (form.kind === 'fixed' && (amount === null || amount <= 0)) errors.value = texts.amountInvalid;

  const startsAt = form.startsAt.trim() === '' ? null : instantOfCairoInput(form.startsAt);
  const endsAt = form.endsAt.trim() === '' ? null : instantOfCairoInput(form.endsAt);
  if (form.startsAt.trim() !== '' && startsAt === null) errors.startsAt = AdminSectionsMessages.dateTimeInvalid(texts.startsAt);
  if (form.endsAt.trim() !== '' && endsAt === null) errors.endsAt = AdminSectionsMessages.dateTimeInvalid(texts.endsAt);
  else if (startsAt && endsAt && endsAt <= startsAt) errors.endsAt = texts.endBeforeStart;

  const maxUses = form.maxUses.trim() === '' ? null : wholeNumberOfInput(form.maxUses);
  if (form.maxUses.trim() !== '' && (maxUses === null || maxUses < 1)) errors.maxUses = texts.maxUsesInvalid;

  const minimumOrder = form.minimumOrder.trim() === '' ? null : piastersOfInput(form.minimumOrder);
  if (form.minimumOrder.trim() !== '' && minimumOrder === null) errors.minimumOrder = AdminMessages.form.money(texts.minimumOrder);

  return {
    errors,
    value: {
      code,
      discount: form.kind === 'percent' ? { kind: 'percent', percent: percent ?? 0 } : { kind: 'fixed', amount: amount ?? 0 },
      isActive: form.isActive,
      startsAt,
      endsAt,
      maxUses,
      oncePerUser: form.oncePerUser,
      minimumOrder,
    },
  };
}

/** "10%" or "50 EGP". */
export const discountText = (promo: AdminPromoCode) => (promo.discount.kind === 'percent' ? `${promo.discount.percent}%` : shownPrice(promo.discount.amount));

export function validityText(promo: AdminPromoCode): string {
  if (promo.startsAt && promo.endsAt) return texts.between(staffDateTime(promo.startsAt), staffDateTime(promo.endsAt));
  if (promo.startsAt) return texts.from(staffDateTime(promo.startsAt));
  if (promo.endsAt) return texts.until(staffDateTime(promo.endsAt));
  return texts.always;
}

export const isExhausted = (promo: AdminPromoCode) => promo.maxUses !== null && promo.usedCount >= promo.maxUses;

/** Admin → Promo codes: percent or fixed, a validity window, max uses, once per user, minimum order; uses shown. */
@injectable()
export class AdminPromoCodesPresenter {
  search = '';
  activeFilter: ActiveFilter = 'all';
  /** The code whose uses are shown. */
  usesOf: AdminPromoCode | null = null;
  readonly list: PagedList<AdminPromoCode>;
  readonly uses: PagedList<PromoUse>;
  readonly editor: EditorForm<PromoForm>;
  readonly confirmation = new Confirmation();
  private readonly api: AdminPromosApi;
  private readonly toasts: ToastPresenter;

  constructor(@inject(AdminPromosApi) api: AdminPromosApi, @inject(ToastPresenter) toasts: ToastPresenter) {
    this.api = api;
    this.toasts = toasts;
    this.list = new PagedList((page) => this.api.list({ ...page, search: this.search, isActive: this.activeFilter === 'all' ? undefined : this.activeFilter === 'active' }));
    this.uses = new PagedList((page: PageRequest) => this.api.uses(this.usesOf?.id ?? 0, page));
    this.editor = new EditorForm(toasts);
    makeAutoObservable<AdminPromoCodesPresenter, 'api' | 'toasts'>(this, { list: false, uses: false, editor: false, confirmation: false, api: false, toasts: false }, { autoBind: true });
  }

  opened(): void {
    void this.list.reload();
  }

  searchChanged(search: string): void {
    this.search = search;
    void this.list.firstPage();
  }

  activeFilterChosen(filter: ActiveFilter): void {
    this.activeFilter = filter;
    void this.list.firstPage();
  }

  addClicked(): void {
    this.editor.opened(null, emptyForm());
  }

  editClicked(promo: AdminPromoCode): void {
    this.editor.opened(promo.id, formOf(promo));
  }

  saveClicked(): Promise<void> {
    return this.editor.save(
      checked,
      (fields, id) => (id === null ? this.api.create(fields) : this.api.update(id, fields)),
      (id) => (id === null ? texts.created : texts.updated),
      () => void this.list.reload(),
    );
  }

  deleteClicked(promo: AdminPromoCode): void {
    confirmDeletion(this.confirmation, this.toasts, { title: texts.deleteNamed(promo.code), message: texts.confirmDelete(promo.code) }, () => this.api.delete(promo.id), {
      success: texts.deleted,
      deleted: this.list.reload,
    });
  }

  usesClicked(promo: AdminPromoCode): void {
    this.usesOf = promo;
    void this.uses.firstPage();
  }

  usesClosed(): void {
    this.usesOf = null;
  }
}
