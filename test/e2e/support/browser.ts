import { type Browser, type Page, chromium } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium), never a browser download. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
}

/**
 * Makes `goto` and `reload` wait until the shop has replaced the HTML the server sent (its first
 * view, drawn before any script runs): a click on that HTML's buttons would do nothing yet.
 */
export function waitingForTheShop(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const shopShown = () => page.waitForSelector('#root:not([data-first-view])', { state: 'attached' });
  page.goto = async (...args) => {
    const response = await goto(...args);
    await shopShown();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await shopShown();
    return response;
  };
  return page;
}
