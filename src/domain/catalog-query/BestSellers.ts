/** The home page's Best Sellers, in display order. */
export const BEST_SELLER_IDS = [51, 50, 5, 4] as const;

export const BestSellerMessages = {
  loadError: 'Failed to load best sellers',
  retry: 'Try Again',
  empty: 'No best sellers available at the moment.',
} as const;
