import type { InvoiceFigures, SellerDetails } from '@tiara/domain/invoice';
import type { Piasters } from '@tiara/domain/money';
import type { Result } from '@tiara/domain/result';

/** Who the invoice is made out to: the order's delivery name and address, as the checkout took them. */
export interface BuyerDetails {
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly country: string;
  readonly phone: string;
  readonly email: string;
}

/** What an invoice is made from: the order as it stands, read under its lock. */
export interface OrderToInvoice {
  readonly id: number;
  readonly status: string;
  readonly paid: boolean;
  /** Each named in English and in Arabic (null: none) as ordered; the invoice keeps both and prints the one of its reader. */
  readonly lines: ReadonlyArray<{ readonly name: string; readonly nameAr: string | null; readonly quantity: number; readonly unitPrice: Piasters }>;
  readonly shipping: Piasters;
  readonly discount: Piasters;
  /** The promo code of the discount; null without one. */
  readonly promoCode: string | null;
  readonly buyer: BuyerDetails;
}

/** What an invoice says, before it has a number. */
export interface InvoiceContent {
  readonly seller: SellerDetails;
  readonly buyer: BuyerDetails;
  readonly figures: InvoiceFigures;
  /** The promo code the discount came from, printed beside it; null without one. */
  readonly promoCode: string | null;
}

/**
 * How the invoice's total was paid, as its order records it (never changed once placed): the store
 * credit used, a payment and not a discount, and the payment method that collects the rest.
 */
export interface InvoicePayment {
  readonly storeCredit: Piasters;
  readonly method: string;
}

export interface IssuedInvoice extends InvoiceContent {
  readonly orderId: number;
  readonly number: string;
  readonly issuedAt: Date;
  readonly payment: InvoicePayment;
}

/** The order's customer: what decides who may have its invoice. */
export interface InvoiceOrderOwner {
  /** Null for a guest order. */
  readonly userId: number | null;
}

export interface InvoiceStore {
  ownerOf(orderId: number): Promise<InvoiceOrderOwner | null>;
  issued(orderId: number): Promise<IssuedInvoice | null>;
  /**
   * In one transaction: locks the order, answers its invoice if one was issued meanwhile, otherwise
   * asks `compose` for the content (from the order and the seller's details as they are now; null
   * details when the back office has not set them) and, if it gives one, inserts the invoice with the
   * next number of `year`, taken from the year's counter row under lock, so no number is skipped
   * or given twice.
   */
  issue<E>(orderId: number, issuedAt: Date, year: number, compose: (order: OrderToInvoice, seller: SellerDetails | null) => Result<InvoiceContent, E>): Promise<Result<IssuedInvoice, E>>;
}
