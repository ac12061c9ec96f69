import type { ServiceIdentifier } from 'inversify';

/** Moves the browser between the SPA's routes, so presenters can navigate without the DOM. */
export interface Navigator {
  /** Goes to a path of the SPA (with its query string), adding a history entry unless `replace`. */
  go(path: string, options?: { readonly replace?: boolean }): void;
  /** Leaves the SPA for another site, such as the payment gateway's checkout page. */
  leaveFor(url: string): void;
  /** Loads the current page again from the server (the maintenance page's Check Again). */
  reload(): void;
}

export const Navigator: ServiceIdentifier<Navigator> = Symbol('Navigator');
