import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ProductTexts,
  type Specification,
  isWritten,
  lacksArabic,
  lacksArabicList,
  lacksArabicSpecifications,
  productArabicGaps,
  shownList,
  shownSpecifications,
} from '@tiara/domain/bilingual';

const text = () => fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('', ' ', 'Blue', 'أزرق'));
const optionalText = () => fc.option(text(), { nil: null });
const row = () => fc.record({ name: text(), value: text() });
const rows = () => fc.array(row(), { maxLength: 5 });

/** The Arabic rows with every gap beside a written English text filled. */
const filled = (english: readonly Specification[], arabic: readonly Specification[] | null): Specification[] =>
  english.map((_, index) => ({
    name: isWritten(arabic?.[index]?.name) ? arabic[index].name : 'اسم',
    value: isWritten(arabic?.[index]?.value) ? arabic[index].value : 'قيمة',
  }));

const product = (fields: Partial<ProductTexts> = {}): ProductTexts => ({
  name: 'Crown kit',
  nameAr: 'طقم تيجان',
  description: 'Pre-crimped crowns.',
  descriptionAr: 'تيجان جاهزة.',
  features: ['Pre-crimped'],
  featuresAr: ['جاهزة'],
  specifications: [{ name: 'Material', value: 'Stainless steel' }],
  specificationsAr: [{ name: 'الخامة', value: 'ستانلس ستيل' }],
  ...fields,
});

describe('texts kept in English and Arabic', () => {
  it.each([
    ['Blue', 'أزرق', false],
    ['Blue', null, true],
    ['Blue', '  ', true],
    ['', null, false],
    ['  ', '', false],
  ] as const)('says of (%j, %j) that its Arabic is missing: %s', (english, arabic, missing) => {
    expect(lacksArabic(english, arabic)).toBe(missing);
  });

  it.each([
    [['High polish'], ['لمعان عالٍ'], false, ['لمعان عالٍ']],
    [['High polish'], null, true, ['High polish']],
    [['High polish'], ['', ' '], true, ['High polish']],
    [['High polish', 'Radiopaque'], ['لمعان عالٍ'], false, ['لمعان عالٍ']],
    [[], null, false, []],
    [[''], null, false, ['']],
  ] as const)('says of the lists %j and %j that the Arabic is missing: %s, and shows an Arabic reader %j', (english, arabic, missing, shown) => {
    expect(lacksArabicList(english, arabic)).toBe(missing);
    expect(shownList('ar', english, arabic)).toEqual(shown);
  });

  it('shows an Arabic reader the specifications row by row, each half in Arabic where written, else in English', () => {
    const english = [
      { name: 'Material', value: 'Stainless steel' },
      { name: 'Size', value: '4' },
      { name: 'Pieces', value: '12' },
    ];
    const arabic = [
      { name: 'الخامة', value: 'ستانلس ستيل' },
      { name: 'المقاس', value: '' },
    ];
    expect(shownSpecifications('ar', english, arabic)).toEqual([
      { name: 'الخامة', value: 'ستانلس ستيل' },
      { name: 'المقاس', value: '4' },
      { name: 'Pieces', value: '12' },
    ]);
    expect(lacksArabicSpecifications(english, arabic)).toBe(true);
    expect(shownSpecifications('ar', english, null)).toBe(english);
    expect(shownSpecifications('ar', english, [])).toBe(english);
    expect(shownSpecifications('en', english, arabic)).toBe(english);
  });

  it('names the texts of a product an Arabic reader would read in English, in the editor\'s order', () => {
    expect(productArabicGaps(product())).toEqual([]);
    expect(productArabicGaps(product({ nameAr: null, descriptionAr: ' ', featuresAr: [], specificationsAr: [{ name: 'الخامة', value: '' }] }))).toEqual([
      'name',
      'description',
      'features',
      'specifications',
    ]);
    // Nothing in English asks for nothing in Arabic.
    expect(productArabicGaps(product({ description: '', descriptionAr: null, features: [], featuresAr: null, specifications: [], specificationsAr: null }))).toEqual([]);
  });

  it('shows an English reader exactly the English, whatever the Arabic', () => {
    fc.assert(
      fc.property(rows(), fc.option(rows(), { nil: null }), fc.array(text()), fc.option(fc.array(text()), { nil: null }), (english, arabic, features, featuresAr) => {
        expect(shownSpecifications('en', english, arabic)).toBe(english);
        expect(shownList('en', features, featuresAr)).toBe(features);
      }),
    );
  });

  it('shows an Arabic reader one row per English row, and only the English where the Arabic is missing', () => {
    fc.assert(
      fc.property(rows(), fc.option(rows(), { nil: null }), (english, arabic) => {
        const shown = shownSpecifications('ar', english, arabic);
        expect(shown).toHaveLength(english.length);
        // No gap: every written English half is shown in Arabic.
        if (!lacksArabicSpecifications(english, arabic)) {
          shown.forEach((row, index) => {
            if (isWritten(english[index]?.name)) expect(row.name).toBe(arabic?.[index]?.name);
            if (isWritten(english[index]?.value)) expect(row.value).toBe(arabic?.[index]?.value);
          });
        }
      }),
    );
  });

  it('finds no gap once every gap is filled, and never one where nothing is written in English', () => {
    fc.assert(
      fc.property(rows(), fc.option(rows(), { nil: null }), (english, arabic) => {
        expect(lacksArabicSpecifications(english, filled(english, arabic))).toBe(false);
        expect(lacksArabicSpecifications(english.map(() => ({ name: ' ', value: '' })), arabic)).toBe(false);
      }),
    );
  });

  it('says a text or a list lacks its Arabic exactly when a reader of Arabic is shown its written English', () => {
    fc.assert(
      fc.property(text(), optionalText(), fc.array(text(), { maxLength: 3 }), fc.option(fc.array(text(), { maxLength: 3 }), { nil: null }), (english, arabic, items, itemsAr) => {
        const asList = [english];
        expect(lacksArabic(english, arabic)).toBe(isWritten(english) && shownList('ar', asList, arabic === null ? null : [arabic]) === asList);
        expect(lacksArabicList(items, itemsAr)).toBe(items.some(isWritten) && shownList('ar', items, itemsAr) === items);
      }),
    );
  });

  it('reports a product field as missing exactly when its own rule says so', () => {
    fc.assert(
      fc.property(text(), optionalText(), fc.array(text(), { maxLength: 3 }), fc.option(fc.array(text(), { maxLength: 3 }), { nil: null }), rows(), fc.option(rows(), { nil: null }), (name, nameAr, features, featuresAr, specifications, specificationsAr) => {
        const gaps = productArabicGaps(product({ name, nameAr, features, featuresAr, specifications, specificationsAr, description: '' }));
        expect(gaps.includes('name')).toBe(lacksArabic(name, nameAr));
        expect(gaps.includes('features')).toBe(lacksArabicList(features, featuresAr));
        expect(gaps.includes('specifications')).toBe(lacksArabicSpecifications(specifications, specificationsAr));
        expect(gaps).not.toContain('description');
      }),
    );
  });
});
