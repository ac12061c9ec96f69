import { describe, expect, it } from 'vitest';
import { AdminPromosApi } from '../../../../src/application/admin/promos/AdminPromosApi';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { AdminSectionsMessages } from '../../../../src/ui/messages/AdminSectionsMessages';
import { AdminPromoCodesPresenter, discountText, isExhausted, validityText } from '../../../../src/ui/admin/promocodes/AdminPromoCodesPresenter';
import { FakeAdminPromosApi } from '../../../application/support/fakes/FakeAdminPromosApi';
import { sectionContainer } from '../shared/sectionsTestKit';
import { settle } from '../shared/adminFakes';

function setUp() {
  const api = new FakeAdminPromosApi();
  const kit = sectionContainer(AdminPromosApi, api);
  return { ...kit, api, presenter: kit.container.get(AdminPromoCodesPresenter) };
}

function fillIn(presenter: AdminPromoCodesPresenter, values: Partial<NonNullable<AdminPromoCodesPresenter['editor']['form']>>) {
  for (const [field, value] of Object.entries(values)) presenter.editor.fieldChanged(field as never, value as never);
}

describe('AdminPromoCodesPresenter', () => {
  it('creates a percent code with a Cairo validity window, max uses, once per user and a minimum order', async () => {
    const { presenter, api, lastToast } = setUp();
    presenter.opened();
    await settle();
    presenter.editor.addClicked();
    fillIn(presenter, { code: 'winter10', value: '10', startsAt: '2026-12-01T00:00', endsAt: '2026-12-31T23:59', maxUses: '50', minimumOrder: '500.5' });
    await presenter.editor.saveClicked();
    await settle();

    expect(presenter.editor.form).toBeNull();
    expect(lastToast()?.message).toBe('Promo code added.');
    const created = api.promos[0]!;
    expect(created.discount).toEqual({ kind: 'percent', percent: 10 });
    // Cairo is UTC+2 in winter.
    expect(created.startsAt?.toISOString()).toBe('2026-11-30T22:00:00.000Z');
    expect(created.endsAt?.toISOString()).toBe('2026-12-31T21:59:00.000Z');
    expect(created.maxUses).toBe(50);
    expect(created.oncePerUser).toBe(true);
    expect(created.minimumOrder).toBe(50050);
    expect(presenter.list.items.map((promo) => promo.code)).toEqual(['WINTER10']);
    expect(discountText(created)).toBe('10%');
    expect(validityText(created)).toBe('1 Dec 2026, 00:00 – 31 Dec 2026, 23:59');
  });

  it('creates a fixed discount in piasters and leaves limits empty as none', async () => {
    const { presenter, api } = setUp();
    presenter.editor.addClicked();
    fillIn(presenter, { code: 'FLAT50', kind: 'fixed', value: '50.25', oncePerUser: false });
    await presenter.editor.saveClicked();
    expect(api.promos[0]).toMatchObject({ discount: { kind: 'fixed', amount: 5025 }, startsAt: null, endsAt: null, maxUses: null, minimumOrder: null, oncePerUser: false });
    expect(discountText(api.promos[0]!)).toBe('50.25 EGP');
    expect(validityText(api.promos[0]!)).toBe('Always');
  });

  it('refuses bad values with a message per field and sends nothing', async () => {
    const { presenter, api } = setUp();
    presenter.editor.addClicked();
    fillIn(presenter, { code: 'x', value: '101', startsAt: '2026-12-31T00:00', endsAt: '2026-12-01T00:00', maxUses: '0', minimumOrder: 'abc' });
    await presenter.editor.saveClicked();
    expect(presenter.editor.errors).toEqual({
      code: 'The code needs 2 to 50 letters, digits, - or _.',
      value: 'The percent must be a whole number from 1 to 100.',
      endsAt: 'The end of the validity must come after its start.',
      maxUses: 'Max uses must be a whole number of 1 or more.',
      minimumOrder: 'Minimum order (EGP, optional) must be an amount in EGP of 0 or more, with at most two decimals.',
    });
    expect(api.calls).toEqual([]);
    presenter.editor.fieldChanged('kind', 'fixed');
    presenter.editor.fieldChanged('value', '0');
    await presenter.editor.saveClicked();
    expect(presenter.editor.errors.value).toBe('The discount must be an amount in EGP above 0, with at most two decimals.');
  });

  it("keeps the form open with the server's message when it refuses the code", async () => {
    const { presenter, api } = setUp();
    presenter.editor.addClicked();
    fillIn(presenter, { code: 'TAKEN', value: '5' });
    api.codes = [{ id: 9, code: 'TAKEN', discount: { kind: 'percent', percent: 15 }, isActive: true, startsAt: null, endsAt: null, maxUses: null, oncePerUser: true, minimumOrder: null, createdAt: api.now }];
    await presenter.editor.saveClicked();
    expect(presenter.editor.form).not.toBeNull();
    expect(presenter.editor.formError).toBe(serverAdminMessagesEn.promoCodeTaken('TAKEN'));
  });

  it('edits a code with its stored values filled in', async () => {
    const { presenter, api } = setUp();
    presenter.editor.addClicked();
    fillIn(presenter, { code: 'EDITME', kind: 'fixed', value: '20', maxUses: '3', startsAt: '2026-12-01T09:30' });
    await presenter.editor.saveClicked();
    await settle();
    presenter.editClicked(presenter.list.items[0]!);
    expect(presenter.editor.form).toMatchObject({ code: 'EDITME', kind: 'fixed', value: '20', maxUses: '3', startsAt: '2026-12-01T09:30', endsAt: '' });
    presenter.editor.fieldChanged('maxUses', '');
    await presenter.editor.saveClicked();
    expect(api.calls).toContain('update 1');
    expect(api.promos[0]!.maxUses).toBeNull();
  });

  it('shows the uses of a code and whether it is used up', async () => {
    const { presenter, api } = setUp();
    presenter.editor.addClicked();
    fillIn(presenter, { code: 'ONCE', value: '5', maxUses: '1' });
    await presenter.editor.saveClicked();
    const uses = [{ orderId: 7, orderStatus: 'Delivered', userEmail: 'mona@example.com', status: 'Used' as const, usedAt: new Date('2026-11-20T10:00:00Z') }];
    api.usesOf.set(api.promos[0]!.id, uses);
    await presenter.list.reload();
    expect(isExhausted(presenter.list.items[0]!)).toBe(true);
    presenter.usesClicked(presenter.list.items[0]!);
    await settle();
    expect(api.calls).toContain('uses 1');
    expect(presenter.uses.items).toEqual(uses);
    presenter.usesClosed();
    expect(presenter.usesOf).toBeNull();
  });

  it('deletes only after confirmation, and shows a refusal', async () => {
    const { presenter, api, lastToast } = setUp();
    presenter.editor.addClicked();
    fillIn(presenter, { code: 'GONE', value: '5' });
    await presenter.editor.saveClicked();
    await settle();
    const promo = presenter.list.items[0]!;
    presenter.editor.deleteClicked(promo);
    expect(api.calls).not.toContain('delete 1');
    const held = { orderId: 7, orderStatus: 'Pending', userEmail: 'mona@example.com', status: 'Reserved' as const, usedAt: new Date('2026-11-20T10:00:00Z') };
    api.usesOf.set(promo.id, [held]);
    await presenter.editor.confirmation.confirmed();
    expect(lastToast()?.message).toBe(serverAdminMessagesEn.promoUsed('GONE', 1));
    api.usesOf.set(promo.id, [{ ...held, orderStatus: 'Cancelled', status: 'Released' }]);
    presenter.editor.deleteClicked(promo);
    await presenter.editor.confirmation.confirmed();
    expect(api.promos).toEqual([]);
    expect(presenter.list.items).toEqual([]);
  });

  it("shows each code's state at the clock's instant, not only its switch: an expired code is Expired", async () => {
    const { presenter, api, clock } = setUp();
    const add = async (values: Parameters<typeof fillIn>[1]) => {
      presenter.editor.addClicked();
      fillIn(presenter, { value: '5', ...values });
      await presenter.editor.saveClicked();
    };
    // The clock reads 21 Nov 2026, 12:00 in Cairo.
    await add({ code: 'SUMMER', startsAt: '2026-06-01T00:00', endsAt: '2026-08-31T23:59' });
    await add({ code: 'RAMADAN', startsAt: '2027-02-08T00:00' });
    await add({ code: 'NOW', startsAt: '2026-11-01T00:00', endsAt: '2026-11-30T23:59' });
    await add({ code: 'PAUSED', isActive: false });
    await add({ code: 'ONCE', maxUses: '1' });
    await settle();
    const stateOf = (code: string) => presenter.stateOf(presenter.list.items.find((promo) => promo.code === code)!);
    expect(['SUMMER', 'RAMADAN', 'NOW', 'PAUSED'].map(stateOf)).toEqual(['expired', 'not-started', 'active', 'inactive']);

    api.usesOf.set(presenter.list.items.find((promo) => promo.code === 'ONCE')!.id, [
      { orderId: 7, orderStatus: 'Delivered', userEmail: 'mona@example.com', status: 'Used', usedAt: new Date('2026-11-20T10:00:00Z') },
    ]);
    await presenter.list.reload();
    expect(stateOf('ONCE')).toBe('exhausted');

    clock.advance(Date.parse('2026-12-01T00:00:00Z') - clock.now().getTime()); // 02:00 on 1 Dec in Cairo: November's code has just expired
    expect(stateOf('NOW')).toBe('expired');
    expect(AdminSectionsMessages.promos.states[stateOf('NOW')]).toBe('Expired');
  });

  it('filters by text and by active switch, back on page 1', async () => {
    const { presenter, api } = setUp();
    presenter.searchChanged('win');
    presenter.activeFilterChosen('inactive');
    await settle();
    expect(api.filters.at(-1)).toEqual({ page: 1, perPage: 20, search: 'win', isActive: false });
  });
});
