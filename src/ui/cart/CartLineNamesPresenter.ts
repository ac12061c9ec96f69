import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { type FreshLineName, ReadCartLineNames } from '../../application/cart/ReadCartLineNames';
import type { ApiFailure } from '../../application/shared/ApiResult';
import type { Result } from '@tiara/domain/result';
import { LanguagePresenter } from '../i18n/LanguagePresenter';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { CartPresenter } from './CartPresenter';
import { shownVariantNames } from './shownLineName';

/**
 * Names the cart's lines in the reader's language while a screen shows them (the cart page, the
 * checkout's summary): a cart kept in the browser holds each line under the name it was added with,
 * in whatever language that was. The names are read from the shop when the screen appears and after
 * every switch of language, and kept with the cart, so a reload shows them at once; until they
 * arrive, or when the shop cannot be reached, the kept ones stand.
 */
@injectable()
export class CartLineNamesPresenter {
  /** The latest reading: the answer to an earlier one (before a switch) is not kept. */
  private asked = 0;

  constructor(
    @inject(ReadCartLineNames) private readonly readNames: ReadCartLineNames,
    @inject(CartPresenter) private readonly cart: CartPresenter,
    @inject(LanguagePresenter) private readonly language: LanguagePresenter,
  ) {
    makePresenterObservable<CartLineNamesPresenter, 'asked'>(this, arguments, { asked: false });
  }

  /** The lines are on screen: named now and after every switch of language until the returned function is called. */
  shown(): () => void {
    this.read();
    return reaction(
      () => this.language.language,
      () => this.read(),
    );
  }

  private read(): void {
    const asked = ++this.asked;
    void this.readNames
      .execute({ lines: this.cart.lines, language: this.language.language, variantNames: shownVariantNames })
      .then((result) => this.answered(asked, result));
  }

  private answered(asked: number, result: Result<FreshLineName, ApiFailure>): void {
    if (asked === this.asked && result.ok) this.cart.namesRead(result.value);
  }
}
