import { DEMO_ADMIN, signInThroughApi } from './test/e2e/support/customer';
import { staffLogin } from './test/e2e/support/staffLogin';
import { chromium, type Page } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:8091';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const errors: string[] = [];
function watch(page: Page) {
  page.on('pageerror', (e) => errors.push(`pageerror ${page.url()} ${e}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console ${page.url()} ${m.text()}`); });
  return page;
}
const page = watch(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
const shot = (p: Page, name: string) => p.screenshot({ path: `/tmp/walk/${name}.png`, fullPage: true });
const pause = (p: Page, ms = 1500) => p.waitForTimeout(ms);
async function step(name: string, work: () => Promise<void>) {
  try { await work(); console.log('ok', name); } catch (e) { console.log('FAILED', name, String(e).split('\n')[0]); }
}
await step('list filters', async () => {
  await page.goto(`${base}/products?brand=NuSmile&minPrice=100&maxPrice=5000`); await pause(page, 2500); await shot(page, '01-list-filters');
});
await step('suggestions', async () => {
  await page.goto(`${base}/products`); await pause(page, 2000);
  await page.getByRole('textbox', { name: /Search products/ }).or(page.getByPlaceholder(/Search by product/)).first().fill('composit');
  await pause(page, 1500); await shot(page, '02-suggestions');
});
await step('login', async () => {
  await page.goto(`${base}/`); await pause(page);
  await signInThroughApi(page, base);
  await page.goto(`${base}/`); await pause(page, 3000); await shot(page, '03-home-signed-in');
});
await step('out of stock detail', async () => {
  await page.goto(`${base}/products?perPage=48&sort=price-asc`); await pause(page, 2000);
  const out = page.getByRole('article').filter({ hasText: 'OUT OF STOCK' }).first();
  await out.getByRole('button').last().click(); await pause(page); await shot(page, '04-notify-signed-in');
});
await step('account', async () => { await page.goto(`${base}/account`); await pause(page, 2500); await shot(page, '05-account'); });
await step('checkout', async () => { await page.goto(`${base}/checkout`); await pause(page, 2000); await shot(page, '06-checkout'); });
await step('place order', async () => {
  await page.goto(`${base}/products/5`); await pause(page, 2000);
  await page.getByRole('button', { name: 'Add to Cart' }).click(); await pause(page, 800);
  await page.goto(`${base}/products/4`); await pause(page, 2000);
  await page.getByRole('button', { name: 'Add to Cart' }).click(); await pause(page, 800);
  await page.goto(`${base}/checkout`); await pause(page, 2000);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('heading', { name: 'Order Placed Successfully!' }).waitFor();
  const orderId = Number(new URL(page.url()).searchParams.get('order'));
  const admin = watch(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
  await admin.goto(`${base}/admin`); await pause(admin);
  await staffLogin(admin, 'Admin', DEMO_ADMIN); await pause(admin, 2000);
  await admin.goto(`${base}/admin/orders`); await pause(admin, 2000);
  await admin.getByRole('button', { name: `View order #${orderId}` }).click(); await pause(admin, 1000);
  const detail = admin.getByRole('dialog', { name: `Order #${orderId}` });
  await detail.getByRole('button', { name: 'Mark as Shipped' }).click(); await pause(admin, 800);
  await shot(admin, '12a-admin-ship-form');
  const form = detail.getByRole('form', { name: `Ship order #${orderId}` });
  await form.getByLabel('Courier').selectOption({ label: 'Aramex' });
  await form.getByLabel('Tracking number').fill('44812345678');
  await form.getByRole('button', { name: 'Confirm shipment' }).click(); await pause(admin, 1500);
  await detail.getByRole('button', { name: 'Mark as Delivered' }).click(); await pause(admin, 500);
  await admin.getByRole('dialog', { name: 'Update Status' }).getByRole('button', { name: 'Mark as Delivered' }).click(); await pause(admin, 1500);
  await shot(admin, '12b-admin-delivered');
});
await step('order detail', async () => {
  await page.goto(`${base}/my-orders`); await pause(page, 2000); await shot(page, '07-my-orders');
  await page.getByRole('link', { name: /details and tracking/ }).first().click(); await pause(page, 2000); await shot(page, '08-order-detail');
});
await step('order detail ar', async () => {
  await page.getByRole('button', { name: /العربية|Arabic/ }).first().click(); await pause(page, 2500); await shot(page, '09-order-detail-ar');
  await page.getByRole('button', { name: /English/ }).first().click().catch(() => {});
});
await step('phone', async () => {
  const phone = watch(await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true }));
  await phone.goto(`${base}/products?brand=NuSmile`); await pause(phone, 2500); await shot(phone, '10-phone-list');
});
await step('admin', async () => {
  const admin = watch(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
  await admin.goto(`${base}/admin`); await pause(admin);
  await staffLogin(admin, 'Admin', DEMO_ADMIN); await pause(admin, 2500);
  await admin.goto(`${base}/admin/management`); await pause(admin, 2500); await shot(admin, '11-admin-management');
  await admin.goto(`${base}/admin/orders`); await pause(admin, 2500);
  await admin.getByRole('button', { name: /View order/ }).first().click(); await pause(admin, 1500); await shot(admin, '12-admin-order');
});
console.log(errors.slice(0, 20).join('\n'));
await browser.close();
