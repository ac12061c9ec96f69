import { describe, expect, it } from 'vitest';
import { AdminShippingApi } from '../../../../src/application/admin/shipping/AdminShippingApi';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { AdminShippingFeesPresenter } from '../../../../src/ui/admin/shipping/AdminShippingFeesPresenter';
import { networkFailure, refusal } from '../../../application/support/fakes/FakeApi';
import { FakeAdminShippingApi } from '../../../application/support/fakes/FakeAdminShippingApi';
import { sectionContainer } from '../shared/sectionsTestKit';

function setUp() {
  const api = new FakeAdminShippingApi();
  api.storedFees.set('Cairo', 10_000);
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
    expect(api.calls).toContain('setFee Aswan');
    expect(api.storedFees.get('Aswan')).toBe(9550);
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
    api.failures.set('setFee', refusal(404, 'unknown_governorate', serverAdminMessagesEn.unknownGovernorate('Luxor')));
    await presenter.saveClicked('Luxor');
    expect(presenter.rows.find((row) => row.governorate === 'Luxor')).toMatchObject({ error: serverAdminMessagesEn.unknownGovernorate('Luxor'), draft: '80', saving: false });
  });

  it('shows why the fees could not be loaded', async () => {
    const { presenter, api } = setUp();
    api.failures.set('fees', networkFailure);
    await presenter.opened();
    expect(presenter.loadError).toBe(networkFailure.message);
    expect(presenter.rows).toEqual([]);
  });
});
