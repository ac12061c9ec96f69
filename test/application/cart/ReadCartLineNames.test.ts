import { describe, expect, it } from 'vitest';
import { ReadCartLineNames } from '../../../src/application/cart/ReadCartLineNames';
import type { CartLine } from '@tiara/domain/cart';
import type { VariantNames } from '@tiara/domain/variant-selector';
import { variantNamesAr } from '../../../src/locales/shared/ar/variantNamesAr';
import { variantNamesEn } from '../../../src/locales/shared/en/variantNamesEn';
import { crown, crownsCourse, etchGel, proPlan } from '../support/cartLines';
import { apiFailure } from '../support/checkoutFakes';
import { FakeCartLineNamesApi } from '../support/fakes/FakeCartLineNamesApi';

const freeCourse: CartLine = { id: 2_000_002, name: 'Open day', price: 0, quantity: 1, image: '', stock: 1 };

function shop(language: 'en' | 'ar' = 'ar'): FakeCartLineNamesApi {
  const api = new FakeCartLineNamesApi(() => language);
  api.items.set(etchGel.id, { name: 'Etch gel', nameAr: 'جل الحفر' });
  api.items.set(crown.id, { name: 'ZR crown', nameAr: 'تاج زيركونيا' });
  api.items.set(proPlan.id, { name: 'Pro', nameAr: 'باقة برو' });
  api.items.set(crownsCourse.id, { name: 'Crowns course', nameAr: 'دورة التيجان' });
  api.items.set(freeCourse.id, { name: 'Open day', nameAr: 'اليوم المفتوح' });
  api.packages.set(1, { name: 'Lecture only', nameAr: 'محاضرة فقط' });
  return api;
}

async function namesOf(api: FakeCartLineNamesApi, lines: readonly CartLine[], language: 'en' | 'ar', variantNames: VariantNames) {
  const result = await new ReadCartLineNames(api).execute({ lines, language, variantNames });
  if (!result.ok) throw new Error(result.error.message);
  return lines.map(result.value);
}

describe('ReadCartLineNames', () => {
  it('names each line from what the shop calls its parts now: a variant’s side and size, a training’s package', async () => {
    expect(await namesOf(shop('ar'), [etchGel, crown, proPlan, crownsCourse, freeCourse], 'ar', variantNamesAr)).toEqual([
      'جل الحفر',
      'تاج زيركونيا – القاطع الأوسط اللبني، مقاس 1',
      'باقة برو',
      'دورة التيجان (محاضرة فقط)',
      'اليوم المفتوح',
    ]);
    expect(await namesOf(shop('en'), [crown], 'en', variantNamesEn)).toEqual(['ZR crown – Primary Central, size 1']);
  });

  it('asks about each cart id and chosen package, and names none the shop left out', async () => {
    const api = shop();
    api.items.delete(proPlan.id);
    expect(await namesOf(api, [etchGel, proPlan, crownsCourse], 'ar', variantNamesAr)).toEqual(['جل الحفر', null, 'دورة التيجان (محاضرة فقط)']);
    expect(api.asked).toEqual([{ cartIds: [etchGel.id, proPlan.id, crownsCourse.id], packageIds: [1] }]);
  });

  it('asks nothing for an empty cart', async () => {
    const api = shop();
    expect((await new ReadCartLineNames(api).execute({ lines: [], language: 'ar', variantNames: variantNamesAr })).ok).toBe(true);
    expect(api.asked).toEqual([]);
  });

  it('answers the failure of a shop it could not ask', async () => {
    const api = shop();
    api.failures.set('namesOf', apiFailure('network'));
    expect(await new ReadCartLineNames(api).execute({ lines: [etchGel], language: 'ar', variantNames: variantNamesAr })).toMatchObject({ ok: false, error: { kind: 'network' } });
  });
});
