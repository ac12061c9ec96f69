import { describe, expect, it } from 'vitest';
import type { PageRequest } from '../../../../src/application/admin/AdminPage';
import { type AdminPromoCode, AdminPromosApi, type PromoFields, type PromoFilter, type PromoUse } from '../../../../src/application/admin/promos/AdminPromosApi';
import { AdminPromoCodesPresenter, discountText, isExhausted, validityText } from '../../../../src/ui/admin/promocodes/AdminPromoCodesPresenter';
import { FakePort, pageOf, rejected, sectionContainer } from '../shared/sectionsTestKit';
import { settle } from '../shared/adminFakes';

class FakePromosApi extends FakePort implements AdminPromosApi {
  promos: AdminPromoCode[] = [];
  useRows: PromoUse[] = [];
  lastFilter: PromoFilter | null = null;
  private nextId = 1;

  list(filter: PromoFilter) {
    this.lastFilter = filter;
    this.calls.push('list');
    return Promise.resolve(pageOf(this.promos, filter));
  }
  create(promo: PromoFields) {
    return this.answer(`create ${promo.code}`, () => {
      const created: AdminPromoCode = { ...promo, code: promo.code.toUpperCase(), id: this.nextId++, usedCount: 0, uses: { reserved: 0, used: 0, released: 0 }, createdAt: new Date('2026-11-21T10:00:00Z') };
      this.promos.unshift(created);
      return created;
    });
  }
  update(id: number, promo: PromoFields) {
    return this.answer(`update ${id}`, () => {
      const index = this.promos.findIndex((candidate) => candidate.id === id);
      this.promos[index] = { ...this.promos[index]!, ...promo };
      return this.promos[index]!;
    });
  }
  delete(id: number) {
    return this.answer(`delete ${id}`, () => {
      this.promos = this.promos.filter((promo) => promo.id !== id);
      return { id };
    });
  }
  uses(id: number, page: PageRequest) {
    this.calls.push(`uses ${id}`);
    return Promise.resolve(pageOf(this.useRows, page));
  }
}

function setUp() {
  const api = new FakePromosApi();
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
    api.refuseNext(rejected('A promo code TAKEN already exists.', 409));
    await presenter.editor.saveClicked();
    expect(presenter.editor.form).not.toBeNull();
    expect(presenter.editor.formError).toBe('A promo code TAKEN already exists.');
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
    api.promos[0] = { ...api.promos[0]!, usedCount: 1, uses: { reserved: 0, used: 1, released: 0 } };
    api.useRows = [{ orderId: 7, orderStatus: 'Delivered', userEmail: 'mona@example.com', status: 'Used', usedAt: new Date('2026-11-20T10:00:00Z') }];
    await presenter.list.reload();
    expect(isExhausted(presenter.list.items[0]!)).toBe(true);
    presenter.usesClicked(presenter.list.items[0]!);
    await settle();
    expect(api.calls).toContain('uses 1');
    expect(presenter.uses.items).toEqual(api.useRows);
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
    api.refuseNext(rejected('This code was used by an order: switch it off instead.', 409));
    await presenter.editor.confirmation.confirmed();
    expect(lastToast()?.message).toBe('This code was used by an order: switch it off instead.');
    presenter.editor.deleteClicked(promo);
    await presenter.editor.confirmation.confirmed();
    expect(api.promos).toEqual([]);
    expect(presenter.list.items).toEqual([]);
  });

  it('filters by text and by active switch, back on page 1', async () => {
    const { presenter, api } = setUp();
    presenter.searchChanged('win');
    presenter.activeFilterChosen('inactive');
    await settle();
    expect(api.lastFilter).toEqual({ page: 1, perPage: 20, search: 'win', isActive: false });
  });
});
