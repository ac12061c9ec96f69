import type { Page } from 'playwright-core';

/** The demo shop's etch gel, product 5: in stock, without variants. */
export const ETCH_GEL = 'Premier Etch 37% Phosphoric Acid Gel, 3 x 5 ml';

/** Puts the etch gel in the cart from its page, as a shopper does, and opens the checkout. */
export async function gelAtCheckout(page: Page, baseUrl: string): Promise<void> {
  const url = (path: string) => new URL(path, baseUrl).href;
  await page.goto(url('/products/5'));
  await page.getByRole('heading', { name: ETCH_GEL }).waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.waitForFunction(() => (window.localStorage.getItem('cart') ?? '').includes('"id":5'));
  await page.goto(url('/checkout'));
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
}
