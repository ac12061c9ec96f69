import { type ArabicGap, type ArabicGapField, type ArabicGapKind, type ProductTexts, lacksArabic, productArabicGaps } from '@tiara/domain/bilingual';

/** A text kept in English and, where written, in Arabic. */
interface Bilingual {
  readonly english: string;
  readonly arabic: string | null;
}

/** Every customer-facing text the back office writes, in both languages, as the report reads it (ArabicTextQueries). */
export interface BilingualTexts {
  readonly products: ReadonlyArray<ProductTexts & { readonly id: number }>;
  readonly subcategories: ReadonlyArray<{ readonly id: number; readonly name: Bilingual }>;
  readonly notifications: ReadonlyArray<{ readonly id: number; readonly title: Bilingual; readonly message: Bilingual }>;
  readonly trainings: ReadonlyArray<{ readonly id: number; readonly title: Bilingual; readonly description: Bilingual; readonly location: Bilingual; readonly instructors: Bilingual }>;
  readonly packages: ReadonlyArray<{ readonly id: number; readonly trainingTitle: string; readonly name: Bilingual }>;
  readonly plans: ReadonlyArray<{ readonly id: number; readonly name: Bilingual; readonly description: Bilingual; readonly period: Bilingual }>;
}

/** The item as the report lists it, or nothing when none of its texts lacks its Arabic. */
function gap(kind: ArabicGapKind, id: number, title: string, within: string | null, missing: readonly ArabicGapField[]): ArabicGap[] {
  return missing.length === 0 ? [] : [{ kind, id, title, within, missing }];
}

/** The fields of `texts` whose English is written and whose Arabic is not, in the order given. */
function lacking(texts: ReadonlyArray<readonly [ArabicGapField, Bilingual]>): ArabicGapField[] {
  return texts.filter(([, text]) => lacksArabic(text.english, text.arabic)).map(([field]) => field);
}

/**
 * The report of what lacks Arabic: every item of `texts` with at least one text a reader of
 * Arabic would read in English, by kind in the report's order, each naming those texts.
 */
export function arabicGapsOf(texts: BilingualTexts): ArabicGap[] {
  return [
    ...texts.products.flatMap((product) => gap('product', product.id, product.name, null, productArabicGaps(product))),
    ...texts.subcategories.flatMap((line) => gap('subcategory', line.id, line.name.english, null, lacking([['name', line.name]]))),
    ...texts.notifications.flatMap((notice) =>
      gap('notification', notice.id, notice.title.english, null, lacking([['title', notice.title], ['message', notice.message]])),
    ),
    ...texts.trainings.flatMap((training) =>
      gap(
        'training',
        training.id,
        training.title.english,
        null,
        lacking([
          ['title', training.title],
          ['description', training.description],
          ['location', training.location],
          ['instructors', training.instructors],
        ]),
      ),
    ),
    ...texts.packages.flatMap((option) => gap('package', option.id, option.name.english, option.trainingTitle, lacking([['name', option.name]]))),
    ...texts.plans.flatMap((plan) =>
      gap('plan', plan.id, plan.name.english, null, lacking([['name', plan.name], ['description', plan.description], ['period', plan.period]])),
    ),
  ];
}
