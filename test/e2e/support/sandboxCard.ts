import type { Page } from 'playwright-core';

/** The sandbox checkout's test cards (server/http/sandbox). */
export const SandboxCards = {
  approved: '5123456789012346',
  declined: '4000000000000002',
} as const;

/** Pays on the sandbox Unified Checkout page the shop sent the browser to, and waits for the way back. */
export async function payOnSandboxCheckout(page: Page, cardNumber: string, nameOnCard: string): Promise<void> {
  await page.waitForURL(/\/sandbox\/unifiedcheckout\//);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill(nameOnCard);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/payment\/confirmation\?/);
}
