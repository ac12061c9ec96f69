import { describe, expect, it } from 'vitest';
import type { CartLineNamesApi } from '../../../src/application/cart/CartLineNamesApi';
import { type Language, shownText } from '@tiara/domain/language';
import type { Subject } from './support/Subject';

/** A thing the shop offers, under the id the cart knows it by, with its names in both languages. */
export interface OfferedName {
  readonly id: number;
  readonly name: string;
  readonly nameAr: string | null;
}

export interface CartLineNamesApiSubject {
  /** The port, its calls naming `language` as the reader's. */
  apiIn(language: Language): CartLineNamesApi;
  /** A product the shop names in Arabic too. */
  readonly product: OfferedName;
  /** An AI plan, by its cart id. */
  readonly plan: OfferedName;
  /** A training, by its cart id, and one of its packages, by its own id. */
  readonly training: OfferedName & { readonly package: OfferedName };
}

/** What the cart relies on from GET /api/cart/lines (this server's addition to SPEC). */
export function cartLineNamesApiContract(subject: Subject<CartLineNamesApiSubject>): void {
  describe('CartLineNamesApi', () => {
    it('names a product, an AI plan, a training and its package in the language asked, the English where one has no Arabic', async () => {
      const { apiIn, product, plan, training } = await subject();
      for (const language of ['ar', 'en'] as const) {
        const answer = await apiIn(language).namesOf([product.id, plan.id, training.id], [training.package.id]);
        const shown = (offered: OfferedName) => shownText(language, offered.name, offered.nameAr);
        expect(answer.ok && [...answer.value.items], language).toEqual(
          expect.arrayContaining([
            [product.id, shown(product)],
            [plan.id, shown(plan)],
            [training.id, shown(training)],
          ]),
        );
        expect(answer.ok && [...answer.value.packages], language).toEqual([[training.package.id, shown(training.package)]]);
      }
      const arabic = await apiIn('ar').namesOf([product.id], []);
      expect(arabic.ok && arabic.value.items.get(product.id)).not.toBe(product.name);
    });

    it('leaves out what the shop does not offer, and answers an empty question with nothing', async () => {
      const { apiIn, product } = await subject();
      const answer = await apiIn('ar').namesOf([987_654, product.id], [987_654]);
      expect(answer.ok && [...answer.value.items.keys()]).toEqual([product.id]);
      expect(answer.ok && answer.value.packages.size).toBe(0);
      const nothing = await apiIn('ar').namesOf([], []);
      expect(nothing.ok && [nothing.value.items.size, nothing.value.packages.size]).toEqual([0, 0]);
    });
  });
}
