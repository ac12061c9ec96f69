import { afterEach, describe, expect, it } from 'vitest';
import { variantName, variantOptionName } from '../../../../src/ui/admin/products/ProductVariantsPresenter';
import { showLanguage } from '../../../../src/ui/i18n/localized';
import { loadTexts } from '../../../../src/ui/i18n/translations';
import { addProduct, productsPage } from './productsTestKit';

describe('ProductVariantsPresenter', () => {
  it('adds variants of the type the product has, and its stock follows theirs', async () => {
    const { presenter, toasts } = productsPage();
    await presenter.opened();
    await addProduct(presenter, { name: 'Crown kit', price: '450', isVariant: true }, '3');
    const variants = presenter.variants;

    variants.addClicked();
    variants.form?.changed({ sku: 'SSC-UR-4', quantity: '12', side: 0, size: '4' });
    await variants.saveClicked();
    variants.addClicked();
    expect(variants.form?.type).toBe('side-size');
    variants.form?.changed({ sku: 'SSC-LL-5', quantity: '3', side: 2, size: '5' });
    await variants.saveClicked();
    expect(variants.product?.variants.map((variant) => variant.sku)).toEqual(['SSC-UR-4', 'SSC-LL-5']);
    expect(presenter.products.list.items[0]?.quantity).toBe(15);
    expect(toasts.toasts.at(-1)?.message).toBe('Variant added.');

    const variant = variants.product?.variants[0];
    if (!variant) throw new Error('no variant');
    variants.deleteClicked(variant);
    expect(variants.confirmation.pending?.message).toBe('Delete the variant “Crown kit – Upper Right 4”? Its stock leaves the product.');
    await variants.confirmation.confirmed();
    expect(presenter.products.list.items[0]?.quantity).toBe(3);
  });
});

describe("a variant's name in the back office", () => {
  afterEach(() => showLanguage('en'));

  it('names the option in the shown language, as the option select does, not as the API labels it', async () => {
    const variant = { id: 1, sku: 'PDP-MATRIX-ET', quantity: 4, side: null, sideLabel: null, size: null, variableOption: 0, optionLabel: 'Extrathin' };
    expect([variantOptionName(variant), variantName(variant)]).toEqual(['Extrathin', 'Extrathin']);
    await loadTexts('ar', ['storefront', 'staff']);
    showLanguage('ar');
    expect([variantOptionName(variant), variantName({ ...variant, variableOption: null, optionLabel: null, side: 0, size: '4' })]).toEqual(['رفيع جدًا', 'العلوي الأيمن 4']);
  });
});
