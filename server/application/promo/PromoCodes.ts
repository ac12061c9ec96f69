import type { PromoCode } from '@tiara/domain/promo';

/** The store of promo codes, as promo validation needs it. */
export interface PromoCodes {
  /** The code stored under this normalised text (codes compare case-insensitively), if any. */
  findByCode(normalisedCode: string): Promise<PromoCode | undefined>;
  /** Whether the user holds a reserved or used (not released) use of the code. */
  hasBeenUsedBy(promoCodeId: number, userId: number): Promise<boolean>;
}
