import { describe, expect, it } from 'vitest';
import type { AdminShippingApi, GovernorateFee } from '../../../src/application/admin/shipping/AdminShippingApi';
import { DEFAULT_SHIPPING_FEE, GOVERNORATES, ShippingFeeTable } from '@tiara/domain/shipping-fee';
import type { Subject } from './support/Subject';

export interface AdminShippingApiSubject {
  readonly api: AdminShippingApi;
}

/** No checkout of the other ports' expectations delivers there, so its fee may change for a while. */
const FAR_AWAY = 'Matrouh';

/** What the checkout's own rule charges for a governorate's stored fee. */
const charged = ({ governorate, fee }: GovernorateFee) => new ShippingFeeTable(fee === null ? [] : [{ governorateName: governorate, fee }]).feeFor(governorate);

/** Runs `change` on FAR_AWAY's fee, then sets back the fee it had. */
async function changingFarAway(api: AdminShippingApi, change: () => Promise<void>): Promise<void> {
  const before = await api.fees();
  const kept = before.ok ? before.value.find((row) => row.governorate === FAR_AWAY) : undefined;
  if (!kept) throw new Error(`the fees hold no ${FAR_AWAY}`);
  try {
    await change();
  } finally {
    await api.setFee(FAR_AWAY, kept.fee ?? 0);
  }
}

/** What the back office's shipping fees screen relies on from the fee calls. */
export function adminShippingApiContract(subject: Subject<AdminShippingApiSubject>): void {
  describe('AdminShippingApi', () => {
    it('lists the 27 governorates in the checkout’s order, each with what the checkout charges for its fee', async () => {
      const { api } = await subject();
      const fees = await api.fees();
      expect(fees.ok && fees.value.map((row) => row.governorate)).toEqual([...GOVERNORATES]);
      expect(fees.ok && fees.value.filter((row) => row.chargedFee !== charged(row))).toEqual([]);
    });

    it('sets a fee, read back in the list, and a fee of 0 charges the default', async () => {
      const { api } = await subject();
      await changingFarAway(api, async () => {
        expect(await api.setFee(FAR_AWAY, 23_550)).toEqual({ ok: true, value: { governorate: FAR_AWAY, fee: 23_550, chargedFee: 23_550 } });
        expect(await api.fees()).toMatchObject({ ok: true, value: expect.arrayContaining([{ governorate: FAR_AWAY, fee: 23_550, chargedFee: 23_550 }]) });
        expect(await api.setFee(FAR_AWAY, 0)).toEqual({ ok: true, value: { governorate: FAR_AWAY, fee: 0, chargedFee: DEFAULT_SHIPPING_FEE } });
      });
    });

    it('answers a governorate named in another case under its own name', async () => {
      const { api } = await subject();
      await changingFarAway(api, async () => {
        expect(await api.setFee(FAR_AWAY.toUpperCase(), 19_000)).toEqual({ ok: true, value: { governorate: FAR_AWAY, fee: 19_000, chargedFee: 19_000 } });
      });
    });

    it('answers not-found for a name that is not a governorate, with the server’s words', async () => {
      const { api } = await subject();
      const refused = await api.setFee('Atlantis', 10_000);
      expect(refused).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404, code: 'unknown_governorate' } });
      expect(!refused.ok && refused.error.message).toContain('Atlantis');
      const fees = await api.fees();
      expect(fees.ok && fees.value.some((row) => row.governorate === 'Atlantis')).toBe(false);
    });
  });
}
