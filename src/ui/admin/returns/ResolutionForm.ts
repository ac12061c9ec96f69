import type { ReturnSettlement, StaffReturnDetail } from '../../../application/admin/returns/StaffReturnsApi';
import type { Piasters } from '@tiara/domain/money';
import { type ReturnOutcome, type ReturnResolution, checkedRefund } from '@tiara/domain/returns';
import { shownPrice } from '../../i18n/shownPrice';
import { StaffReturnsMessages } from '../../messages/StaffReturnsMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { egpInputText, parseEgp } from '../shared/FormInput';

/** The payment methods paid when the parcel is handed over: their money goes back by hand or as store credit. */
const PAID_ON_HANDOVER: readonly string[] = ['cash', 'pickup'];

/** The longest note the server keeps (a repayment's how). */
export const MAX_RESOLUTION_NOTE = 500;

/** The resolution that gives the customer what they asked for, best first. */
const FOR_OUTCOME: Readonly<Record<ReturnOutcome, readonly ReturnResolution[]>> = {
  refund: ['card-refund', 'paid-back-by-hand'],
  'store-credit': ['store-credit'],
  exchange: ['exchange'],
};

type Field = 'how' | 'amount' | 'note';

/**
 * How staff settle a return, in two stages: choose how (only what fits the order: the card while
 * the card may still take money back, store credit to the customer's account, money paid back by
 * hand for an order paid on handover, a replacement) and how much, then confirm a sentence saying
 * exactly what will happen. The amount starts at the returned lines' worth, and is checked by the
 * domain's refund limits against what the chosen way may still give back, never above the
 * returned lines' worth as a starting point. A desk that handles no money offers the replacement
 * only; a resolution already under way is offered alone.
 */
export class ResolutionForm {
  how: ReturnResolution | null;
  amountText = '';
  note = '';
  /** Staff typed an amount: choosing another way no longer fills it in. */
  private amountTyped = false;
  private tried = false;
  /** Staff went on to confirm; the sentence shows while what they confirm is still right. */
  private confirmAsked = false;

  constructor(
    private readonly current: () => StaffReturnDetail,
    private readonly handlesMoney: boolean,
  ) {
    const offered = this.choices;
    // What the customer asked for when it fits; the only way offered, when there is one; else staff choose.
    this.how = FOR_OUTCOME[current().preferredOutcome].find((how) => offered.includes(how)) ?? (offered.length === 1 ? (offered[0] ?? null) : null);
    this.amountText = this.suggestedText;
    makePresenterObservable<ResolutionForm, 'amountTyped' | 'tried' | 'confirmAsked'>(this, arguments, { amountTyped: false, tried: true, confirmAsked: true });
  }

  get choices(): readonly ReturnResolution[] {
    const request = this.current();
    // A resolution already under way (a card refund the gateway has not taken yet) is finished the same way, money by those who handle it.
    if (request.resolution !== null) return this.handlesMoney || request.resolution === 'exchange' ? [request.resolution] : [];
    if (!this.handlesMoney) return ['exchange'];
    const offered: ReturnResolution[] = [];
    if (request.cardRefundable > 0) offered.push('card-refund');
    if (request.refundable > 0) offered.push('store-credit');
    if (request.refundable > 0 && PAID_ON_HANDOVER.includes(request.paymentMethod)) offered.push('paid-back-by-hand');
    offered.push('exchange');
    return offered;
  }

  get takesAmount(): boolean {
    return this.how !== null && this.how !== 'exchange';
  }

  get takesNote(): boolean {
    return this.how === 'paid-back-by-hand';
  }

  /** The most the chosen way may give back: the card's own limit for a card refund. */
  get limit(): Piasters {
    const request = this.current();
    return this.how === 'card-refund' ? request.cardRefundable : request.refundable;
  }

  get suggested(): Piasters {
    return this.current().suggestedAmount;
  }

  howChosen(value: string): void {
    this.how = this.choices.find((how) => how === value) ?? null;
    this.confirmAsked = false;
    if (!this.amountTyped) this.amountText = this.suggestedText;
  }

  amountChanged(text: string): void {
    this.amountText = text;
    this.amountTyped = true;
  }

  noteChanged(text: string): void {
    this.note = text;
  }

  /** Each problem under its field, once staff tried to go on. */
  get errors(): Partial<Record<Field, string>> {
    return this.tried ? this.problems : {};
  }

  /** Checked: the sentence of what will happen is shown to confirm. */
  continueClicked(): void {
    this.tried = true;
    this.confirmAsked = this.settlement !== null;
  }

  backClicked(): void {
    this.confirmAsked = false;
  }

  /** Showing the sentence to confirm; back to the fields when the return, read again, no longer allows what it says. */
  get confirming(): boolean {
    return this.confirmAsked && this.settlement !== null;
  }

  /** What the form settles, when everything in it is right; null otherwise. */
  get settlement(): ReturnSettlement | null {
    const how = this.how;
    if (how === null || Object.keys(this.problems).length > 0) return null;
    if (how === 'exchange') return { resolution: 'exchange' };
    const amount = this.amount ?? 0;
    return how === 'paid-back-by-hand' ? { resolution: how, amount, note: this.note.trim() } : { resolution: how, amount };
  }

  /** Exactly what confirming does, in words. */
  get confirmation(): string {
    const settlement = this.settlement;
    if (settlement === null) return '';
    const texts = StaffReturnsMessages.resolve;
    switch (settlement.resolution) {
      case 'card-refund':
        return texts.confirmCard(shownPrice(settlement.amount));
      case 'store-credit':
        return texts.confirmStoreCredit(shownPrice(settlement.amount), this.current().customer.name);
      case 'paid-back-by-hand':
        return texts.confirmByHand(shownPrice(settlement.amount), settlement.note);
      case 'exchange':
        return texts.confirmExchange;
    }
  }

  private get suggestedText(): string {
    return this.takesAmount ? egpInputText(Math.min(this.suggested, this.limit)) : '';
  }

  private get amount(): Piasters | null {
    const parsed = parseEgp(this.amountText, '');
    return parsed.ok ? parsed.value : null;
  }

  private get problems(): Partial<Record<Field, string>> {
    const texts = StaffReturnsMessages.resolve;
    const problems: Partial<Record<Field, string>> = {};
    // A way no longer offered (the return was read again since) must be chosen again.
    if (this.how === null || !this.choices.includes(this.how)) problems.how = texts.howRequired;
    if (this.takesAmount) {
      const amount = this.amount;
      const checked = amount === null ? null : checkedRefund(amount, this.limit, []);
      if (this.amountText.trim() === '') problems.amount = texts.amountRequired;
      else if (checked === null) problems.amount = texts.amountInvalid;
      else if (!checked.ok) problems.amount = checked.error.code === 'not-positive' ? texts.amountNotPositive : this.how === 'card-refund' ? texts.overCard(shownPrice(this.limit)) : texts.overRefundable(shownPrice(this.limit));
    }
    if (this.takesNote) {
      const note = this.note.trim();
      if (note === '') problems.note = texts.noteRequired;
      else if (note.length > MAX_RESOLUTION_NOTE) problems.note = texts.noteTooLong(MAX_RESOLUTION_NOTE);
    }
    return problems;
  }
}
