import '@abraham/reflection';
import { describe, expect, it } from 'vitest';
import { BuyAgainPresenter } from '../../../src/ui/orders/BuyAgainPresenter';
import { accountTestKit, nour, settle, signedInStorage } from '../account/accountTestKit';
import { recordedProduct } from '../catalog/catalogTestKit';
import { apiFailure } from '../../application/support/checkoutFakes';

const etch = recordedProduct('product-5.json');
const crown = recordedProduct('product-crown.json');

async function openStrip(storage: Record<string, string>, prepare: (kit: ReturnType<typeof accountTestKit>) => void = () => {}) {
  const kit = accountTestKit(storage);
  prepare(kit);
  const strip = kit.container.get(BuyAgainPresenter);
  strip.opened();
  await settle();
  return { ...kit, strip };
}

describe('BuyAgainPresenter', () => {
  it("shows the customer's products as the product list's tiles, in the server's order", async () => {
    const { strip, orders } = await openStrip(signedInStorage(), (kit) => {
      kit.orders.buyAgainOf.set(nour.userId, [crown, etch]);
    });
    expect(orders.buyAgainCalls).toEqual([7]);
    expect(strip.isShown).toBe(true);
    expect(strip.cards.map((card) => [card.product.id, card.href, card.action])).toEqual([
      [crown.id, `/products/${crown.id}`, 'view-options'],
      [etch.id, `/products/${etch.id}`, 'add-to-cart'],
    ]);
  });

  it('leaves out a product the backend sends inactive', async () => {
    const { strip } = await openStrip(signedInStorage(), (kit) => {
      kit.orders.buyAgainOf.set(nour.userId, [{ ...etch, isActive: false }, crown]);
    });
    expect(strip.cards.map((card) => card.product.id)).toEqual([crown.id]);
  });

  it.each([
    ['a customer without orders', (kit: ReturnType<typeof accountTestKit>) => void (kit.orders.buyAgainOf.set(nour.userId, []))],
    ['a failed load', (kit: ReturnType<typeof accountTestKit>) => void (kit.orders.failures.set('buyAgain', apiFailure('server', 'down', 500)))],
  ])('shows nothing for %s', async (_, prepare) => {
    const { strip } = await openStrip(signedInStorage(), prepare);
    expect(strip.isShown).toBe(false);
  });

  it('asks nothing for a visitor', async () => {
    const { strip, orders } = await openStrip({});
    expect(orders.buyAgainCalls).toEqual([]);
    expect(strip.isShown).toBe(false);
  });

  it('adds a tile’s product to the cart with the list’s toast, and asks only once however often the strip appears', async () => {
    const { strip, cart, toasts, orders } = await openStrip(signedInStorage(), (kit) => {
      kit.orders.buyAgainOf.set(nour.userId, [etch]);
    });
    strip.addToCartClicked(etch);
    expect(cart.lines.map((line) => [line.id, line.quantity, line.price])).toEqual([[etch.id, 1, etch.price - etch.discount]]);
    expect(toasts.toasts).toEqual([expect.objectContaining({ tone: 'success', message: 'Added to cart' })]);
    strip.opened();
    await settle();
    expect(orders.buyAgainCalls).toEqual([7]);
  });
});
