import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newCustomerAccount, signInThroughApi } from './support/customer';
import { journeyPages } from './support/journeyPages';

/** Issue 19, item 5: a clinic keeps its branches' addresses in the account and picks one at checkout in one click. */
describe('saved addresses', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);

  /** A field by its whole label, with or without the required mark. */
  const field = (within: Page | ReturnType<Page['getByRole']>, label: string) => within.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

  async function fillAddress(dialog: ReturnType<Page['getByRole']>, values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await field(dialog, label).fill(value);
  }

  it('adds branches in the account, fills the checkout from one in a click, and deletes one', async () => {
    const page = await journey.openPage('/');
    const credentials = await newCustomerAccount(page.request, baseUrl);
    await signInThroughApi(page, baseUrl, credentials);

    await page.goto(url('/account'));
    const section = page.getByRole('region', { name: 'Addresses' });
    await section.getByText('No saved addresses yet.').waitFor();
    await section.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog', { name: 'New address' });
    await fillAddress(dialog, { Label: 'Main clinic', 'First Name': 'Karim', 'Middle Name': 'Samy', 'Last Name': 'Mostafa', 'Phone Number': '0223456789', Address: '12 Abbas El Akkad Street' });
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await dialog.getByText('Please enter a valid Egyptian phone number (e.g., 01012345678)').waitFor();
    await fillAddress(dialog, { 'Phone Number': '0111 234 5678' });
    await field(dialog, 'City').selectOption('Nasr City');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await section.getByRole('listitem', { name: 'Main clinic' }).getByText('Default').waitFor();

    await section.getByRole('button', { name: 'Add address' }).click();
    await fillAddress(dialog, { Label: 'Alexandria branch', 'First Name': 'Mona', 'Middle Name': 'Samir', 'Last Name': 'Fahmy', 'Phone Number': '01223456789', Address: '5 Fouad Street' });
    await field(dialog, 'Governorate').selectOption('Alexandria');
    await fillAddress(dialog, { City: 'Smouha' });
    await dialog.getByRole('button', { name: 'Save address' }).click();
    // The street and the city are isolated, each kept in its own direction.
    await section.getByRole('listitem', { name: 'Alexandria branch' }).getByText('\u20685 Fouad Street\u2069, \u2068Smouha\u2069, Alexandria').waitFor();

    await page.goto(url('/products/5'));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForFunction(() => (window.localStorage.getItem('cart') ?? '').includes('"id":5'));
    await page.goto(url('/checkout'));
    const picker = page.getByRole('radiogroup', { name: 'Deliver to a saved address' });
    await picker.getByRole('radio', { name: 'Alexandria branch' }).waitFor();
    // The details the browser kept from the profile stay, and are shown as the saved address they equal.
    expect(await page.getByLabel('First Name').inputValue()).toBe('Karim');
    expect(await picker.getByRole('radio', { name: 'Main clinic' }).getAttribute('aria-checked')).toBe('true');
    await picker.getByRole('radio', { name: 'Alexandria branch' }).click();
    expect(await page.getByLabel('First Name').inputValue()).toBe('Mona');
    expect(await page.getByLabel('Governorate').inputValue()).toBe('Alexandria');
    expect(await page.getByLabel('City').inputValue()).toBe('Smouha');
    expect(await page.getByLabel('Shipping', { exact: true }).textContent()).toBe('175 EGP');
    expect(await page.getByLabel('Save this address to my account').count()).toBe(0);
    // Changed, it is a new address, which the customer may keep.
    await field(page, 'Address').fill('6 Fouad Street');
    await page.getByLabel('Save this address to my account').check();
    expect(await page.getByLabel('Label for this address').inputValue()).toBe('Smouha');
    expect(await picker.getByRole('radio', { checked: true }).count()).toBe(0);

    await page.goto(url('/account'));
    await section.getByRole('button', { name: 'Delete Main clinic' }).click();
    await page.getByRole('dialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Delete' }).click();
    await section.getByRole('listitem', { name: 'Main clinic' }).waitFor({ state: 'detached' });
    await section.getByRole('listitem', { name: 'Alexandria branch' }).getByText('Default').waitFor();
    expect(await section.getByRole('listitem').count()).toBe(1);
  });
});
