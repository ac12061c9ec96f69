import { describe, expect, it } from 'vitest';
import { crown, crownsCourse, etchGel, proPlan } from '../../application/support/cartLines';
import { openCart } from './cartTestKit';

describe('CartPagePresenter', () => {
  it("shows each line with 'Item #' and the SKU or else the id, linking products only", () => {
    const { page } = openCart();
    expect(page.lines.map(({ name, itemNumber, price, quantity, href }) => ({ name, itemNumber, price, quantity, href }))).toEqual([
      { name: etchGel.name, itemNumber: 'Item #5', price: '390 EGP', quantity: 2, href: '/products/5' },
      { name: crown.name, itemNumber: 'Item #NSM-PZA-S4-1', price: '1,200 EGP', quantity: 1, href: '/products/46' },
      { name: 'Pro', itemNumber: 'Item #1000002', price: '6,100 EGP', quantity: 1, href: null },
    ]);
    expect(page.isEmpty).toBe(false);
  });

  it('sums Subtotal and Total and hides the Discount row when there is none', () => {
    const { page } = openCart();
    expect(page.subtotalText).toBe('8,080 EGP');
    expect(page.discountText).toBeNull();
    expect(page.totalText).toBe('8,080 EGP');
  });

  it("disables plus at stock and answers a plus past it with 'Stock limit reached!' for 1 s at the top centre", () => {
    const { page, toasts, clock } = openCart([{ ...etchGel, quantity: 10 }]);
    const [line] = page.lines;
    expect(line?.canIncrement).toBe(false);
    page.plusClicked(line!.key);
    expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'error', message: 'Stock limit reached!', position: 'top-center', durationMs: 1_000 })]);
    expect(page.lines[0]?.quantity).toBe(10);
    clock.advance(1_000);
    expect(toasts.toasts).toEqual([]);
  });

  it('changes quantities with plus and minus, removes at 0 and with Remove, then shows the empty state', () => {
    const { page, cartStore } = openCart([etchGel, crown]);
    page.plusClicked(page.lines[0]!.key);
    expect(page.lines[0]?.quantity).toBe(3);
    page.minusClicked(page.lines[1]!.key);
    expect(page.lines).toHaveLength(1);
    page.removeClicked(page.lines[0]!.key);
    expect(page.isEmpty).toBe(true);
    expect(cartStore.stored.lines).toEqual([]);
  });

  it('follows a change made in another tab', () => {
    const { page, cartStore } = openCart([etchGel]);
    cartStore.changeInAnotherTab({ lines: [etchGel, crownsCourse] });
    expect(page.lines.map((line) => line.href)).toEqual(['/products/5', null]);
  });

  it('goes to /checkout and to /products', () => {
    const { page, navigator } = openCart();
    page.proceedToCheckoutClicked();
    page.continueShoppingClicked();
    expect(navigator.visited).toEqual(['/checkout', '/products']);
  });

  describe('what the promo is taken from', () => {
    it('uses the shipping fee last chosen at checkout, and none for a cart of plans and trainings', async () => {
      const { page, promos } = openCart([etchGel], (kit) => {
        kit.details.fee = 0;
      });
      page.promo.codeChanged('WELCOME10');
      await page.promo.applyClicked();
      const plans = openCart([proPlan]);
      plans.page.promo.codeChanged('WELCOME10');
      await plans.page.promo.applyClicked();
      expect([promos.checks[0]?.orderAmount, plans.promos.checks[0]?.orderAmount]).toEqual([78_000, 610_000]);
    });
  });
});
