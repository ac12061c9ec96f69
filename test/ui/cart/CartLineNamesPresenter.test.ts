import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CartLine } from '@tiara/domain/cart';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { crown, crownsCourse, etchGel, proPlan } from '../../application/support/cartLines';
import { apiFailure, settle } from '../../application/support/checkoutFakes';
import type { FakeCartLineNamesApi } from '../../application/support/fakes/FakeCartLineNamesApi';
import { openCheckout } from '../checkout/checkoutTestKit';
import { openCart } from './cartTestKit';

afterEach(() => {
  // The shown language is the page's, shared by every table: each test starts in English.
  showLanguage('en');
});

/** What the shop calls the cart's things, in both languages. */
function nameTheShop(names: FakeCartLineNamesApi): void {
  names.items.set(etchGel.id, { name: 'Premier Etch 37% Phosphoric Acid Gel', nameAr: 'جل الحفر بريمير ٣٧٪' });
  names.items.set(crown.id, { name: 'NuSmile ZR Zirconia Crown', nameAr: 'تاج زيركونيا نوسمايل' });
  names.items.set(proPlan.id, { name: 'Pro', nameAr: 'باقة برو' });
  names.items.set(crownsCourse.id, { name: 'Pediatric Crowns: Hands-On', nameAr: 'تيجان الأطفال: تدريب عملي' });
  names.packages.set(1, { name: 'Lecture only', nameAr: 'محاضرة فقط' });
}

const lines = [etchGel, crown, proPlan, crownsCourse];

const english = [
  'Premier Etch 37% Phosphoric Acid Gel',
  'NuSmile ZR Zirconia Crown – Primary Central, size 1',
  'Pro',
  'Pediatric Crowns: Hands-On (Lecture only)',
];

const arabic = ['جل الحفر بريمير ٣٧٪', 'تاج زيركونيا نوسمايل – القاطع الأوسط اللبني، مقاس 1', 'باقة برو', 'تيجان الأطفال: تدريب عملي (محاضرة فقط)'];

/** Everything of the lines but their names: what identifies them, their prices and quantities. */
const identities = (cartLines: readonly CartLine[]) => cartLines.map(({ name: _name, ...identity }) => identity);

describe('CartLineNamesPresenter on the cart page', () => {
  it('names the lines as the shop calls them now when the page opens, and keeps the names with the cart', async () => {
    const { page, cartStore } = openCart(lines, (kit) => nameTheShop(kit.lineNames));
    await settle();
    expect(page.lines.map((line) => line.name)).toEqual(english);
    expect(cartStore.stored.lines.map((line) => line.name)).toEqual(english);
  });

  it('names them again in Arabic after a switch, in place: the same lines, keys, prices and quantities', async () => {
    const { page, cartStore, language, lineNames } = openCart(lines, (kit) => nameTheShop(kit.lineNames));
    await settle();
    const keys = page.lines.map((line) => line.key);

    await language.choose('ar');
    await settle();

    expect(page.lines.map((line) => line.name)).toEqual(arabic);
    expect(page.lines.map((line) => line.key)).toEqual(keys);
    expect(identities(cartStore.stored.lines)).toEqual(identities(lines));
    expect(cartStore.stored.lines.map((line) => line.name)).toEqual(arabic);
    expect(lineNames.asked.at(-1)).toEqual({ cartIds: lines.map((line) => line.id), packageIds: [1] });

    await language.choose('en');
    await settle();
    expect(page.lines.map((line) => line.name)).toEqual(english);
  });

  it('after a reload shows the names kept with the cart at once, in Arabic, and reads them again', async () => {
    const first = openCart(lines, (kit) => nameTheShop(kit.lineNames));
    await first.language.choose('ar');
    await settle();

    const reloaded = openCart(first.cartStore.stored.lines, (kit) => {
      nameTheShop(kit.lineNames);
      kit.languagePreference.kept = 'ar';
      kit.lineNames.hold();
    });
    await reloaded.language.start();
    expect(reloaded.page.lines.map((line) => line.name)).toEqual(arabic);
    expect(reloaded.lineNames.asked).toHaveLength(1);
    await reloaded.lineNames.release();
    expect(reloaded.page.lines.map((line) => line.name)).toEqual(arabic);
  });

  it('keeps the name of a line the shop no longer names, or whose package it no longer offers', async () => {
    const { page } = openCart(lines, (kit) => {
      nameTheShop(kit.lineNames);
      kit.lineNames.items.delete(etchGel.id);
      kit.lineNames.packages.delete(1);
    });
    await settle();
    expect(page.lines.map((line) => line.name)).toEqual([etchGel.name, english[1], english[2], crownsCourse.name]);
  });

  it('keeps every name when the shop cannot be reached, and saves nothing', async () => {
    const { page, cartStore } = openCart(lines, (kit) => {
      nameTheShop(kit.lineNames);
      kit.lineNames.failures.set('namesOf', apiFailure('network'));
    });
    const before = cartStore.stored;
    await settle();
    expect(page.lines.map((line) => line.name)).toEqual([etchGel.name, 'NuSmile ZR Zirconia Crown, Primary Central', proPlan.name, crownsCourse.name]);
    expect(cartStore.stored).toBe(before);
  });

  it('keeps the answer of the latest reading only: names read before a switch that arrive after it are dropped', async () => {
    const { page, language, lineNames } = openCart(lines, (kit) => {
      nameTheShop(kit.lineNames);
      kit.lineNames.hold();
    });
    await language.choose('ar');
    expect(lineNames.asked).toHaveLength(2);
    // The Arabic answer first, then the English one asked before the switch.
    await lineNames.release([1, 0]);
    expect(page.lines.map((line) => line.name)).toEqual(arabic);
  });

  it('stops reading once the page is closed', async () => {
    const { page, language, lineNames } = openCart(lines, (kit) => nameTheShop(kit.lineNames));
    await settle();
    page.closed();
    await language.choose('ar');
    await settle();
    expect(lineNames.asked).toHaveLength(1);
  });

  it('never changes what identifies a line, its price or quantity, whatever the shop calls it', async () => {
    const name = fc.option(fc.string({ maxLength: 600 }), { nil: null });
    await fc.assert(
      fc.asyncProperty(fc.tuple(name, name, name, name, name), async (names) => {
        const { cartStore } = openCart(lines, (kit) => {
          lines.forEach((line, index) => {
            const given = names[index];
            if (given !== null && given !== undefined) kit.lineNames.items.set(line.id, { name: given, nameAr: null });
          });
          if (names[4] !== null) kit.lineNames.packages.set(1, { name: names[4], nameAr: null });
        });
        await settle();
        expect(identities(cartStore.stored.lines)).toEqual(identities(lines));
      }),
      { numRuns: 30 },
    );
  });
});

describe('CartLineNamesPresenter in the checkout’s summary', () => {
  it('names the summary’s lines in the reader’s language, and again after a switch', async () => {
    const { page, language } = await openCheckout(lines, (kit) => nameTheShop(kit.lineNames));
    expect(page.summary.lines.map((line) => line.name)).toEqual(english);
    await language.choose('ar');
    await settle();
    expect(page.summary.lines.map((line) => line.name)).toEqual(arabic);
    page.closed();
  });
});
