import { describe, expect, it } from 'vitest';
import { variantNamesAr } from '../../../../src/locales/shared/ar/variantNamesAr';

describe("a variant's names in Arabic", () => {
  it.each([
    [0, 'رفيع جدًا'],
    [1, '13T'],
    [2, '13'],
    [3, 'فائق الرقة'],
    [4, 'صغير'],
    [5, 'أزرق'],
    [6, 'الخيار 6'],
  ])('option %d is %j', (option, name) => {
    expect(variantNamesAr.option(option)).toBe(name);
  });

  it('names the sides in Arabic, an unknown one by its number', () => {
    expect(variantNamesAr.side(0)).toBe('العلوي الأيمن');
    expect(variantNamesAr.side(9)).toBe('الجهة 9');
  });

  it('names a size', () => {
    expect(variantNamesAr.size('4')).toBe('مقاس 4');
  });
});
