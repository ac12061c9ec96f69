import { inject, injectable } from 'inversify';
import { type PromoState, isPromoExhausted, promoStateAt } from '@tiara/domain/promo';
import type { PageRequest } from '../../../application/admin/AdminPage';
import { type AdminPromoCode, AdminPromosApi, type PromoFields, type PromoKind, type PromoUse } from '../../../application/admin/promos/AdminPromosApi';
import { shownPrice } from '../../i18n/shownPrice';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { Clock } from '../../../application/shared/Clock';
import { ToastPresenter } from '../../toast/ToastPresenter';
import { type Checked, type FieldErrors, RecordEditor } from '../shared/RecordEditor';
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

/** Every use taken, whatever the code's state: an expired code can be used up too. */
export const isExhausted = (promo: AdminPromoCode) => isPromoExhausted(promo);

/** Admin → Promo codes: percent or fixed, a validity window, max uses, once per user, minimum order; uses shown. */
@injectable()
export class AdminPromoCodesPresenter {
  search = '';
  activeFilter: ActiveFilter = 'all';
  /** The code whose uses are shown. */
  usesOf: AdminPromoCode | null = null;
  readonly list = new PagedList<AdminPromoCode>((page) => this.api.list({ ...page, search: this.search, isActive: this.activeFilter === 'all' ? undefined : this.activeFilter === 'active' }));
  readonly uses = new PagedList<PromoUse>((page: PageRequest) => this.api.uses(this.usesOf?.id ?? 0, page));
  readonly editor = new RecordEditor<AdminPromoCode, PromoForm, PromoFields>(this.toasts, {
    blank: emptyForm,
    check: checked,
    send: (fields, id) => (id === null ? this.api.create(fields) : this.api.update(id, fields)),
    savedText: (id) => (id === null ? texts.created : texts.updated),
    saved: () => void this.list.reload(),
    remove: (promo) => this.api.delete(promo.id),
    deletion: (promo) => ({ title: texts.deleteNamed(promo.code), message: texts.confirmDelete(promo.code), success: texts.deleted }),
    deleted: this.list.reload,
  });

  constructor(
    @inject(AdminPromosApi) private readonly api: AdminPromosApi,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makePresenterObservable(this, arguments, { list: false, uses: false, editor: false });
  }

  /** Where a code stands now (active, inactive, not yet started, expired, used up), not only its switch. */
  stateOf(promo: AdminPromoCode): PromoState {
    return promoStateAt(promo, this.clock.now());
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

  editClicked(promo: AdminPromoCode): void {
    this.editor.opened(promo.id, formOf(promo));
  }

  usesClicked(promo: AdminPromoCode): void {
    this.usesOf = promo;
    void this.uses.firstPage();
  }

  usesClosed(): void {
    this.usesOf = null;
  }
}
