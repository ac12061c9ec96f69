import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOW_STOCK, stockBadge } from '../../../../src/ui/admin/products/StockBadge';
import type { AdminProductDetail } from '../../../../src/application/admin/AdminCatalogApi';
import { ProductForm, specificationNameField } from '../../../../src/ui/admin/products/ProductForm';
import { egpInputText, parseEgp } from '../../../../src/ui/admin/shared/FormInput';

/** A product of Premier's with its Arabic name and features, as the editor reads it. */
const detail: AdminProductDetail = {
  id: 7,
  name: 'Etch Gel',
  description: 'A blue gel.',
  nameAr: 'جل حفر',
  descriptionAr: null,
  featuresAr: ['لا يسيل', 'يُشطف بسهولة'],
  features: [],
  specifications: [],
  specificationsAr: null,
  price: 10_000,
  discountFee: 0,
  quantity: 3,
  sku: null,
  brand: 'Premier',
  categoryId: 1,
  categoryName: 'Premier Dental Products',
  subcategoryId: null,
  subcategoryName: null,
  isVariant: false,
  isActive: true,
  imageUrl: '',
  variantCount: 0,
  variants: [],
};

describe('the product form', () => {
  it('says what is missing or wrong before anything is sent, and takes the focus to the first of it', () => {
    const form = new ProductForm(null, null);
    form.changed({ price: '12.345', discount: '-1', stock: '2.5' });
    form.specificationAdded();
    form.specificationChanged(0, { name: 'Material', value: 'Steel' });
    form.specificationAdded();
    form.specificationChanged(1, { nameAr: 'اللون' });
    expect(form.validated()).toBeNull();
    expect(form.errors).toEqual({
      name: 'Name is required.',
      price: 'Price (EGP) must be an amount in EGP of 0 or more, with at most two decimals.',
      discount: 'Discount (EGP) must be an amount in EGP of 0 or more, with at most two decimals.',
      stock: 'Stock quantity must be a whole number of 0 or more.',
      categoryId: 'Category is required.',
      specifications: 'Specification 2 needs its English name.',
    });
    expect(form.wrongSpecification).toBe(1);
    expect(form.focus.field).toBe('name');
    form.changed({ name: 'Crown' });
    expect(form.validated()).toBeNull();
    expect(form.focus.field).toBe(specificationNameField(1));
    form.specificationRemoved(1);
    expect(form.validated()).toBeNull();
    expect(form.focus.field).toBe('price');
  });

  it('refuses a discount above the price', () => {
    const form = new ProductForm(null, 3);
    form.changed({ name: 'Crown', price: '100', discount: '100.01' });
    expect(form.validated()).toBeNull();
    expect(form.errors.discount).toBe('The discount cannot be more than the price.');
  });

  it('sends piasters, trimmed lists, and no stock of its own for a product with variants', () => {
    const form = new ProductForm(null, 3);
    form.changed({ name: ' Crown kit ', price: '450', discount: '50.5', features: 'Pre-crimped\n\n Polished ', isVariant: true, stock: 'ignored' });
    form.specificationAdded();
    form.specificationChanged(0, { name: ' Material ', value: 'Stainless: 316L ' });
    form.specificationAdded();
    expect(form.validated()).toEqual({
      name: 'Crown kit',
      description: '',
      nameAr: null,
      descriptionAr: null,
      featuresAr: [],
      features: ['Pre-crimped', 'Polished'],
      specifications: [{ name: 'Material', value: 'Stainless: 316L' }],
      specificationsAr: null,
      price: 45_000,
      discountFee: 5_050,
      quantity: null,
      sku: null,
      brand: null,
      categoryId: 3,
      subcategoryId: null,
      isVariant: true,
      isActive: true,
      imageUrl: '',
    });
  });

  it('edits the Arabic name and description beside the English ones, trimmed, a blank one sent as none', () => {
    const form = new ProductForm(detail, null);
    expect([form.nameAr, form.descriptionAr, form.featuresAr]).toEqual(['جل حفر', '', 'لا يسيل\nيُشطف بسهولة']);
    form.changed({ nameAr: '   ', descriptionAr: ' جل أزرق لا يسيل ', featuresAr: ' لا يسيل \n\nأزرق' });
    expect(form.validated()).toMatchObject({ name: 'Etch Gel', nameAr: null, descriptionAr: 'جل أزرق لا يسيل', featuresAr: ['لا يسيل', 'أزرق'] });
  });

  it('edits each specification row in English and Arabic side by side, sending the Arabic rows in their places', () => {
    const form = new ProductForm(
      {
        ...detail,
        specifications: [
          { name: 'Shade', value: 'A2' },
          { name: 'Syringe', value: '4 g' },
        ],
        specificationsAr: [{ name: 'اللون', value: 'A2' }],
      },
      null,
    );
    expect(form.specifications).toEqual([
      { name: 'Shade', value: 'A2', nameAr: 'اللون', valueAr: 'A2' },
      { name: 'Syringe', value: '4 g', nameAr: '', valueAr: '' },
    ]);
    expect([form.specificationArabicMissing(0), form.specificationArabicMissing(1)]).toEqual([
      { name: false, value: false },
      { name: true, value: true },
    ]);
    form.specificationChanged(1, { nameAr: ' السرنجة ' });
    expect(form.specificationArabicMissing(1)).toEqual({ name: false, value: true });
    form.specificationAdded();
    form.specificationChanged(2, { name: 'Pieces', value: '' });
    expect(form.validated()).toMatchObject({
      specifications: [
        { name: 'Shade', value: 'A2' },
        { name: 'Syringe', value: '4 g' },
        { name: 'Pieces', value: '' },
      ],
      specificationsAr: [
        { name: 'اللون', value: 'A2' },
        { name: 'السرنجة', value: '' },
        { name: '', value: '' },
      ],
    });
    // Removing a row removes its Arabic with it; no Arabic left is none.
    form.specificationRemoved(0);
    form.specificationChanged(0, { nameAr: '' });
    expect(form.validated()).toMatchObject({ specifications: [{ name: 'Syringe' }, { name: 'Pieces' }], specificationsAr: null });
  });

  it('marks each Arabic text missing while it is empty and its English is written', () => {
    const form = new ProductForm(null, 1);
    expect(form.arabicMissing).toEqual({ name: false, description: false, features: false });
    form.changed({ name: 'Etch Gel', description: 'A blue gel.', features: 'Blue\nThick' });
    expect(form.arabicMissing).toEqual({ name: true, description: true, features: true });
    form.changed({ nameAr: 'جل حفر', descriptionAr: '  ', featuresAr: '\nأزرق' });
    expect(form.arabicMissing).toEqual({ name: false, description: true, features: false });
  });

  it('sends any Arabic typed as its trimmed self, and only blank as none (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('ج', 'ل', ' ', '\t', 'a'), maxLength: 8 }), (typed) => {
        const form = new ProductForm(null, 1);
        form.changed({ name: 'Gel', price: '1', nameAr: typed });
        const sent = form.validated()?.nameAr;
        return typed.trim() === '' ? sent === null : sent === typed.trim();
      }),
    );
  });

  it('shows the brand of the product edited, and sends a blank one as none', () => {
    const form = new ProductForm(null, 1);
    form.changed({ name: 'Gel', price: '1', brand: '  Lumina ' });
    expect(form.validated()?.brand).toBe('Lumina');
    form.changed({ brand: '   ' });
    expect(form.validated()?.brand).toBeNull();
  });

  it('forgets the subcategory when the category changes', () => {
    const form = new ProductForm(null, 1);
    form.changed({ subcategoryId: 4 });
    form.categoryChosen(2);
    expect(form.subcategoryId).toBeNull();
  });

  it('reads any amount it writes back to the same piasters (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_99 }), (piasters) => {
        const parsed = parseEgp(egpInputText(piasters), 'invalid');
        expect(parsed).toEqual({ ok: true, value: piasters });
      }),
    );
  });
});

describe('stock badges', () => {
  it('are red at 0 or below, yellow below 10 and green from 10 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 1_000_000 }), (quantity) => {
        const expected = quantity <= 0 ? 'red' : quantity < LOW_STOCK ? 'yellow' : 'green';
        expect(stockBadge(quantity).colour).toBe(expected);
      }),
    );
    expect(stockBadge(9).text).toBe('Low: 9');
  });
});
