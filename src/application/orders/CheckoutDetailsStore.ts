import type { ServiceIdentifier } from 'inversify';
import type { PaymentMethod } from '@tiara/domain/checkout';
import type { Piasters } from '@tiara/domain/money';

/**
 * The customer's delivery details as the browser keeps them (SPEC §3 browser-stored values). The
 * login screen stores the same keys from the profile, so a signed-in customer finds them filled in.
 * Missing values read as ''.
 */
export interface CheckoutDetails {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly address: string;
  readonly phone: string;
  readonly city: string;
  /** The governorate. */
  readonly state: string;
  readonly postalCode: string;
}

/** A promo code the server accepted, with the amount it was checked against. */
export interface AppliedPromo {
  readonly code: string;
  readonly promoCodeId: number;
  readonly discount: Piasters;
  /** Subtotal plus shipping when it was validated; the discount is stale once this changes. */
  readonly orderAmount: Piasters;
}

/** The locally saved checkout values of SPEC §3 and §4, each read defensively (a corrupt value reads as absent). */
export interface CheckoutDetailsStore {
  details(): CheckoutDetails;
  saveDetails(details: CheckoutDetails): void;
  /** The shipping fee last chosen, restored on reload; null when none was stored. */
  shippingFee(): Piasters | null;
  saveShippingFee(fee: Piasters): void;
  paymentMethod(): PaymentMethod | null;
  savePaymentMethod(method: PaymentMethod): void;
  /** The applied promo (key `promoCode`, with its id and the promo-applied flag), or null. */
  promo(): AppliedPromo | null;
  savePromo(promo: AppliedPromo): void;
  clearPromo(): void;
  /**
   * After a paid AI plan is activated: the local AI-active flag, and the subscription flag and
   * allowed count the /ai guard and the upload route read, so the customer is let in at once. The
   * count is null when the activation did not report it; the upload screen stores it when it loads.
   */
  rememberAiActivated(segmentationsAllowed: number | null): void;
}

export const CheckoutDetailsStore: ServiceIdentifier<CheckoutDetailsStore> = Symbol('CheckoutDetailsStore');
