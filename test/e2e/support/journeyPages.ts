import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchChromium, waitingForTheShop } from './browser';

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** The viewport the journeys use unless they say otherwise. */
export const DESKTOP: Viewport = { width: 1280, height: 900 };

export interface JourneyPages {
  /** Debian's Chromium, launched once for the describe block that called {@link journeyPages}. */
  readonly browser: Browser;
  /** The current journey's browser context: the one its last {@link JourneyPages.newPage} or {@link JourneyPages.openPage} made. */
  readonly context: BrowserContext;
  /** The errors thrown by the shop's code on the current journey's watched pages; each journey must end with none. */
  readonly errors: string[];
  /** A watched page in a new browser context, which becomes the journey's {@link JourneyPages.context}. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** {@link JourneyPages.newPage} at `path` of the shop, in the given viewport. */
  openPage(path: string, viewport?: Viewport): Promise<Page>;
  /** Another watched page (a new tab) in the journey's current context. */
  watchedPage(): Promise<Page>;
  /** A watched page in a second browser context of the journey's own (a second person's browser), made on first use. */
  pageInSecondContext(): Promise<Page>;
}

/**
 * The browser set-up the journeys share: call it at the top of a `describe` block. It launches
 * Chromium before the block and closes it after; after each journey it closes that journey's
 * contexts and expects no uncaught error in the shop's code on the pages it watched.
 */
export function journeyPages(baseUrl: string): JourneyPages {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let secondContext: BrowserContext | undefined;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    await secondContext?.close();
    secondContext = undefined;
    expect(errors).toEqual([]);
  });

  const watch = (page: Page, scripted = true): Page => {
    page.on('pageerror', (error) => errors.push(error.message));
    return scripted ? waitingForTheShop(page) : page;
  };
  const currentContext = (): BrowserContext => {
    if (!context) throw new Error('The journey has no browser context yet: open a page first');
    return context;
  };

  async function newPage(options: BrowserContextOptions = { viewport: DESKTOP }): Promise<Page> {
    context = await browser.newContext(options);
    errors = [];
    return watch(await context.newPage(), options.javaScriptEnabled !== false);
  }

  return {
    get browser() {
      return browser;
    },
    get context() {
      return currentContext();
    },
    get errors() {
      return errors;
    },
    newPage,
    async openPage(path: string, viewport: Viewport = DESKTOP): Promise<Page> {
      const page = await newPage({ viewport });
      await page.goto(new URL(path, baseUrl).href);
      return page;
    },
    async watchedPage(): Promise<Page> {
      return watch(await currentContext().newPage());
    },
    async pageInSecondContext(): Promise<Page> {
      secondContext ??= await browser.newContext({ viewport: DESKTOP });
      return watch(await secondContext.newPage());
    },
  };
}
