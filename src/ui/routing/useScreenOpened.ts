import { useEffect, useRef, useState } from 'react';

/**
 * Opens a screen's presenter in the screen's first render, not in an effect after it: answers the
 * page arrived with are taken in at once (application/shared/settledAnswers), so the first render
 * draws the screen with its data, as the server drew it, and hydrating that HTML finds it the same.
 * `opened` runs again whenever `key` (the route's id, the query string) changes.
 */
export function useScreenOpened(key: string, opened: () => void): void {
  const [firstKey] = useState(() => {
    opened();
    return key;
  });
  const openedKey = useRef(firstKey);
  useEffect(() => {
    if (openedKey.current === key) return;
    openedKey.current = key;
    opened();
  }, [key, opened]);
}
