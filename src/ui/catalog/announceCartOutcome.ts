import type { CartOutcome } from '@tiara/domain/cart';
import { CatalogMessages } from '../messages/CatalogMessages';
import { ToastDurations, type ToastPresenter } from '../toast/ToastPresenter';

/**
 * SPEC §8/§9 toasts after an Add to Cart: a 100 ms success at the bottom right, 'Stock limit
 * reached!' for one second at the top centre.
 */
export function announceCartOutcome(toasts: ToastPresenter, outcome: CartOutcome): void {
  switch (outcome) {
    case 'added':
    case 'updated':
      toasts.success(CatalogMessages.addedToCart, { position: 'bottom-right', durationMs: ToastDurations.addToCart });
      return;
    case 'stock-limit':
      toasts.error(CatalogMessages.stockLimit, { position: 'top-center', durationMs: ToastDurations.error });
      return;
    case 'out-of-stock':
      toasts.error(CatalogMessages.currentlyUnavailable, { position: 'top-center' });
      return;
    case 'removed':
    case 'unchanged':
      return;
  }
}
