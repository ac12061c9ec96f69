import type { Page } from 'playwright-core';
import type { Credentials } from './customer';

/** Logs in on the staff login page the browser shows (`Admin Login` or `Sales Login`), without waiting for where it leads. */
export async function staffLogin(page: Page, desk: 'Admin' | 'Sales', account: Credentials): Promise<void> {
  await page.getByRole('heading', { name: `${desk} Login` }).waitFor();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}
