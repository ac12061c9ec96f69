import './ui/storefrontStyles';

/**
 * The longest the shop waits for the first view's paint and its first picture: a tab in the
 * background draws no frames, and a picture may never arrive.
 */
const FIRST_VIEW_WAIT_MS = 3_000;

/** Resolves once the browser has drawn a frame: the second animation frame comes after the first one's paint. */
function framePainted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** Resolves once the first view's pictures asked for at once have loaded or failed. */
function eagerPicturesLoaded(root: HTMLElement): Promise<unknown> {
  const pictures = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  return Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
}

/*
 * The page the server sent (its first view) is painted, with its largest picture, before the shop's
 * script is even evaluated: on a phone that evaluation takes a good part of a second, and a page
 * that waits for it shows nothing meanwhile. The script has been downloading all along (the page
 * preloads it). A bare page has nothing to show: the shop starts at once.
 */
const root = document.getElementById('root');
if (root?.hasChildNodes()) {
  await Promise.race([Promise.all([framePainted(), eagerPicturesLoaded(root)]), new Promise((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS))]);
}
await import('./startShop');
