import { z as classic } from 'zod';
import { CART_LINE_NAMES_MAX_IDS, type CartLineNameJson, type CartLineNamesJson } from '@tiara/contract/cartLineJson';
import { aiPlanCartId, aiPlanIdOf, cartItemKindOf, trainingCartId, trainingIdOf } from '@tiara/domain/cart';
import { type Language, shownText } from '@tiara/domain/language';
import type { BilingualName, CartItemNames, CartItemNamesRequest } from '../../application/orders/CartNames';
import { LARGEST_ID } from '../schemas';

/** Up to CART_LINE_NAMES_MAX_IDS ids, comma-separated ("12,1000002"); each id once. */
const idList = () =>
  classic
    .string()
    .regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${CART_LINE_NAMES_MAX_IDS - 1}}$`), `must be up to ${CART_LINE_NAMES_MAX_IDS} whole numbers separated by commas`)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(classic.array(classic.number().int().positive().max(LARGEST_ID)));

export const cartLineNamesQuery = classic.object({
  ids: idList().optional().describe("The cart's ids: product ids, AI plan ids + 1,000,000 and training ids + 2,000,000"),
  packages: idList().optional().describe('The training packages the lines chose'),
});

/** The catalogue ids the cart ids name, by kind (SPEC §3's id ranges). */
export function cartNamesRequestOf(cartIds: readonly number[], packageIds: readonly number[]): CartItemNamesRequest {
  return {
    productIds: cartIds.filter((id) => cartItemKindOf(id) === 'product'),
    planIds: cartIds.flatMap((id) => aiPlanIdOf(id) ?? []),
    trainingIds: cartIds.flatMap((id) => trainingIdOf(id) ?? []),
    packageIds,
  };
}

/** The names in the reader's language (the English where there is no Arabic), each under the id the cart knows it by. */
export function cartLineNamesToJson(names: CartItemNames, language: Language): CartLineNamesJson {
  const named = (cartId: (id: number) => number) => (item: BilingualName): CartLineNameJson => ({ id: cartId(item.id), name: shownText(language, item.name, item.nameAr) });
  const sameId = (id: number) => id;
  return {
    items: [...names.products.map(named(sameId)), ...names.plans.map(named(aiPlanCartId)), ...names.trainings.map(named(trainingCartId))],
    packages: names.packages.map(named(sameId)),
  };
}
