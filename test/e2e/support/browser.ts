import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';

/** Every content security policy violation any page of any journey has reported, until taken. */
const policyViolations: string[] = [];

/** The violations reported since the last call (test/e2e/support/failOnPolicyViolations.ts fails the journey on any). */
export function takePolicyViolations(): string[] {
  return policyViolations.splice(0);
}

const VIOLATION_BINDING = '__tiaraPolicyViolation';

/**
 * Each document of `target` reports the violations of its content security policy (what the
 * browser blocked, and where), from before the page's own first tag is parsed.
 */
async function reportingPolicyViolations(target: BrowserContext): Promise<BrowserContext> {
  await target.exposeBinding(VIOLATION_BINDING, (_source, report: string) => void policyViolations.push(report));
  await target.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`;
      (window as unknown as Record<string, (report: string) => void>)[binding]?.(report);
    });
  }, VIOLATION_BINDING);
  return target;
}

/**
 * Debian's Chromium (apt-get install chromium), never a browser download. Every page and context
 * it opens reports content security policy violations.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
  // `newPage` opens its page in a new context of its own through `newContext`, so this covers both.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => reportingPolicyViolations(await newContext(...args));
  return browser;
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
