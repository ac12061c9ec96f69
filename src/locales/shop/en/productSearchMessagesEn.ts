/** The header's search and what the product list says when a search finds nothing as typed (issue 27). */
export const productSearchMessagesEn = {
  /** Above the products closest to a search that matched nothing as typed: what was searched for instead. */
  showingResultsFor: (search: string) => `Showing results for “${search}”`,
  noExactMatch: (search: string) => `Nothing matched “${search}” exactly.`,
  /** Under SPEC's "No products found" when nothing was even close. */
  tryAnotherWord: 'Check the spelling or try another word.',
  bestSellers: 'Best Sellers',
  clearSearch: 'Clear search',
  closeSearch: 'Close search',
};
