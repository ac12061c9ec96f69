/** The product list's brand and price filters and the search box's suggestions (issue 19). */
export const catalogFinderMessagesEn = {
  filters: 'Filters',
  brands: 'Brand',
  price: 'Price (EGP)',
  minPrice: 'Min',
  maxPrice: 'Max',
  suggestions: 'Suggestions',
  product: 'Product',
  category: 'Category',
  subcategory: 'Product line',
};
