import { OrderRepository } from '../adapters/db/OrderRepository';
import { PromoCodeRepository } from '../adapters/db/PromoCodeRepository';
import { RecordPromoUse } from '../application/orders/RecordPromoUse';
import { ValidatePromoCode } from '../application/promo/ValidatePromoCode';
import type { ServerContext } from '../http/ServerContext';

/** A promo code checked at checkout, and its use marked once the order is paid or accepted. */
export function promoServices({ db }: Pick<ServerContext, 'db'>) {
  return {
    validatePromoCode: new ValidatePromoCode(new PromoCodeRepository(db)),
    recordPromoUse: new RecordPromoUse(new OrderRepository(db)),
  };
}
