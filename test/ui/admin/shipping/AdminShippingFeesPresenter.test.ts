import { describe, expect, it } from 'vitest';
import { AdminShippingApi, type GovernorateFee } from '../../../../src/application/admin/shipping/AdminShippingApi';
import type { Piasters } from '@tiara/domain/money';
import { DEFAULT_SHIPPING_FEE, GOVERNORATES } from '@tiara/domain/shipping-fee';
import { AdminShippingFeesPresenter } from '../../../../src/ui/admin/shipping/AdminShippingFeesPresenter';
import { FakePort, rejected, sectionContainer } from '../shared/sectionsTestKit';

/** Charges as the server does: a fee of 0 or none means the default. */
const feeOf = (governorate: string, fee: Piasters | null): GovernorateFee => ({ governorate, fee, chargedFee: fee ? fee : DEFAULT_SHIPPING_FEE });

class FakeShippingApi extends FakePort implements AdminShippingApi {
  stored = GOVERNORATES.map((governorate) => feeOf(governorate, governorate === 'Cairo' ? 10_000 : null));

  fees() {
    return this.answer('fees', () => [...this.stored]);
  }
  setFee(governorate: string, fee: Piasters) {
    return this.answer(`set ${governorate} ${fee}`, () => {
      const saved = feeOf(governorate, fee);
      this.stored = this.stored.map((row) => (row.governorate === governorate ? saved : row));
      return saved;
    });
  }
}

function setUp() {
  const api = new FakeShippingApi();
  const kit = sectionContainer(AdminShippingApi, api);
  return { ...kit, api, presenter: kit.container.get(AdminShippingFeesPresenter) };
}

describe('AdminShippingFeesPresenter', () => {
  it("lists the 27 governorates with the stored fee in pounds and what the checkout charges", async () => {
    const { presenter } = setUp();
    await presenter.opened();
    expect(presenter.rows).toHaveLength(27);
    expect(presenter.rows[0]).toMatchObject({ governorate: 'Cairo', draft: '100', changed: false, error: null });
    expect(presenter.rows[1]).toMatchObject({ governorate: 'Giza', draft: '' });
    expect(presenter.chargedText(presenter.rows[1]!.stored)).toBe('150 EGP');
  });

  it('saves a typed fee in piasters and shows what is charged now', async () => {
    const { presenter, api, lastToast } = setUp();
    await presenter.opened();
    presenter.feeTyped('Aswan', '95.5');
    expect(presenter.rows.find((row) => row.governorate === 'Aswan')).toMatchObject({ draft: '95.5', changed: true });
    await presenter.saveClicked('Aswan');
    expect(api.calls).toContain('set Aswan 9550');
    expect(presenter.rows.find((row) => row.governorate === 'Aswan')).toMatchObject({ draft: '95.5', changed: false, stored: { chargedFee: 9550 } });
    expect(lastToast()?.message).toBe('Aswan now costs 95.50 EGP to ship.');
  });

  it('refuses an amount that is not money, and shows a refusal of the server on its row', async () => {
    const { presenter, api } = setUp();
    await presenter.opened();
    for (const typed of ['-5', '12.345', 'ten', '']) {
      presenter.feeTyped('Luxor', typed);
      await presenter.saveClicked('Luxor');
      expect(presenter.rows.find((row) => row.governorate === 'Luxor')?.error).toBe('Fee (EGP) must be an amount in EGP of 0 or more, with at most two decimals.');
    }
    expect(api.calls).toEqual(['fees']);
    presenter.feeTyped('Luxor', '80');
    expect(presenter.rows.find((row) => row.governorate === 'Luxor')?.error).toBeNull();
    api.refuseNext(rejected('Unknown governorate: Luxor', 404));
    await presenter.saveClicked('Luxor');
    expect(presenter.rows.find((row) => row.governorate === 'Luxor')).toMatchObject({ error: 'Unknown governorate: Luxor', draft: '80', saving: false });
  });

  it('shows why the fees could not be loaded', async () => {
    const { presenter, api } = setUp();
    api.refuseNext(rejected('Unable to reach the shop.', 500));
    await presenter.opened();
    expect(presenter.loadError).toBe('Unable to reach the shop.');
    expect(presenter.rows).toEqual([]);
  });
});
