/**
 * Issue 28, item 2: every demo text a customer reads has its Arabic beside its English, and an
 * Arabic list (features, specifications) has a line for each English one.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_DATA } from '../../../server/seed/demoData';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

interface Findings {
  /** Each bilingual field looked at, as a path without the items' places ("products[].name"). */
  readonly fields: Set<string>;
  readonly problems: string[];
}

/** Walks the data and checks every `{ en, ar }` in it, wherever it is. */
function checkArabic(value: unknown, where: string, field: string, findings: Findings): Findings {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const id = typeof item === 'object' && item !== null && 'id' in item ? `id ${String(item.id)}` : String(index);
      checkArabic(item, `${where}[${id}]`, `${field}[]`, findings);
    });
  } else if (typeof value === 'object' && value !== null) {
    if ('en' in value) {
      findings.fields.add(field);
      findings.problems.push(...arabicProblems(value.en, 'ar' in value ? value.ar : undefined).map((problem) => `${where}: ${problem}`));
    } else {
      for (const [key, inner] of Object.entries(value)) checkArabic(inner, `${where}.${key}`, `${field}.${key}`, findings);
    }
  }
  return findings;
}

function arabicProblems(english: unknown, arabic: unknown): string[] {
  const isArabic = (text: unknown) => typeof text === 'string' && ARABIC_LETTER.test(text);
  if (typeof english === 'string') {
    if (english === '') return arabic === undefined || arabic === '' ? [] : ['Arabic where the English is empty'];
    return isArabic(arabic) ? [] : [`no Arabic for "${english}"`];
  }
  if (!Array.isArray(english)) return ['not a text'];
  if (!Array.isArray(arabic)) return ['no Arabic list'];
  if (arabic.length !== english.length) return [`${arabic.length} Arabic lines for ${english.length} English ones`];
  return arabic.flatMap((line: unknown, index) => {
    const text = typeof line === 'object' && line !== null && 'name' in line ? line.name : line;
    return isArabic(text) ? [] : [`line ${index + 1} is not Arabic`];
  });
}

const arabicOf = (data: unknown) => checkArabic(data, 'demo data', '', { fields: new Set(), problems: [] });

describe('the demo data in Arabic', () => {
  it('has the Arabic of every product, subcategory, notification, training, package, AI plan and invoice seller text', () => {
    const { fields, problems } = arabicOf(DEMO_DATA);
    expect(problems).toEqual([]);
    expect([...fields].sort()).toEqual([
      '.aiPlans[].description',
      '.aiPlans[].name',
      '.aiPlans[].periodLabel',
      '.invoiceSeller.address',
      '.invoiceSeller.legalName',
      '.notifications[].message',
      '.notifications[].title',
      '.products[].description',
      '.products[].features',
      '.products[].name',
      '.products[].specifications',
      '.subcategories[].name',
      '.trainings[].description',
      '.trainings[].instructors',
      '.trainings[].location',
      '.trainings[].packages[].name',
      '.trainings[].title',
    ]);
  });

  it('names each text without Arabic and each Arabic list that does not line up with its English', () => {
    const [first] = DEMO_DATA.products;
    const [notification] = DEMO_DATA.notifications;
    if (!first || !notification) throw new Error('no demo product or notification');
    const doctored = {
      products: [
        {
          ...first,
          features: { en: first.features.en, ar: first.features.ar?.slice(1) },
          specifications: { en: first.specifications.en, ar: first.specifications.ar?.map((line) => ({ ...line, name: 'Shade' })) },
        },
      ],
      notifications: [{ ...notification, title: { en: notification.title.en } }],
      invoiceSeller: { ...DEMO_DATA.invoiceSeller, address: { en: DEMO_DATA.invoiceSeller.address.en } },
    };
    expect(arabicOf(doctored).problems).toEqual([
      `demo data.products[id ${first.id}].features: ${first.features.en.length - 1} Arabic lines for ${first.features.en.length} English ones`,
      ...first.specifications.en.map((_, index) => `demo data.products[id ${first.id}].specifications: line ${index + 1} is not Arabic`),
      `demo data.notifications[0].title: no Arabic for "${notification.title.en}"`,
      `demo data.invoiceSeller.address: no Arabic for "${DEMO_DATA.invoiceSeller.address.en}"`,
    ]);
  });
});
