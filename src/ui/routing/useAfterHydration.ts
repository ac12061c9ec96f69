import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * What only the browser knows (the visitor's cart): `value` in the browser, but `drawn` (what the
 * server drew for a guest) on the server and while the page hydrates the server's HTML, so that
 * hydration finds what the server drew; React draws `value` right after (useSyncExternalStore's
 * server snapshot), each part of the page as it hydrates.
 */
export function useAfterHydration<T>(value: T, drawn: T): T {
  const hydrated = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  return hydrated ? value : drawn;
}
