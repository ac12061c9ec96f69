import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { buildOrderPayload } from '@tiara/domain/checkout';
import { piastersFromPounds } from '@tiara/domain/money';
import { ShippingFeeTable } from '@tiara/domain/shipping-fee';
import { formatPrice } from '../../src/locales/format/formatPrice';
import { accountMessagesAr } from '../../src/locales/shop/ar/accountMessagesAr';
import { orderDetailMessagesAr } from '../../src/locales/shop/ar/orderDetailMessagesAr';
import { type Credentials, apiSession, newCustomerAccount, signInThroughApi } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { PHONE } from './support/overflow';
import './support/failOnPolicyViolations';

/** One line box of a fragment of text, as the page draws it. */
interface Box {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/**
 * The line boxes of each fragment inside `element`'s text, each fragment found after the one
 * before it, across the element's text nodes (isolating marks included); each fragment's boxes in
 * reading order: line by line from the top, and along a line from the right, as an Arabic reader
 * reads them. A fragment the element does not hold has none.
 */
function boxesOf(element: Locator, fragments: readonly string[]): Promise<Box[][]> {
  return element.evaluate((root, wanted) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const text = nodes.map((node) => node.data).join('');
    const at = (offset: number): [Text, number] => {
      let start = 0;
      for (const node of nodes) {
        if (offset <= start + node.length) return [node, offset - start];
        start += node.length;
      }
      throw new Error(`No text at ${offset}`);
    };
    const middle = (box: { top: number; bottom: number }) => (box.top + box.bottom) / 2;
    let from = 0;
    return wanted.map((fragment) => {
      const index = text.indexOf(fragment, from);
      if (index < 0) return [];
      from = index + fragment.length;
      const range = document.createRange();
      range.setStart(...at(index));
      range.setEnd(...at(index + fragment.length));
      const boxes = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => ({ left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom }));
      return boxes.sort((a, b) => (Math.abs(middle(a) - middle(b)) < 4 ? b.right - a.right : middle(a) - middle(b)));
    });
  }, fragments);
}

const middle = (box: Box) => (box.top + box.bottom) / 2;
const sameLine = (a: Box, b: Box) => Math.abs(middle(a) - middle(b)) < Math.min(a.bottom - a.top, b.bottom - b.top) / 2;

/** Where `box` is drawn compared with `other`, as a failure message says it. */
function placeOf(box: Box, other: Box): string {
  if (!sameLine(box, other)) return middle(box) < middle(other) ? 'on a line above' : 'on a line below';
  return box.left >= other.right - 1 ? 'to the right' : box.right <= other.left + 1 ? 'to the left' : 'overlapping';
}

/**
 * Expects `element` to draw the fragments, in this order, so that each is read before the next:
 * on the same line to its `side` (right in Arabic, left for Latin words), or on a line above.
 */
async function expectRead(element: Locator, fragments: readonly string[], side: 'to the right' | 'to the left'): Promise<void> {
  const boxes = await boxesOf(element, fragments);
  const text = await element.innerText();
  fragments.forEach((fragment, index) => expect(boxes[index], `"${fragment}" is not drawn in "${text}"`).not.toEqual([]));
  for (let index = 1; index < fragments.length; index += 1) {
    const place = placeOf(boxes[index - 1]!.at(-1)!, boxes[index]![0]!);
    expect([side, 'on a line above'], `"${fragments[index - 1]}" is drawn ${place} of "${fragments[index]}" in "${text}"`).toContain(place);
  }
}

const readRightToLeft = (element: Locator, fragments: readonly string[]) => expectRead(element, fragments, 'to the right');
const readLeftToRight = (element: Locator, words: readonly string[]) => expectRead(element, words, 'to the left');

/** Two or more Latin words in a row: a brand with its product line ("Lumina Flow"). */
const LATIN_RUN = /[A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*)+/;

interface ListedProduct {
  readonly id: number;
  readonly name: string;
  readonly price: number;
  readonly discount_fee?: number;
  readonly quantity: number;
  readonly isVariant?: boolean;
}

interface ProductDetail extends ListedProduct {
  readonly variant_products: ReadonlyArray<{ sku: string; quantity: number; variable_option: number | null }>;
}

interface PlacedOrder {
  readonly orderId: number;
  readonly userId: number;
  readonly token: string;
}

/**
 * A cash order of two of each of the worst lines the demo shop has for an Arabic reader: the
 * Premier matrix bands in their "13" profile (a Latin brand, a count and a variant code after a
 * dash), and a product whose Arabic name carries a Latin brand of two words or more.
 */
async function orderMixedLines(request: APIRequestContext, baseUrl: string, credentials: Credentials): Promise<PlacedOrder> {
  const url = (path: string) => new URL(path, baseUrl).href;
  const customer = await apiSession(request, baseUrl, credentials);
  const bands = (await (await request.get(url('/api/product/8'))).json()) as ProductDetail;
  const stocked = bands.variant_products.filter((variant) => variant.quantity >= 2);
  const variant = stocked.find((candidate) => candidate.variable_option === 2) ?? stocked[0];
  if (!variant) throw new Error('The demo shop has none of the Premier matrix bands in stock');
  const listed = (await (await request.get(url('/api/product'), { headers: { 'accept-language': 'ar' } })).json()) as ListedProduct[];
  const branded = listed.find((product) => !product.isVariant && product.quantity >= 2 && /[\u0600-\u06FF]/.test(product.name) && LATIN_RUN.test(product.name));
  if (!branded) throw new Error('The demo shop names no stocked product in Arabic with a Latin brand of two words');
  const fees = (await (await request.get(url('/api/ShippingFees'))).json()) as Array<{ governorate_name: string; shipping_fee: number | null }>;
  const table = new ShippingFeeTable(fees.map((fee) => ({ governorateName: fee.governorate_name, fee: piastersFromPounds(fee.shipping_fee ?? 0) })));
  const sellingPrice = (product: ListedProduct) => piastersFromPounds(product.price - (product.discount_fee ?? 0));
  const payload = buildOrderPayload({
    userId: customer.userId,
    form: { firstName: 'Karim', middleName: '', lastName: 'Mostafa', email: credentials.email, phone: '01112345678', address: '14 El Nozha St.', governorate: 'Cairo', city: 'Heliopolis', postalCode: '11341', paymentMethod: 'cash' },
    lines: [
      { productId: bands.id, name: bands.name, price: sellingPrice(bands), quantity: 2, image: '', sku: variant.sku },
      { productId: branded.id, name: branded.name, price: sellingPrice(branded), quantity: 2, image: '' },
    ],
    shipping: table.feeFor('Cairo'),
    discount: 0,
    promoCodeId: null,
  });
  const answer = await request.post(url('/api/order/create'), { data: payload, headers: { authorization: `Bearer ${customer.token}` } });
  expect(answer.status(), await answer.text()).toBe(201);
  return { orderId: ((await answer.json()) as { orderid: number }).orderid, ...customer };
}

interface ArabicLine {
  readonly name: string;
  /** The price of one, as the Arabic shop writes it. */
  readonly price: string;
}

/** The order's lines as the Arabic shop reads them back. */
async function linesInArabic(request: APIRequestContext, baseUrl: string, order: PlacedOrder): Promise<ArabicLine[]> {
  const answer = await request.get(new URL(`/api/order/user/${order.userId}`, baseUrl).href, { headers: { authorization: `Bearer ${order.token}`, 'accept-language': 'ar' } });
  const orders = (await answer.json()) as Array<{ id: number; order_items: Array<{ product_name: string; price: number }> }>;
  const items = orders.find((candidate) => candidate.id === order.orderId)?.order_items ?? [];
  if (items.length !== 2) throw new Error(`Order #${order.orderId} has not its two lines in its customer's history`);
  return items.map((item) => ({ name: item.product_name, price: formatPrice(piastersFromPounds(item.price), 'ar') }));
}

/** A line's name cut where a reader sees its parts: before a variant's dash, the dash and what follows ("– 13"). */
function nameParts(name: string): string[] {
  const dash = name.lastIndexOf(' – ');
  return dash < 0 ? [name] : [name.slice(0, dash), name.slice(dash + 1)];
}

/**
 * Issue 28, item 4: Arabic pages mix Latin brand names, variant codes, quantities and prices in
 * one line; each fragment keeps its own direction, so the line reads in its logical order right to
 * left and a brand's words still read left to right. The lines are measured where Chromium draws
 * them, on a phone.
 */
describe('mixed Arabic and Latin lines, as Chromium draws them', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);

  /** A phone reading the shop in Arabic, with a new customer of its own; signed in once the test has made what it needs. */
  async function arabicPhone(): Promise<{ page: Page; credentials: Credentials; signIn: () => Promise<void> }> {
    const page = await journey.newPage({ viewport: PHONE, locale: 'ar-EG' });
    const credentials = await newCustomerAccount(page.request, baseUrl);
    const signIn = async () => {
      await page.goto(url('/'));
      await signInThroughApi(page, baseUrl, credentials);
    };
    return { page, credentials, signIn };
  }

  it('reads order lines with a Latin brand, a variant, "× 2" and a price in their order: name, variant, quantity, price', async () => {
    const { page, credentials, signIn } = await arabicPhone();
    const order = await orderMixedLines(page.request, baseUrl, credentials);
    const lines = await linesInArabic(page.request, baseUrl, order);
    await signIn();

    // My orders: "‹name – variant› × 2 ‹price›", a line each in the order's card.
    await page.goto(url('/my-orders'));
    await page.getByRole('heading', { level: 1, name: accountMessagesAr.orders.title }).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: accountMessagesAr.orders.orderNumber(order.orderId) });
    for (const line of lines) {
      const itemLine = card.locator('p').filter({ hasText: line.name });
      await itemLine.waitFor();
      await readRightToLeft(itemLine, [...nameParts(line.name), '× 2', line.price]);
      const brand = LATIN_RUN.exec(line.name)?.[0];
      if (brand) await readLeftToRight(itemLine, brand.split(/\s+/));
    }

    // The order's page: each name on its own line, then "الكمية: 2 · ‹price›" under it.
    await page.goto(url(`/my-orders/${order.orderId}`));
    const items = page.getByRole('region', { name: orderDetailMessagesAr.items });
    for (const line of lines) {
      const item = items.getByRole('listitem', { name: line.name, exact: true });
      await item.waitFor();
      await readRightToLeft(item, [...nameParts(line.name), orderDetailMessagesAr.quantity(2), line.price]);
      const brand = LATIN_RUN.exec(line.name)?.[0];
      if (brand) await readLeftToRight(item, brand.split(/\s+/));
    }
  });

  it('keeps a street typed in Latin letters whole, its full stop after it, before the city and the governorate', async () => {
    const { page, credentials, signIn } = await arabicPhone();
    const session = await apiSession(page.request, baseUrl, credentials);
    const saved = await page.request.post(url('/api/addresses'), {
      headers: { authorization: `Bearer ${session.token}` },
      data: { label: 'Heliopolis clinic', first_name: 'Karim', middle_name: 'Samy', last_name: 'Mostafa', phone: '01112345678', address: '14 El Nozha St.', governorate: 'Cairo', city: 'Heliopolis', postal_code: '11341', is_default: true },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    await signIn();

    await page.goto(url('/account'));
    const place = page.getByRole('listitem', { name: 'Heliopolis clinic' }).locator('p').filter({ hasText: 'El Nozha' });
    await place.waitFor();
    await readLeftToRight(place, ['14', 'El', 'Nozha', 'St', '.']);
    await readRightToLeft(place, ['14 El Nozha St.', 'مصر الجديدة', 'القاهرة']);
  });
});
