import type { Piasters } from '@tiara/domain/money';
import { amountToPay, coversTotal, usableStoreCredit } from '@tiara/domain/store-credit';
import { shownPrice } from '../i18n/shownPrice';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import type { StoreCreditChoicePresenter } from './StoreCreditChoicePresenter';

/**
 * The store credit an order uses and what is left to pay, from the customer's choice and the
 * order's total (`total`, the summary's): a payment and not a discount. Part of both checkouts'
 * summaries, which the order's placing reads.
 */
export class StoreCreditPayment {
  constructor(
    private readonly choice: StoreCreditChoicePresenter,
    private readonly total: () => Piasters,
  ) {
    makePresenterObservable<StoreCreditPayment, 'choice' | 'total'>(this, arguments);
  }

  /** The store credit the order uses: what the customer chose to draw on, never more than the total. */
  get storeCredit(): Piasters {
    return usableStoreCredit(this.choice.chosenBalance, this.total());
  }

  /** What the chosen payment method collects: the total less the store credit. */
  get toPay(): Piasters {
    return amountToPay(this.total(), this.storeCredit);
  }

  /** Store credit pays the whole order: there is nothing for a card to pay. */
  get coveredByStoreCredit(): boolean {
    return coversTotal(this.total(), this.storeCredit);
  }

  /** The 'Store credit' and 'To pay' lines under the total, when credit is used. */
  get storeCreditLines(): { readonly creditText: string; readonly toPayText: string } | null {
    if (this.storeCredit === 0) return null;
    return { creditText: `-${shownPrice(this.storeCredit)}`, toPayText: shownPrice(this.toPay) };
  }
}
