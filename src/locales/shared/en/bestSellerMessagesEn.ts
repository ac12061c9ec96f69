/** The home page's Best Sellers texts. */
export const bestSellerMessagesEn = {
  loadError: 'Failed to load best sellers',
  retry: 'Try Again',
  empty: 'No best sellers available at the moment.',
};
