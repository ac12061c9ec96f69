import type { PromoApi, PromoCheck, PromoCheckRequest, PromoUsageRequest } from '../../../../src/application/promo/PromoApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { type PromoCode, normalisePromoCode, validatePromo } from '@tiara/domain/promo';
import { fail, ok } from '@tiara/domain/result';
import { promoMessagesEn, promoRefusalText } from '../../../../src/locales/shared/en/promoMessagesEn';
import { FakeApi, refusal } from './FakeApi';

/** Three of the demo shop's codes (server/seed/shop.ts): 10% off once per customer; 500 EGP off from 3,000 EGP; one that has expired. */
export const welcome10: PromoCode = {
  id: 1,
  code: 'WELCOME10',
  isActive: true,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  usedCount: 0,
  oncePerUser: true,
  minimumOrder: null,
  kind: 'percent',
  value: 10,
};
export const clinic500: PromoCode = {
  ...welcome10,
  id: 2,
  code: 'CLINIC500',
  startsAt: new Date('2025-05-31T21:00:00Z'),
  endsAt: new Date('2027-12-31T21:59:59Z'),
  oncePerUser: false,
  minimumOrder: 300_000,
  kind: 'fixed',
  value: 50_000,
};
export const expired20: PromoCode = { ...welcome10, id: 3, code: 'EXPIRED20', startsAt: new Date('2024-12-31T22:00:00Z'), endsAt: new Date('2025-12-31T21:59:59Z'), value: 20 };

/**
 * Promo codes in memory, checked by the shop's own rules (src/domain/promo) on `today` and worded
 * as the server words them: the three demo codes by default. A recorded use counts against the code and, for a
 * code once per customer, against the customer (`used`, as `promoCodeId:userId`). Checks and uses
 * are kept as sent.
 */
export class FakePromoApi extends FakeApi implements PromoApi {
  readonly checks: PromoCheckRequest[] = [];
  readonly usages: PromoUsageRequest[] = [];
  codes: PromoCode[] = [welcome10, clinic500, expired20];
  readonly used = new Set<string>();
  today = new Date('2026-11-21T10:00:00Z');

  validate(request: PromoCheckRequest): Promise<ApiResult<PromoCheck>> {
    this.checks.push(request);
    return this.respond('validate', `validate ${request.code}`, () => {
      const promo = this.codes.find((candidate) => candidate.code === normalisePromoCode(request.code));
      const verdict = validatePromo(promo, { now: this.today, orderAmount: request.orderAmount, usedByThisUser: promo !== undefined && this.used.has(`${promo.id}:${request.userId}`) });
      return ok(
        verdict.isValid
          ? { isValid: true, message: promoMessagesEn.applied, discount: verdict.discount, promoCodeId: verdict.promoCodeId, code: verdict.code }
          : { isValid: false, message: promoRefusalText(promoMessagesEn, verdict), discount: 0, promoCodeId: null, code: null },
      );
    });
  }

  recordUsage(request: PromoUsageRequest): Promise<ApiResult<void>> {
    this.usages.push(request);
    return this.respond('recordUsage', `usage ${request.promoCodeId} ${request.orderId}`, () => {
      const promo = this.codes.find((candidate) => candidate.id === request.promoCodeId);
      if (!promo) return fail(refusal(404, 'promo_not_found', 'Promo code not found'));
      this.codes = this.codes.map((candidate) => (candidate === promo ? { ...promo, usedCount: promo.usedCount + 1 } : candidate));
      this.used.add(`${promo.id}:${request.userId}`);
      return ok(undefined);
    });
  }
}
