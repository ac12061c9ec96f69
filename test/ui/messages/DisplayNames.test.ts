/**
 * The values the API keeps in English (governorates, cities, statuses, payment methods, roles)
 * read in the shown language while the screens keep sending the English value (issue 16).
 */
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SCAN_STATUSES, SUBSCRIPTION_STATUSES } from '../../../src/application/admin/ai/AdminAiApi';
import { PAYMENT_STATUSES } from '../../../src/application/admin/payments/AdminPaymentsApi';
import { REGISTRATION_STATUSES } from '../../../src/application/admin/training/AdminTrainingApi';
import { ROLES } from '@tiara/domain/access';
import { SORT_OPTIONS } from '@tiara/domain/catalog-query';
import { PAYMENT_METHODS } from '@tiara/domain/checkout';
import { ORDER_STATUSES } from '@tiara/domain/order-lifecycle';
import { CITIES_BY_GOVERNORATE, GOVERNORATES } from '@tiara/domain/shipping-fee';
import { SIDES, variantCartName } from '@tiara/domain/variant-selector';
import { aiMessagesAr } from '../../../src/locales/shop/ar/aiMessagesAr';
import { displayNamesAr } from '../../../src/locales/shared/ar/displayNamesAr';
import { variantNamesEn } from '../../../src/locales/shared/en/variantNamesEn';
import { orderRowOf } from '../../../src/ui/account/orderRows';
import { shownLineName } from '../../../src/ui/cart/shownLineName';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { AiMessages } from '../../../src/ui/messages/AiMessages';
import { DisplayNames, cityChoices, governorateChoices, governorateName, shownName } from '../../../src/ui/messages/DisplayNames';
import { ShellMessages } from '../../../src/ui/messages/ShellMessages';

const LATIN = /[A-Za-z]/;
const ALL_CITIES = Object.values(CITIES_BY_GOVERNORATE).flat();

/** Each value of `values` with its Arabic name in `table`: present, in Arabic letters, none shared. */
function arabicNamesOf(values: readonly string[], table: Readonly<Record<string, string>>): void {
  const names = values.map((value) => table[value]);
  for (const [index, name] of names.entries()) {
    expect(name, values[index]).toBeTruthy();
    expect(name, values[index]).not.toMatch(LATIN);
  }
  expect(new Set(names).size).toBe(values.length);
}

describe('the Arabic display names', () => {
  it.each([
    ['governorate', GOVERNORATES, displayNamesAr.governorates],
    ['Cairo and Giza city', ALL_CITIES, displayNamesAr.cities],
    ['payment method', PAYMENT_METHODS, displayNamesAr.paymentMethods],
    ['sort option', SORT_OPTIONS, displayNamesAr.sortOptions],
    ['order status', ORDER_STATUSES, displayNamesAr.orderStatuses],
    ['payment status', PAYMENT_STATUSES, displayNamesAr.paymentStatuses],
    ['subscription status', SUBSCRIPTION_STATUSES, displayNamesAr.subscriptionStatuses],
    ['scan status', SCAN_STATUSES, displayNamesAr.scanStatuses],
    ['registration status', REGISTRATION_STATUSES, displayNamesAr.registrationStatuses],
    ['role', ROLES, displayNamesAr.roles],
  ] as const)('name every %s in Arabic letters, each its own', (_, values, table) => {
    arabicNamesOf(values, table);
  });

  it('name no value the shop does not have', () => {
    expect(Object.keys(displayNamesAr.governorates).sort()).toEqual([...GOVERNORATES].sort());
    expect(Object.keys(displayNamesAr.cities).sort()).toEqual([...ALL_CITIES].sort());
  });
});

describe('DisplayNames in the shown language', () => {
  beforeAll(async () => {
    await loadTexts('ar', ['storefront']);
  });
  afterEach(() => showLanguage('en'));

  it('offers the governorates and cities under their Arabic names, still sending the English values', () => {
    showLanguage('ar');
    expect(governorateChoices()[0]).toEqual({ value: 'Cairo', label: 'القاهرة' });
    expect(governorateChoices().map((choice) => choice.value)).toEqual(GOVERNORATES);
    expect(cityChoices('Giza').find((choice) => choice.value === 'Dokki')).toEqual({ value: 'Dokki', label: 'الدقي' });
    expect(cityChoices('Luxor')).toEqual([]);
  });

  it('offers them under their English names in English', () => {
    expect(governorateChoices().every((choice) => choice.label === choice.value)).toBe(true);
    expect(cityChoices('Cairo').every((choice) => choice.label === choice.value)).toBe(true);
  });

  it('names a governorate however the stored data spells it', () => {
    showLanguage('ar');
    const spelled = fc.tuple(
      fc.constantFrom(...GOVERNORATES),
      fc.array(fc.boolean(), { maxLength: 20 }),
      fc.constantFrom('', ' ', '  '),
    ).map(([name, upper, pad]) => [name, `${pad}${[...name].map((letter, index) => (upper[index] ? letter.toUpperCase() : letter.toLowerCase())).join('')}${pad}`] as const);
    fc.assert(fc.property(spelled, ([name, stored]) => governorateName(stored) === displayNamesAr.governorates[name]));
  });

  it('shows a value it has no name for as the API sent it', () => {
    showLanguage('ar');
    expect(shownName(DisplayNames.orderStatuses, 'Refunded')).toBe('Refunded');
    expect(shownName(DisplayNames.orderStatuses, 'toString')).toBe('toString');
    expect(governorateName('Atlantis')).toBe('Atlantis');
  });

  it("words an order's status and its amount lines in Arabic, 'Success' reading as delivered", () => {
    showLanguage('ar');
    const items = [{ name: 'Etch', quantity: 1, price: 85_000, image: '', productId: 5, variantId: null, kind: 'product' as const }];
    const row = orderRowOf({ id: 7, createdAt: new Date('2027-01-05T10:00:00Z'), charges: { shipping: 15_000, discount: 0, promoCode: null }, total: 100_000, status: 'Success', items });
    expect(row.statusText).toBe('تم التسليم');
    expect(row.amounts.map((amount) => amount.label)).toEqual(['المجموع الفرعي', 'الشحن']);
    expect(orderRowOf({ id: 8, createdAt: new Date('2027-01-05T10:00:00Z'), charges: null, total: 100_000, status: 'Shipped', items }).amounts.map((amount) => amount.label)).toEqual(['المجموع الفرعي', 'الشحن والخصم']);
    expect(orderRowOf({ id: 8, createdAt: new Date('2027-01-05T10:00:00Z'), charges: null, total: 100_000, status: 'Shipped', items: [] }).statusText).toBe('تم الشحن');
  });

  it('translates a list whole: the AI page features', () => {
    showLanguage('ar');
    expect(AiMessages.landing.features).toEqual(aiMessagesAr.landing.features);
    showLanguage('en');
    expect(AiMessages.landing.features[0]?.title).toBe('Automatic segmentation');
  });

  it('words the not-found page in Arabic', () => {
    showLanguage('ar');
    for (const text of Object.values(ShellMessages.notFound)) expect(text).not.toMatch(LATIN);
  });
});

describe('a cart line name', () => {
  beforeAll(async () => {
    await loadTexts('ar', ['storefront']);
  });
  afterEach(() => showLanguage('en'));

  const variants = fc.record({
    side: fc.option(fc.integer({ min: 0, max: SIDES.length - 1 }), { nil: null }),
    size: fc.option(fc.stringMatching(/^[0-9A-Z]{1,3}$/), { nil: null }),
  });

  it('reads in English exactly as it is stored', () => {
    fc.assert(
      fc.property(variants, ({ side, size }) => {
        const name = variantCartName('PediaZir Crowns', { side, size, option: null }, variantNamesEn);
        return shownLineName({ name, ...(side === null ? {} : { side }), ...(size === null ? {} : { size }) }) === name;
      }),
    );
  });

  it("names the side and size in Arabic, the product's name kept", () => {
    showLanguage('ar');
    const name = variantCartName('PediaZir Crowns', { side: 0, size: '4', option: null }, variantNamesEn);
    expect(shownLineName({ name, side: 0, size: '4' })).toBe('PediaZir Crowns – العلوي الأيمن، مقاس 4');
  });

  it('keeps a name it did not write (a line stored before, or renamed) as it is', () => {
    showLanguage('ar');
    expect(shownLineName({ name: 'Crowns (Upper Right 4)', side: 0, size: '4' })).toBe('Crowns (Upper Right 4)');
    expect(shownLineName({ name: 'Etch Gel' })).toBe('Etch Gel');
  });
});
