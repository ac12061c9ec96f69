import type { AdminPage, Deleted, PageRequest } from '../../../../src/application/admin/AdminPage';
import type { AdminPromoCode, AdminPromosApi, PromoFields, PromoFilter, PromoUse } from '../../../../src/application/admin/promos/AdminPromosApi';
import type { ApiFailure, ApiResult } from '../../../../src/application/shared/ApiResult';
import { normalisePromoCode } from '@tiara/domain/promo';
import { fail, ok } from '@tiara/domain/result';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { FakeApi, refusal } from './FakeApi';
import { matchesSearch } from './matchesSearch';
import { pageOf } from './pageOf';

/** A promo code as the fake keeps it: what the back office set, when it was added. */
export interface StoredPromo extends PromoFields {
  readonly id: number;
  readonly createdAt: Date;
}

const promoNotFound = (id: number) => refusal(404, 'promo_not_found', serverAdminMessagesEn.promoNotFound(id));

/** Why the server refuses these fields, in its words; null when it takes them. */
function fieldsRefusal(promo: PromoFields): ApiFailure | null {
  const { discount } = promo;
  if (discount.kind === 'percent' && !(Number.isInteger(discount.percent) && discount.percent >= 1 && discount.percent <= 100)) return refusal(400, 'invalid_percent', serverAdminMessagesEn.percentRange);
  if (discount.kind === 'fixed' && !(discount.amount > 0)) return refusal(400, 'invalid_amount', serverAdminMessagesEn.fixedAmount);
  if (promo.startsAt !== null && promo.endsAt !== null && promo.endsAt < promo.startsAt) return refusal(400, 'invalid_window', serverAdminMessagesEn.promoWindow);
  return null;
}

/**
 * The shop's promo codes as the back office sets them (`codes`, the newest added first, stamped
 * with `now`) and the orders' uses of them (`usesOf`, by code), kept by the server's rules and
 * worded as it words them: a code kept in capitals and used by no other code, a percent whole
 * from 1 to 100, a fixed discount above 0, a window that does not end before it starts, and a
 * code deleted only while no order holds or used it. A code's use counts are its orders': those
 * holding or having used it count against its maximum. Listed newest first, searched by code and
 * filtered by the active switch. The calls are logged by name, the filters asked for kept as sent.
 */
export class FakeAdminPromosApi extends FakeApi implements AdminPromosApi {
  readonly calls: string[] = [];
  readonly filters: PromoFilter[] = [];
  readonly usesOf = new Map<number, PromoUse[]>();
  codes: StoredPromo[] = [];
  now = new Date('2026-11-21T10:00:00Z');

  /** The codes as the back office reads them, with their use counts, the newest added first. */
  get promos(): AdminPromoCode[] {
    return this.codes.map((promo) => this.promoOf(promo));
  }

  list(filter: PromoFilter): Promise<ApiResult<AdminPage<AdminPromoCode>>> {
    this.filters.push(filter);
    return this.respond('list', 'list', () => {
      const rows = this.promos
        .filter((promo) => (filter.isActive === undefined || promo.isActive === filter.isActive) && matchesSearch(filter.search, promo.code))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
      return ok(pageOf(rows, filter));
    });
  }

  create(promo: PromoFields): Promise<ApiResult<AdminPromoCode>> {
    return this.respond('create', `create ${promo.code}`, () => {
      const code = normalisePromoCode(promo.code);
      const refused = fieldsRefusal(promo) ?? this.codeTaken(code, null);
      if (refused) return fail(refused);
      const created: StoredPromo = { ...promo, code, id: Math.max(0, ...this.codes.map(({ id }) => id)) + 1, createdAt: this.now };
      this.codes = [created, ...this.codes];
      return ok(this.promoOf(created));
    });
  }

  update(id: number, promo: PromoFields): Promise<ApiResult<AdminPromoCode>> {
    return this.respond('update', `update ${id}`, () => {
      const current = this.codes.find((candidate) => candidate.id === id);
      if (!current) return fail(promoNotFound(id));
      const code = normalisePromoCode(promo.code);
      const refused = fieldsRefusal(promo) ?? this.codeTaken(code, id);
      if (refused) return fail(refused);
      const updated: StoredPromo = { ...current, ...promo, code };
      this.codes = this.codes.map((candidate) => (candidate.id === id ? updated : candidate));
      return ok(this.promoOf(updated));
    });
  }

  delete(id: number): Promise<ApiResult<Deleted>> {
    return this.respond('delete', `delete ${id}`, () => {
      const current = this.codes.find((candidate) => candidate.id === id);
      if (!current) return fail(promoNotFound(id));
      const { reserved, used } = this.countsOf(id);
      if (reserved + used > 0) return fail(refusal(409, 'promo_code_used', serverAdminMessagesEn.promoUsed(current.code, reserved + used)));
      this.codes = this.codes.filter((candidate) => candidate.id !== id);
      return ok({ id });
    });
  }

  uses(id: number, page: PageRequest): Promise<ApiResult<AdminPage<PromoUse>>> {
    return this.respond('uses', `uses ${id}`, () => {
      if (!this.codes.some((candidate) => candidate.id === id)) return fail(promoNotFound(id));
      return ok(pageOf([...(this.usesOf.get(id) ?? [])].sort((a, b) => b.usedAt.getTime() - a.usedAt.getTime()), page));
    });
  }

  protected override callLog(): string[] {
    return this.calls;
  }

  private codeTaken(code: string, exceptId: number | null): ApiFailure | null {
    const taken = this.codes.some((other) => other.id !== exceptId && normalisePromoCode(other.code) === code);
    return taken ? refusal(409, 'promo_code_taken', serverAdminMessagesEn.promoCodeTaken(code)) : null;
  }

  private countsOf(id: number): AdminPromoCode['uses'] {
    const uses = this.usesOf.get(id) ?? [];
    const counted = (status: PromoUse['status']) => uses.filter((use) => use.status === status).length;
    return { reserved: counted('Reserved'), used: counted('Used'), released: counted('Released') };
  }

  private promoOf(promo: StoredPromo): AdminPromoCode {
    const uses = this.countsOf(promo.id);
    return { ...promo, usedCount: uses.reserved + uses.used, uses };
  }
}
