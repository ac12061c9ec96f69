/** The home page's Best Sellers, in display order. */
export const BEST_SELLER_IDS = [51, 50, 5, 4] as const;
