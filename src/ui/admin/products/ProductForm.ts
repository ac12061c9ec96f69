import type { AdminProductDetail, ProductFields } from '../../../application/admin/AdminCatalogApi';
import { AdminMessages } from '../../messages/AdminMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { arabicOrNull } from '../shared/ArabicInput';
import { egpInputText, parseEgp, parseWholeNumber } from '../shared/FormInput';

const texts = AdminMessages.products;

export type ProductFormField = 'name' | 'price' | 'discount' | 'stock' | 'categoryId' | 'specifications';

/** The non-blank lines of a list typed one item per line, trimmed. */
function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The product form's fields as typed, and the checks made before anything is sent. */
export class ProductForm {
  name = '';
  description = '';
  nameAr = '';
  descriptionAr = '';
  /** One Arabic feature per line, like the English ones. */
  featuresAr = '';
  features = '';
  specifications = '';
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
  /** Null while adding. */
  readonly id: number | null;

  constructor(product: AdminProductDetail | null, categoryId: number | null) {
    this.id = product?.id ?? null;
    this.categoryId = categoryId;
    if (product) {
      this.name = product.name;
      this.description = product.description;
      this.nameAr = product.nameAr ?? '';
      this.descriptionAr = product.descriptionAr ?? '';
      this.featuresAr = product.featuresAr?.join('\n') ?? '';
      this.features = product.features.join('\n');
      this.specifications = product.specifications.map((specification) => `${specification.name}: ${specification.value}`).join('\n');
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
    makePresenterObservable(this, arguments, { id: false });
  }

  changed(change: Partial<Pick<ProductForm, 'name' | 'description' | 'nameAr' | 'descriptionAr' | 'featuresAr' | 'features' | 'specifications' | 'price' | 'discount' | 'stock' | 'sku' | 'brand' | 'subcategoryId' | 'isVariant' | 'isActive' | 'imageUrl'>>): void {
    Object.assign(this, change);
    this.errors = {};
  }

  categoryChosen(categoryId: number | null): void {
    if (categoryId !== this.categoryId) this.subcategoryId = null;
    this.categoryId = categoryId;
    this.errors = {};
  }

  /** The fields to send, or null after marking what is wrong. */
  validated(): ProductFields | null {
    const errors: Partial<Record<ProductFormField, string>> = {};
    if (this.name.trim() === '') errors.name = AdminMessages.form.required(texts.name);
    const price = parseEgp(this.price, AdminMessages.form.money(texts.price));
    if (!price.ok) errors.price = price.message;
    const discount = parseEgp(this.discount === '' ? '0' : this.discount, AdminMessages.form.money(texts.discount));
    if (!discount.ok) errors.discount = discount.message;
    else if (price.ok && discount.value > price.value) errors.discount = texts.discountAbovePrice;
    const stock = this.isVariant ? null : parseWholeNumber(this.stock, AdminMessages.form.wholeNumber(texts.stockQuantity));
    if (stock && !stock.ok) errors.stock = stock.message;
    if (this.categoryId === null) errors.categoryId = AdminMessages.form.required(texts.category);
    const specifications = [];
    const lines = this.specifications.split('\n').map((line) => line.trim());
    for (const [index, line] of lines.entries()) {
      if (line === '') continue;
      const separator = line.indexOf(':');
      const name = separator < 0 ? '' : line.slice(0, separator).trim();
      if (name === '') {
        errors.specifications = texts.specificationLine(index + 1);
        break;
      }
      specifications.push({ name, value: line.slice(separator + 1).trim() });
    }
    this.errors = errors;
    if (Object.keys(errors).length > 0 || !price.ok || !discount.ok || this.categoryId === null) return null;
    return {
      name: this.name.trim(),
      description: this.description.trim(),
      nameAr: arabicOrNull(this.nameAr),
      descriptionAr: arabicOrNull(this.descriptionAr),
      featuresAr: linesOf(this.featuresAr),
      features: linesOf(this.features),
      specifications,
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
}
