import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { LoadStoreCredit } from '../../application/store-credit/LoadStoreCredit';
import type { StoreCredit, StoreCreditEntry } from '../../application/store-credit/StoreCreditApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import { shortDateText } from '../../locales/format/dateTexts';
import { shownLanguage } from '../i18n/localized';
import { shownPrice } from '../i18n/shownPrice';
import { StoreCreditMessages } from '../messages/StoreCreditMessages';
import { makePresenterObservable } from '../presenter/makePresenterObservable';
import { ShopPaths } from '../routing/ShopPaths';

export type StoreCreditState = 'loading' | 'loaded' | 'failed';

/** One entry of the ledger as the account lists it. */
export interface StoreCreditRow {
  readonly id: number;
  /** What it was: "Refund on order #41". */
  readonly text: string;
  /** The order's page; null when the shop no longer keeps the order. */
  readonly href: string | null;
  readonly dateText: string;
  /** Signed: "+420 EGP", "-300 EGP". */
  readonly amountText: string;
  readonly added: boolean;
}

const texts = StoreCreditMessages;

function rowOf(entry: StoreCreditEntry): StoreCreditRow {
  const added = entry.amount > 0;
  const amount = shownPrice(Math.abs(entry.amount));
  return {
    id: entry.id,
    text: entry.orderId === null ? texts.entriesWithoutOrder[entry.kind] : texts.entries[entry.kind](entry.orderId),
    href: entry.orderId === null ? null : ShopPaths.order(entry.orderId),
    dateText: shortDateText(entry.createdAt, shownLanguage()),
    amountText: added ? `+${amount}` : `-${amount}`,
    added,
  };
}

/**
 * The account's Store credit section: the balance and what each entry of the ledger was. It shows
 * only for a customer who has or had credit (or whose credit could not be read), so the account of
 * one who never had any stays as it was; a backend without store credit (one that keeps only to
 * SPEC §7) leaves it out.
 */
@injectable()
export class StoreCreditPresenter {
  state: StoreCreditState = 'loading';
  credit: StoreCredit | null = null;

  constructor(@inject(LoadStoreCredit) private readonly load: LoadStoreCredit) {
    makePresenterObservable(this, arguments, { credit: observableRef });
  }

  get isShown(): boolean {
    return this.state === 'failed' || (this.credit !== null && this.credit.entries.length > 0);
  }

  get balanceText(): string {
    return shownPrice(this.credit?.balance ?? 0);
  }

  get rows(): StoreCreditRow[] {
    return (this.credit?.entries ?? []).map(rowOf);
  }

  opened(): void {
    this.state = 'loading';
    void this.load.execute().then(this.loaded);
  }

  tryAgainClicked(): void {
    this.opened();
  }

  private loaded(answer: ApiResult<StoreCredit>): void {
    this.credit = answer.ok ? answer.value : null;
    // Nothing to show where the backend keeps no credit: as for a customer who never had any.
    this.state = answer.ok || answer.error.kind === 'not-offered' ? 'loaded' : 'failed';
  }
}
