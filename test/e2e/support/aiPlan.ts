import type { Page } from 'playwright-core';
import { type SignedIn, newCustomerAccount, signInThroughApi } from './customer';
import { SandboxCards, payOnSandboxCheckout } from './sandboxCard';

/** A new customer of their own, signed in, who buys the Pro plan from /ai with the sandbox card and lands on the upload. */
export async function buyPro(page: Page, baseUrl: string): Promise<SignedIn> {
  const customer = await signInThroughApi(page, baseUrl, await newCustomerAccount(page.request, baseUrl));
  await page.goto(new URL('/ai', baseUrl).href);
  const pro = page.getByRole('article', { name: 'Pro', exact: true });
  await pro.getByText('6,100 EGP').waitFor();
  await pro.getByText('25 segmentations').waitFor();
  await page.getByRole('article', { name: 'Premium' }).getByText('/month').waitFor();
  await page.getByRole('button', { name: 'Subscribe to Pro' }).click();

  await page.waitForURL(/\/checkout$/);
  await page.getByText('Subscriptions require online payment').waitFor();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('dialog', { name: 'Confirm Credit Card Payment' }).getByRole('button', { name: 'Continue with Credit Card' }).click();
  await payOnSandboxCheckout(page, SandboxCards.approved, 'Karim Mostafa');
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  await page.waitForURL(/\/ai-scan-upload$/);
  return customer;
}

/** The plan card on the upload page. */
export const planCard = (page: Page) => page.getByRole('region', { name: 'Pro', exact: true });
