import { useEffect, useRef, useState } from 'react';
import { useAfterHydration } from './useAfterHydration';

/**
 * Opens a screen's presenter, and again whenever `key` (the route's id, the query string) changes.
 * On the server and while the page hydrates the server's HTML it opens in the screen's first
 * render, not in an effect after it: the answers the page arrived with are taken in at once
 * (application/shared/settledAnswers), so that render draws the screen with its data, as the
 * server drew it. Otherwise (a screen reached in the page, a page the server did not draw) it
 * opens once the screen is shown: a render React discards never asks the network for anything.
 */
export function useScreenOpened(key: string, opened: () => void): void {
  const hydrating = useAfterHydration(false, true);
  const [openedInRender] = useState(() => {
    if (!hydrating) return null;
    opened();
    return key;
  });
  const openedKey = useRef(openedInRender);
  useEffect(() => {
    if (openedKey.current === key) return;
    openedKey.current = key;
    opened();
  }, [key, opened]);
}
