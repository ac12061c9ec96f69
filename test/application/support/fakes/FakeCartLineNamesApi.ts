import type { CartItemNames, CartLineNamesApi } from '../../../../src/application/cart/CartLineNamesApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { type Language, shownText } from '@tiara/domain/language';
import { ok } from '@tiara/domain/result';
import { FakeApi } from './FakeApi';

/** A name kept in both languages, as the shop keeps it (the Arabic may be missing). */
export interface KeptName {
  readonly name: string;
  readonly nameAr: string | null;
}

/**
 * What the shop calls the things a cart may hold, in both languages: `items` by cart id (only what
 * it still offers) and `packages` by package id. It answers in the language `language` names when
 * the call is made (the HTTP client's Accept-Language), the English where there is no Arabic, and
 * leaves out what it does not hold; `asked` logs each call's ids.
 */
export class FakeCartLineNamesApi extends FakeApi implements CartLineNamesApi {
  readonly items = new Map<number, KeptName>();
  readonly packages = new Map<number, KeptName>();
  readonly asked: Array<{ readonly cartIds: readonly number[]; readonly packageIds: readonly number[] }> = [];

  constructor(private readonly language: () => Language = () => 'en') {
    super();
  }

  namesOf(cartIds: readonly number[], packageIds: readonly number[]): Promise<ApiResult<CartItemNames>> {
    this.asked.push({ cartIds, packageIds });
    const language = this.language();
    const named = (kept: ReadonlyMap<number, KeptName>, ids: readonly number[]) =>
      new Map(ids.flatMap((id) => {
        const name = kept.get(id);
        return name ? [[id, shownText(language, name.name, name.nameAr)] as const] : [];
      }));
    return this.respond('namesOf', `namesOf:${cartIds.join(',')}`, () => ok({ items: named(this.items, cartIds), packages: named(this.packages, packageIds) }));
  }
}
