import type { AppliedPromo, CheckoutDetails, CheckoutDetailsStore } from '../../application/orders/CheckoutDetailsStore';
import { type PaymentMethod, isPaymentMethod } from '@tiara/domain/checkout';
import { type Piasters, piastersFromPounds, poundsFromPiasters } from '@tiara/domain/money';

/**
 * SPEC §3's keys, spelled as the shop's earlier pages and the login screen write them, so details
 * saved by either are read by the other.
 */
export const CheckoutDetailKeys = {
  firstName: 'firstName',
  middleName: 'middleName',
  lastName: 'lastName',
  address: 'Address',
  phone: 'PhoneNumber',
  city: 'City',
  state: 'State',
  postalCode: 'PostalCode',
} as const satisfies Record<keyof CheckoutDetails, string>;

export const CheckoutKeys = {
  shippingFee: 'shippingFee',
  paymentMethod: 'paymentMethod',
  promoCode: 'promoCode',
  promoCodeId: 'promoCodeId',
  promoApplied: 'promoCodeApplied',
  aiActive: 'tiaraAiActive',
  subscriptionFlag: 'tiaraAiSubscription',
  segmentationsAllowed: 'segmentationsAllowed',
} as const;

/** A stored text longer than this is not a detail anybody typed; it reads as absent. */
const MAX_DETAIL_LENGTH = 1000;
const MAX_PROMO_LENGTH = 2000;

/** Far above any real fee, discount or order; a larger stored amount is not one this shop wrote. */
const MAX_POUNDS = 100_000_000;

function piastersOf(pounds: unknown): Piasters | null {
  return typeof pounds === 'number' && Number.isFinite(pounds) && pounds >= 0 && pounds <= MAX_POUNDS ? piastersFromPounds(pounds) : null;
}

/** Pounds as stored ('150'), read only when a plain non-negative number. */
function readPounds(text: string | null): Piasters | null {
  return text !== null && /^\d+(\.\d+)?$/.test(text.trim()) ? piastersOf(Number(text)) : null;
}

function isWholeFrom(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

/** The `promoCode` value: the server's result fields (pounds), plus the amount it was checked against. */
interface StoredPromo {
  readonly code: string;
  readonly promo_code_id: number;
  readonly discount_amount: number;
  readonly order_amount: number;
}

function readPromo(text: string | null): AppliedPromo | null {
  if (text === null || text.length > MAX_PROMO_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Partial<Record<keyof StoredPromo, unknown>>;
  const discount = piastersOf(stored.discount_amount);
  const orderAmount = piastersOf(stored.order_amount);
  if (typeof stored.code !== 'string' || stored.code === '' || !isWholeFrom(stored.promo_code_id, 1) || discount === null || orderAmount === null) return null;
  return { code: stored.code, promoCodeId: stored.promo_code_id, discount, orderAmount };
}

export class BrowserCheckoutDetailsStore implements CheckoutDetailsStore {
  private readonly storage: Storage;

  constructor(storage: Storage) {
    this.storage = storage;
  }

  details(): CheckoutDetails {
    const read = (key: string): string => {
      const value = this.read(key);
      return value === null || value.length > MAX_DETAIL_LENGTH || value === 'null' || value === 'undefined' ? '' : value;
    };
    return {
      firstName: read(CheckoutDetailKeys.firstName),
      middleName: read(CheckoutDetailKeys.middleName),
      lastName: read(CheckoutDetailKeys.lastName),
      address: read(CheckoutDetailKeys.address),
      phone: read(CheckoutDetailKeys.phone),
      city: read(CheckoutDetailKeys.city),
      state: read(CheckoutDetailKeys.state),
      postalCode: read(CheckoutDetailKeys.postalCode),
    };
  }

  saveDetails(details: CheckoutDetails): void {
    for (const field of Object.keys(CheckoutDetailKeys) as (keyof CheckoutDetails)[]) this.write(CheckoutDetailKeys[field], details[field]);
  }

  shippingFee(): Piasters | null {
    return readPounds(this.read(CheckoutKeys.shippingFee));
  }

  saveShippingFee(fee: Piasters): void {
    this.write(CheckoutKeys.shippingFee, String(poundsFromPiasters(fee)));
  }

  paymentMethod(): PaymentMethod | null {
    const value = this.read(CheckoutKeys.paymentMethod);
    return isPaymentMethod(value) ? value : null;
  }

  savePaymentMethod(method: PaymentMethod): void {
    this.write(CheckoutKeys.paymentMethod, method);
  }

  promo(): AppliedPromo | null {
    if (this.read(CheckoutKeys.promoApplied) !== 'true') return null;
    const promo = readPromo(this.read(CheckoutKeys.promoCode));
    return promo !== null && this.read(CheckoutKeys.promoCodeId) === String(promo.promoCodeId) ? promo : null;
  }

  savePromo(promo: AppliedPromo): void {
    const stored: StoredPromo = {
      code: promo.code,
      promo_code_id: promo.promoCodeId,
      discount_amount: poundsFromPiasters(promo.discount),
      order_amount: poundsFromPiasters(promo.orderAmount),
    };
    this.write(CheckoutKeys.promoCode, JSON.stringify(stored));
    this.write(CheckoutKeys.promoCodeId, String(promo.promoCodeId));
    this.write(CheckoutKeys.promoApplied, 'true');
  }

  clearPromo(): void {
    for (const key of [CheckoutKeys.promoCode, CheckoutKeys.promoCodeId, CheckoutKeys.promoApplied]) this.remove(key);
  }

  rememberAiActivated(segmentationsAllowed: number | null): void {
    this.write(CheckoutKeys.aiActive, 'true');
    this.write(CheckoutKeys.subscriptionFlag, 'true');
    if (segmentationsAllowed !== null) this.write(CheckoutKeys.segmentationsAllowed, String(segmentationsAllowed));
  }

  private read(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  private write(key: string, value: string): void {
    try {
      this.storage.setItem(key, value);
    } catch {
      // A full or disabled storage only loses the convenience of prefilled details.
    }
  }

  private remove(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // Nothing stored can be read back either.
    }
  }
}
