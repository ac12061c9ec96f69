import { describe, expect, it } from 'vitest';
import type { AdminPromoCode, AdminPromosApi, PromoFields } from '../../../src/application/admin/promos/AdminPromosApi';
import type { Subject } from './support/Subject';

export interface AdminPromosApiSubject {
  readonly api: AdminPromosApi;
  /** A code no promo has yet, starting with `base` (letters, digits, - and _; a new one each call). */
  uniqueCode(base: string): string;
  /** A customer's order placed with `promo` (valid now), which holds one use of it until it ends. */
  orderWith(promo: AdminPromoCode): Promise<{ readonly orderId: number; readonly email: string }>;
}

/** No promo code has this id. */
const UNKNOWN_ID = 987_654;
const firstPage = { page: 1, perPage: 5 };
const noUses = { usedCount: 0, uses: { reserved: 0, used: 0, released: 0 } };

/** 10% off in January 2027, for 50 orders of 500.50 EGP or more, once per customer, typed in lower case. */
const winterSale = (code: string): PromoFields => ({
  code: code.toLowerCase(),
  discount: { kind: 'percent', percent: 10 },
  isActive: true,
  startsAt: new Date('2026-12-31T22:00:00Z'),
  endsAt: new Date('2027-01-31T21:59:00Z'),
  maxUses: 50,
  oncePerUser: true,
  minimumOrder: 50_050,
});

/** 10% off, with no window, limit or minimum: valid for any order now. */
const always = (code: string): PromoFields => ({ ...winterSale(code), startsAt: null, endsAt: null, maxUses: null, minimumOrder: null });

async function created(api: AdminPromosApi, fields: PromoFields): Promise<AdminPromoCode> {
  const answer = await api.create(fields);
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value;
}

/** What the back office's promo codes screen relies on from the promo code calls. */
export function adminPromosApiContract(subject: Subject<AdminPromosApiSubject>): void {
  describe('AdminPromosApi', () => {
    it('adds a code in capitals with its discount, window and limits, found by its code and its switch, and reads an edit back', async () => {
      const { api, uniqueCode } = await subject();
      const fields = winterSale(uniqueCode('winter'));
      const code = fields.code.toUpperCase();
      const answer = await api.create(fields);
      expect(answer).toEqual({ ok: true, value: { ...fields, code, ...noUses, id: expect.any(Number), createdAt: expect.any(Date) } });
      const promo = answer.ok ? answer.value : null;
      expect(await api.list({ ...firstPage, search: fields.code, isActive: true })).toEqual({ ok: true, value: { items: [promo], total: 1, page: 1, perPage: 5, pageCount: 1 } });
      expect(await api.list({ ...firstPage, search: fields.code, isActive: false })).toMatchObject({ ok: true, value: { items: [], total: 0 } });
      const flat: PromoFields = { code, discount: { kind: 'fixed', amount: 5_025 }, isActive: false, startsAt: null, endsAt: null, maxUses: null, oncePerUser: false, minimumOrder: null };
      expect(await api.update(promo!.id, flat)).toEqual({ ok: true, value: { ...promo, ...flat } });
      expect(await api.list({ ...firstPage, search: code, isActive: false })).toMatchObject({ ok: true, value: { items: [{ ...promo, ...flat }], total: 1 } });
    });

    it('lists the newest code first, and refuses a code another one has, in any case, as a conflict, changing nothing', async () => {
      const { api, uniqueCode } = await subject();
      const season = uniqueCode('season');
      const spring = await created(api, winterSale(`${season}-spring`));
      const summer = await created(api, winterSale(`${season}-summer`));
      expect(await api.list({ ...firstPage, search: season })).toEqual({ ok: true, value: { items: [summer, spring], total: 2, page: 1, perPage: 5, pageCount: 1 } });
      const taken = await api.create(winterSale(spring.code.toLowerCase()));
      expect(taken).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409, code: 'promo_code_taken' } });
      expect(!taken.ok && taken.error.message).toContain(spring.code);
      expect(await api.update(summer.id, { ...winterSale(spring.code), isActive: false })).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409, code: 'promo_code_taken' } });
      expect(await api.list({ ...firstPage, search: summer.code })).toMatchObject({ ok: true, value: { items: [summer], total: 1 } });
    });

    it('refuses a percent that is not a whole number from 1 to 100 and a window that ends before it starts, keeping the code as it was', async () => {
      const { api, uniqueCode } = await subject();
      const fields = winterSale(uniqueCode('autumn'));
      for (const percent of [150, 12.5]) {
        expect(await api.create({ ...fields, discount: { kind: 'percent', percent } })).toMatchObject({ ok: false, error: { kind: 'rejected', status: 400, code: 'invalid_percent' } });
      }
      expect(await api.create({ ...fields, endsAt: new Date('2026-12-01T00:00:00Z') })).toMatchObject({ ok: false, error: { kind: 'rejected', status: 400, code: 'invalid_window' } });
      expect(await api.list({ ...firstPage, search: fields.code })).toMatchObject({ ok: true, value: { items: [], total: 0 } });
      const promo = await created(api, fields);
      expect(await api.update(promo.id, { ...fields, discount: { kind: 'percent', percent: 101 } })).toMatchObject({ ok: false, error: { kind: 'rejected', status: 400, code: 'invalid_percent' } });
      expect(await api.list({ ...firstPage, search: fields.code })).toMatchObject({ ok: true, value: { items: [promo] } });
    });

    it('lists the orders holding a code, counts them against its uses, and keeps a held code from deletion', async () => {
      const { api, uniqueCode, orderWith } = await subject();
      const promo = await created(api, always(uniqueCode('loyal')));
      const order = await orderWith(promo);
      expect(await api.uses(promo.id, firstPage)).toEqual({
        ok: true,
        value: { items: [{ orderId: order.orderId, orderStatus: 'Pending', userEmail: order.email, status: 'Reserved', usedAt: expect.any(Date) }], total: 1, page: 1, perPage: 5, pageCount: 1 },
      });
      const held = { ...promo, usedCount: 1, uses: { reserved: 1, used: 0, released: 0 } };
      expect(await api.list({ ...firstPage, search: promo.code })).toMatchObject({ ok: true, value: { items: [held] } });
      const refused = await api.delete(promo.id);
      expect(refused).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409, code: 'promo_code_used' } });
      expect(!refused.ok && refused.error.message).toContain(promo.code);
      expect(await api.list({ ...firstPage, search: promo.code })).toMatchObject({ ok: true, value: { items: [held] } });
    });

    it('deletes a code no order holds, which leaves the list, and answers not-found for one it does not hold', async () => {
      const { api, uniqueCode } = await subject();
      const fields = always(uniqueCode('gone'));
      const promo = await created(api, fields);
      expect(await api.uses(promo.id, firstPage)).toMatchObject({ ok: true, value: { items: [], total: 0 } });
      expect(await api.delete(promo.id)).toEqual({ ok: true, value: { id: promo.id } });
      expect(await api.list({ ...firstPage, search: fields.code })).toMatchObject({ ok: true, value: { items: [], total: 0 } });
      const notFound = { ok: false, error: { kind: 'not-found', status: 404, code: 'promo_not_found' } };
      expect(await api.delete(promo.id)).toMatchObject(notFound);
      expect(await api.update(UNKNOWN_ID, fields)).toMatchObject(notFound);
      expect(await api.uses(UNKNOWN_ID, firstPage)).toMatchObject(notFound);
    });
  });
}
