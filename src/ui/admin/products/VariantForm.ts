import type { AdminVariant, VariantFields } from '../../../application/admin/AdminCatalogApi';
import type { VariantMode } from '@tiara/domain/variant-selector';
import { AdminMessages } from '../../messages/AdminMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { parseWholeNumber } from '../shared/FormInput';

const texts = AdminMessages.products;

export type VariantType = Exclude<VariantMode, 'none'>;
export type VariantFormField = 'sku' | 'quantity' | 'side' | 'size' | 'option';

function typeOf(variant: AdminVariant): VariantType {
  if (variant.variableOption !== null) return 'option-only';
  return variant.side !== null ? 'side-size' : 'size-only';
}

/** A variant being added or edited: Side + Size, Size only, or a variable option (the old admin's three types). */
export class VariantForm {
  type: VariantType;
  sku: string;
  quantity: string;
  side: number | null;
  size: string;
  option: number | null;
  errors: Partial<Record<VariantFormField, string>> = {};
  /** Null while adding. */
  readonly id: number | null;

  constructor(variant: AdminVariant | null, type: VariantType) {
    this.id = variant?.id ?? null;
    this.type = variant ? typeOf(variant) : type;
    this.sku = variant?.sku ?? '';
    this.quantity = variant ? String(variant.quantity) : '0';
    this.side = variant?.side ?? null;
    this.size = variant?.size ?? '';
    this.option = variant?.variableOption ?? null;
    makePresenterObservable(this, arguments, { id: false });
  }

  changed(change: Partial<Pick<VariantForm, 'type' | 'sku' | 'quantity' | 'side' | 'size' | 'option'>>): void {
    Object.assign(this, change);
    this.errors = {};
  }

  validated(): VariantFields | null {
    const errors: Partial<Record<VariantFormField, string>> = {};
    if (this.sku.trim() === '') errors.sku = AdminMessages.form.required(texts.sku);
    const quantity = parseWholeNumber(this.quantity, AdminMessages.form.wholeNumber(texts.stock));
    if (!quantity.ok) errors.quantity = quantity.message;
    if (this.type === 'side-size' && this.side === null) errors.side = texts.variantNeedsSide;
    if (this.type !== 'option-only' && this.size.trim() === '') errors.size = texts.variantNeedsSize;
    if (this.type === 'option-only' && this.option === null) errors.option = texts.variantNeedsOption;
    this.errors = errors;
    if (Object.keys(errors).length > 0 || !quantity.ok) return null;
    return {
      sku: this.sku.trim(),
      quantity: quantity.value,
      side: this.type === 'side-size' ? this.side : null,
      size: this.type === 'option-only' ? null : this.size.trim(),
      variableOption: this.type === 'option-only' ? this.option : null,
    };
  }
}
