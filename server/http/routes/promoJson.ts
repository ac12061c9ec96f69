import type { PromoCheckJson, RecordedPromoUseJson } from '@tiara/contract/promoJson';
import { PromoUseJson } from '@tiara/contract/promoRequestJson';
import { poundsFromPiasters } from '@tiara/domain/money';
import type { PromoValidation } from '@tiara/domain/promo';
import { promoRefusalText } from '../../../src/locales/shared/en/promoMessagesEn';
import type { textsFor } from '../../application/domainTexts';
import type { PromoUse } from '../../application/orders/OrderStore';
import { documented } from '../documented';

export const promoUseBody = documented(PromoUseJson, {
  user_id: 'The customer; 0 or absent means the caller. Identity always comes from the token.',
  used_at: 'Ignored: the use was recorded when the order was placed',
});

/** A verdict in the reader's language; a refusal names no code, id or discount. */
export function promoCheckToJson(validation: PromoValidation, texts: ReturnType<typeof textsFor>['promo']): PromoCheckJson {
  if (!validation.isValid) return { is_valid: false, message: promoRefusalText(texts, validation), discount_amount: 0, promo_code_id: null, code: null };
  return { is_valid: true, message: texts.applied, discount_amount: poundsFromPiasters(validation.discount), promo_code_id: validation.promoCodeId, code: validation.code };
}

export function recordedPromoUseToJson(use: { readonly orderId: number } & PromoUse): RecordedPromoUseJson {
  return { order_id: use.orderId, promo_code_id: use.promoCodeId, status: use.status };
}
