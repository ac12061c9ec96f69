import { type ComponentType, lazy, useState } from 'react';

/** A screen whose code arrives in its own chunk, and which can be fetched before it is first shown. */
export interface PreloadablePage {
  (): React.JSX.Element;
  /** Starts (once) the download of the screen's chunk; resolves when it can render without suspending. */
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but a screen whose chunk has already arrived renders at once instead of
 * suspending for a turn: the page the browser opened on is preloaded before the first render, so
 * the HTML the server sent gives way to the real screen with no spinner in between.
 */
export function preloadablePage(load: () => Promise<ComponentType>): PreloadablePage {
  let loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed download may be tried again on the next visit to the screen.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function Page() {
    // Chosen once per mount, so the element type never changes under a screen that is showing.
    const [Screen] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Screen />;
  }
  Page.preload = preload;
  return Page;
}
