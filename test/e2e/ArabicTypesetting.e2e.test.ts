import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { buildOrderPayload } from '@tiara/domain/checkout';
import { piastersFromPounds } from '@tiara/domain/money';
import { ShippingFeeTable } from '@tiara/domain/shipping-fee';
import { variantCartName } from '@tiara/domain/variant-selector';
import { formatPrice } from '../../src/locales/format/formatPrice';
import { variantNamesEn } from '../../src/locales/shared/en/variantNamesEn';
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
 * The line boxes of each fragment inside `element`'s text, found across its text nodes (isolating
 * marks included), in reading order: line by line from the top, and along a line from the right,
 * as an Arabic reader reads them. A fragment the element does not hold has none.
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
    return wanted.map((fragment) => {
      const index = text.indexOf(fragment);
      if (index < 0) return [];
      const range = document.createRange();
      range.setStart(...at(index));
      range.setEnd(...at(index + fragment.length));
      const boxes = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => ({ left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom }));
      const middle = (box: { top: number; bottom: number }) => (box.top + box.bottom) / 2;
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
 * Expects the fragments to read in the given order right to left: each ends before the next begins,
 * on the same line to its right, or on a line above.
 */
async function expectReadRightToLeft(element: Locator, fragments: readonly string[]): Promise<void> {
  const boxes = await boxesOf(element, fragments);
  const text = await element.innerText();
  fragments.forEach((fragment, index) => expect(boxes[index], `"${fragment}" is not drawn in "${text}"`).not.toEqual([]));
  for (let index = 1; index < fragments.length; index += 1) {
    const before = boxes[index - 1]!.at(-1)!;
    const after = boxes[index]![0]!;
    const place = placeOf(before, after);
    expect(['to the right', 'on a line above'], `"${fragments[index - 1]}" is drawn ${place} of "${fragments[index]}"`).toContain(place);
  }
}

/** Expects the words to read left to right, as a Latin name reads inside Arabic text. */
async function expectReadLeftToRight(element: Locator, words: readonly string[]): Promise<void> {
  const boxes = await boxesOf(element, words);
  expect(words.length, 'a name of at least two Latin words').toBeGreaterThanOrEqual(2);
  for (let index = 1; index < words.length; index += 1) {
    const before = boxes[index - 1]!.at(-1)!;
    const after = boxes[index]![0]!;
    const place = placeOf(before, after);
    expect(['to the left', 'on a line above'], `"${words[index - 1]}" is drawn ${place} of "${words[index]}"`).toContain(place);
  }
}

interface ProductDetail {
  readonly id: number;
  readonly name: string;
  readonly price: number;
  readonly discount_fee?: number;
  readonly variant_products: ReadonlyArray<{ sku: string; quantity: number; side: number | null; size: string | null; variable_option: number | null }>;
}

/**
 * A cash order of two of the Premier matrix bands in their "13" profile (or another in stock),
 * named as the English cart names the line: a Latin brand, a comma, a count and a variant code.
 */
async function orderMatrixBands(request: APIRequestContext, baseUrl: string, credentials: Credentials): Promise<{ orderId: number; userId: number; token: string }> {
  const url = (path: string) => new URL(path, baseUrl).href;
  const customer = await apiSession(request, baseUrl, credentials);
  const product = (await (await request.get(url('/api/product/8'), { headers: { 'accept-language': 'en' } })).json()) as ProductDetail;
  const stocked = product.variant_products.filter((variant) => variant.quantity >= 2);
  const variant = stocked.find((candidate) => candidate.variable_option === 2) ?? stocked[0];
  if (!variant) throw new Error('The demo shop has none of the Premier matrix bands in stock');
  const fees = (await (await request.get(url('/api/ShippingFees'))).json()) as Array<{ governorate_name: string; shipping_fee: number | null }>;
  const table = new ShippingFeeTable(fees.map((fee) => ({ governorateName: fee.governorate_name, fee: piastersFromPounds(fee.shipping_fee ?? 0) })));
  const name = variantCartName(product.name, { side: variant.side, size: variant.size, option: variant.variable_option }, variantNamesEn);
  const payload = buildOrderPayload({
    userId: customer.userId,
    form: { firstName: 'Karim', middleName: '', lastName: 'Mostafa', email: credentials.email, phone: '01112345678', address: '14 El Nozha St.', governorate: 'Cairo', city: 'Heliopolis', postalCode: '11341', paymentMethod: 'cash' },
    lines: [{ productId: product.id, name, price: piastersFromPounds(product.price - (product.discount_fee ?? 0)), quantity: 2, image: '', sku: variant.sku }],
    shipping: table.feeFor('Cairo'),
    discount: 0,
    promoCodeId: null,
  });
  const answer = await request.post(url('/api/order/create'), { data: payload, headers: { authorization: `Bearer ${customer.token}` } });
  expect(answer.status(), await answer.text()).toBe(201);
  return { orderId: ((await answer.json()) as { orderid: number }).orderid, ...customer };
}

/** The order's line as the Arabic shop reads it back: its name and its price per unit. */
async function lineInArabic(request: APIRequestContext, baseUrl: string, order: { orderId: number; userId: number; token: string }): Promise<{ name: string; price: string }> {
  const answer = await request.get(new URL(`/api/order/user/${order.userId}`, baseUrl).href, { headers: { authorization: `Bearer ${order.token}`, 'accept-language': 'ar' } });
  const orders = (await answer.json()) as Array<{ id: number; order_items: Array<{ product_name: string; price: number }> }>;
  const item = orders.find((candidate) => candidate.id === order.orderId)?.order_items[0];
  if (!item) throw new Error(`Order #${order.orderId} is not in its customer's history`);
  return { name: item.product_name, price: formatPrice(piastersFromPounds(item.price), 'ar') };
}

/** The first run of two or more Latin words in `text` ("Premier Stainless"), or its Latin words alone. */
function latinWords(text: string): string[] {
  const run = /[A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*)+/.exec(text)?.[0] ?? '';
  return run.split(/\s+/).filter((word) => word !== '');
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

  it('reads an order line with a Latin brand, a variant, "× 2" and its price in order: name, quantity, price', async () => {
    const { page, credentials, signIn } = await arabicPhone();
    const order = await orderMatrixBands(page.request, baseUrl, credentials);
    const line = await lineInArabic(page.request, baseUrl, order);
    await signIn();

    // My orders: "‹name› × 2 ‹price›", one line of the order's card.
    await page.goto(url('/my-orders'));
    await page.getByRole('heading', { level: 1, name: accountMessagesAr.orders.title }).waitFor();
    const card = page.getByRole('listitem').filter({ hasText: accountMessagesAr.orders.orderNumber(order.orderId) });
    const itemLine = card.locator('p').filter({ hasText: '× 2' }).first();
    await itemLine.waitFor();
    await expectReadRightToLeft(itemLine, [line.name, '× 2', line.price]);
    await expectReadLeftToRight(itemLine, latinWords(line.name));

    // The order's page: the name, then "الكمية: 2 · ‹price›" under it.
    await page.goto(url(`/my-orders/${order.orderId}`));
    const item = page.getByRole('region', { name: orderDetailMessagesAr.items }).getByRole('listitem').first();
    await item.waitFor();
    const name = item.locator('p').filter({ hasText: latinWords(line.name)[0] ?? line.name });
    await expectReadLeftToRight(name, latinWords(line.name));
    const quantityAndPrice = item.locator('p').filter({ hasText: orderDetailMessagesAr.quantity(2) });
    await expectReadRightToLeft(quantityAndPrice, [orderDetailMessagesAr.quantity(2), line.price]);
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
    await expectReadLeftToRight(place, ['14', 'El', 'Nozha', 'St', '.']);
    await expectReadRightToLeft(place, ['14 El Nozha St.', 'مصر الجديدة', 'القاهرة']);
  });
});
