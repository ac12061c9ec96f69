import { isWritten, lacksArabic, lacksArabicList } from '@tiara/domain/bilingual';
import type { AdminProductDetail, ProductFields, Specification } from '../../../application/admin/AdminCatalogApi';
import { FieldFocus } from '../../forms/FieldFocus';
import { AdminArabicMessages } from '../../messages/AdminArabicMessages';
import { AdminMessages } from '../../messages/AdminMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { arabicOrNull } from '../shared/ArabicInput';
import { egpInputText, parseEgp, parseWholeNumber } from '../shared/FormInput';

const texts = AdminMessages.products;

export type ProductFormField = 'name' | 'price' | 'discount' | 'stock' | 'categoryId' | 'specifications';

/** One row of the specifications as typed: its name and value in English, and beside them in Arabic. */
export interface SpecificationRow {
  name: string;
  value: string;
  nameAr: string;
  valueAr: string;
}

/** The name of a specification row's English name field, which the focus goes to when the row is wrong. */
export const specificationNameField = (index: number) => `specification-${index}-name`;

/** The non-blank lines of a list typed one item per line, trimmed. */
function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const trimmedRow = (row: SpecificationRow): SpecificationRow => ({ name: row.name.trim(), value: row.value.trim(), nameAr: row.nameAr.trim(), valueAr: row.valueAr.trim() });

/** The rows of a product's specifications, its Arabic ones beside them in their places. */
function rowsOf(english: readonly Specification[], arabic: readonly Specification[] | null): SpecificationRow[] {
  return english.map((row, index) => ({ name: row.name, value: row.value, nameAr: arabic?.[index]?.name ?? '', valueAr: arabic?.[index]?.value ?? '' }));
}

/**
 * The product form's fields as typed, each text in English and beside it in Arabic, and the checks
 * made before anything is sent. English is the shop's required language; an Arabic text left empty
 * while its English is written is marked missing (the shop shows the English there).
 */
export class ProductForm {
  name = '';
  description = '';
  nameAr = '';
  descriptionAr = '';
  /** One feature per line, in each language. */
  features = '';
  featuresAr = '';
  specifications: SpecificationRow[] = [];
  price = '';
  discount = '0';
  stock = '0';
  sku = '';
  brand = '';
  categoryId: number | null = null;
  subcategoryId: number | null = null;
  isVariant = false;
  isActive = true;
  imageUrl = '';
  errors: Partial<Record<ProductFormField, string>> = {};
  /** The specification row the `specifications` error is about. */
  wrongSpecification: number | null = null;
  /** Null while adding. */
  readonly id: number | null;
  readonly focus = new FieldFocus<string>();

  constructor(product: AdminProductDetail | null, categoryId: number | null) {
    this.id = product?.id ?? null;
    this.categoryId = categoryId;
    if (product) {
      this.name = product.name;
      this.description = product.description;
      this.nameAr = product.nameAr ?? '';
      this.descriptionAr = product.descriptionAr ?? '';
      this.features = product.features.join('\n');
      this.featuresAr = product.featuresAr?.join('\n') ?? '';
      this.specifications = rowsOf(product.specifications, product.specificationsAr);
      this.price = egpInputText(product.price);
      this.discount = egpInputText(product.discountFee);
      this.stock = String(product.quantity);
      this.sku = product.sku ?? '';
      this.brand = product.brand ?? '';
      this.categoryId = product.categoryId;
      this.subcategoryId = product.subcategoryId;
      this.isVariant = product.isVariant;
      this.isActive = product.isActive;
      this.imageUrl = product.imageUrl;
    }
    makePresenterObservable(this, arguments, { id: false, focus: false });
  }

  /** Which texts' Arabic is empty while their English is written, as typed now. */
  get arabicMissing(): Readonly<Record<'name' | 'description' | 'features', boolean>> {
    return {
      name: lacksArabic(this.name, this.nameAr),
      description: lacksArabic(this.description, this.descriptionAr),
      features: lacksArabicList(linesOf(this.features), linesOf(this.featuresAr)),
    };
  }

  /** Which halves of a specification row have English and no Arabic beside it. */
  specificationArabicMissing(index: number): Readonly<Record<'name' | 'value', boolean>> {
    const row = this.specifications[index];
    return { name: row !== undefined && lacksArabic(row.name, row.nameAr), value: row !== undefined && lacksArabic(row.value, row.valueAr) };
  }

  changed(change: Partial<Pick<ProductForm, 'name' | 'description' | 'nameAr' | 'descriptionAr' | 'featuresAr' | 'features' | 'price' | 'discount' | 'stock' | 'sku' | 'brand' | 'subcategoryId' | 'isVariant' | 'isActive' | 'imageUrl'>>): void {
    Object.assign(this, change);
    this.errorsCleared();
  }

  categoryChosen(categoryId: number | null): void {
    if (categoryId !== this.categoryId) this.subcategoryId = null;
    this.categoryId = categoryId;
    this.errorsCleared();
  }

  specificationAdded(): void {
    this.specifications.push({ name: '', value: '', nameAr: '', valueAr: '' });
  }

  specificationChanged(index: number, change: Partial<SpecificationRow>): void {
    const row = this.specifications[index];
    if (!row) return;
    Object.assign(row, change);
    this.errorsCleared();
  }

  specificationRemoved(index: number): void {
    this.specifications.splice(index, 1);
    this.errorsCleared();
  }

  /** The fields to send, or null after marking what is wrong and moving the focus to the first of it. */
  validated(): ProductFields | null {
    const errors: Partial<Record<ProductFormField, string>> = {};
    if (this.name.trim() === '') errors.name = AdminMessages.form.required(texts.name);
    const rows = this.specifications.map(trimmedRow);
    const wrongRow = rows.findIndex((row) => row.name === '' && [row.value, row.nameAr, row.valueAr].some(isWritten));
    if (wrongRow >= 0) errors.specifications = AdminArabicMessages.specifications.nameRequired(wrongRow + 1);
    const price = parseEgp(this.price, AdminMessages.form.money(texts.price));
    if (!price.ok) errors.price = price.message;
    const discount = parseEgp(this.discount === '' ? '0' : this.discount, AdminMessages.form.money(texts.discount));
    if (!discount.ok) errors.discount = discount.message;
    else if (price.ok && discount.value > price.value) errors.discount = texts.discountAbovePrice;
    if (this.categoryId === null) errors.categoryId = AdminMessages.form.required(texts.category);
    const stock = this.isVariant ? null : parseWholeNumber(this.stock, AdminMessages.form.wholeNumber(texts.stockQuantity));
    if (stock && !stock.ok) errors.stock = stock.message;
    this.errors = errors;
    this.wrongSpecification = wrongRow >= 0 ? wrongRow : null;
    const first = (['name', 'specifications', 'price', 'discount', 'categoryId', 'stock'] as const).find((field) => errors[field] !== undefined);
    if (first !== undefined) this.focus.moveTo(first === 'specifications' ? specificationNameField(wrongRow) : first);
    if (first !== undefined || !price.ok || !discount.ok || this.categoryId === null) return null;
    const written = rows.filter((row) => row.name !== '');
    return {
      name: this.name.trim(),
      description: this.description.trim(),
      nameAr: arabicOrNull(this.nameAr),
      descriptionAr: arabicOrNull(this.descriptionAr),
      featuresAr: linesOf(this.featuresAr),
      features: linesOf(this.features),
      specifications: written.map((row) => ({ name: row.name, value: row.value })),
      specificationsAr: written.some((row) => row.nameAr !== '' || row.valueAr !== '') ? written.map((row) => ({ name: row.nameAr, value: row.valueAr })) : null,
      price: price.value,
      discountFee: discount.value,
      quantity: stock?.ok ? stock.value : null,
      sku: this.sku.trim() === '' ? null : this.sku.trim(),
      brand: this.brand.trim() === '' ? null : this.brand.trim(),
      categoryId: this.categoryId,
      subcategoryId: this.subcategoryId,
      isVariant: this.isVariant,
      isActive: this.isActive,
      imageUrl: this.imageUrl.trim(),
    };
  }

  private errorsCleared(): void {
    this.errors = {};
    this.wrongSpecification = null;
  }
}
