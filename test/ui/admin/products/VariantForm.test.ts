import { afterEach, describe, expect, it } from 'vitest';
import type { AdminVariant } from '../../../../src/application/admin/AdminCatalogApi';
import { VariantForm } from '../../../../src/ui/admin/products/VariantForm';
import { showLanguage } from '../../../../src/ui/i18n/localized';
import { loadTexts } from '../../../../src/ui/i18n/translations';

/** A stainless steel crown of the upper right, size 4, with 12 in stock. */
const upperRightFour: AdminVariant = { id: 31, sku: 'SSC-UR-4', quantity: 12, side: 0, sideLabel: 'Upper Right', size: '4', variableOption: null, optionLabel: null };

afterEach(() => showLanguage('en'));

describe('VariantForm', () => {
  it('needs what each variant type is made of', () => {
    const sideSize = new VariantForm(null, 'side-size');
    expect(sideSize.validated()).toBeNull();
    expect(sideSize.errors).toEqual({ sku: 'SKU is required.', side: 'Choose a side.', size: 'Enter a size.' });
    const option = new VariantForm(null, 'option-only');
    option.changed({ sku: 'LC-ET', option: 0, size: 'left over' });
    expect(option.validated()).toEqual({ sku: 'LC-ET', quantity: 0, side: null, size: null, variableOption: 0 });
    const sizeOnly = new VariantForm(null, 'size-only');
    sizeOnly.changed({ sku: 'SSC-4', size: ' 4 ', side: 2, quantity: '12' });
    expect(sizeOnly.validated()).toEqual({ sku: 'SSC-4', quantity: 12, side: null, size: '4', variableOption: null });
  });

  it('starts a new variant empty, with no stock, of the type the product has', () => {
    const form = new VariantForm(null, 'option-only');
    expect([form.id, form.type, form.sku, form.quantity, form.side, form.size, form.option]).toEqual([null, 'option-only', '', '0', null, '', null]);
    expect(form.errors).toEqual({});
  });

  it('edits a variant as it is, its type read from what it is made of', () => {
    const form = new VariantForm(upperRightFour, 'option-only');
    expect([form.id, form.type, form.sku, form.quantity, form.side, form.size, form.option]).toEqual([31, 'side-size', 'SSC-UR-4', '12', 0, '4', null]);
    expect(new VariantForm({ ...upperRightFour, side: null, sideLabel: null }, 'side-size').type).toBe('size-only');
    expect(new VariantForm({ ...upperRightFour, side: null, sideLabel: null, size: null, variableOption: 1, optionLabel: 'Thin' }, 'side-size')).toMatchObject({ type: 'option-only', size: '', option: 1 });
    form.changed({ quantity: ' 9 ', sku: ' SSC-UR-4B ' });
    expect(form.validated()).toEqual({ sku: 'SSC-UR-4B', quantity: 9, side: 0, size: '4', variableOption: null });
  });

  it.each(['', '-1', '2.5', 'ten', '12345678'])('refuses %j as the stock', (typed) => {
    const form = new VariantForm(upperRightFour, 'side-size');
    form.changed({ quantity: typed });
    expect(form.validated()).toBeNull();
    expect(form.errors).toEqual({ quantity: 'Stock must be a whole number of 0 or more.' });
  });

  it('clears its messages as soon as staff change anything', () => {
    const form = new VariantForm(null, 'size-only');
    form.validated();
    expect(Object.keys(form.errors)).toEqual(['sku', 'size']);
    form.changed({ sku: 'SSC-5' });
    expect(form.errors).toEqual({});
    expect(form.validated()).toBeNull();
    expect(form.errors).toEqual({ size: 'Enter a size.' });
  });

  it('asks for what is missing in Arabic on an Arabic page', async () => {
    await loadTexts('ar', ['staff']);
    showLanguage('ar');
    const form = new VariantForm(null, 'side-size');
    form.changed({ quantity: 'عشرة' });
    form.validated();
    expect(form.errors).toEqual({ sku: 'حقل «SKU» مطلوب.', quantity: 'يجب أن تكون قيمة «المخزون» عددًا صحيحًا يساوي 0 أو أكثر.', side: 'اختر الجهة.', size: 'أدخل المقاس.' });
    const option = new VariantForm(null, 'option-only');
    option.validated();
    expect(option.errors.option).toBe('اختر خيارًا.');
  });
});
