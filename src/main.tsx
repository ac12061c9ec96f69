import './ui/storefrontStyles';

/**
 * The longest the shop waits for the first view's paint and its first picture, and then for its
 * stylesheet: a tab in the background draws no frames, and a picture or a file may never arrive.
 */
const FIRST_VIEW_WAIT_MS = 3_000;

/**
 * A first view carries the CSS rules it uses and only preloads the full stylesheet (see
 * scripts/buildShop.mjs): it is applied once the first view has painted, in a task of its own,
 * before the storefront draws anything else.
 */
function preloadedStylesheetsApplied(): Promise<unknown> {
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          // A browser that never reports the stylesheet still gets its shop, styled late.
          setTimeout(resolve, FIRST_VIEW_WAIT_MS);
          link.rel = 'stylesheet';
        }),
    ),
  );
}

/**
 * Resolves once the browser reports the first contentful paint. Two animation frames are not enough:
 * the paint is timed when the frame reaches the screen, which a busy phone does after the second
 * frame's callbacks have run. A browser without paint timing gets the two frames.
 */
function firstViewPainted(): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves once the first view's pictures asked for at once have loaded or failed. */
function eagerPicturesLoaded(root: HTMLElement): Promise<unknown> {
  const pictures = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  return Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
}

/** The template of the preloads a first view holds back until it has painted (scripts/buildShop.mjs). */
const AFTER_PAINT_PRELOADS = 'after-paint-preloads';

/** Starts fetching the storefront's chunks and the screen's, which the first view held back so as not to slow its picture. */
function heldBackChunksFetched(): void {
  const preloads = document.getElementById(AFTER_PAINT_PRELOADS);
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
}

/*
 * The page the server sent (its first view) is painted, with its largest picture, before the shop's
 * script is even evaluated: on a phone that evaluation takes a good part of a second, and a page
 * that waits for it shows nothing meanwhile. Only then does it fetch the storefront's chunks (held
 * back so that the picture has the connection to itself). A bare page has nothing to show: the
 * shop starts at once, its chunks preloaded by the page from the start.
 */
const root = document.getElementById('root');
if (root?.hasChildNodes()) {
  await Promise.race([Promise.all([firstViewPainted(), eagerPicturesLoaded(root)]), new Promise((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS))]);
  heldBackChunksFetched();
  await preloadedStylesheetsApplied();
}
await import('./startShop');
