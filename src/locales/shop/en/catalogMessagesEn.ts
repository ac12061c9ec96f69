import { cartMessagesEn as CartMessages } from './cartMessagesEn';
import { catalogQueryMessagesEn as ListMessages } from '../../shared/en/catalogQueryMessagesEn';
import { variantMessagesEn as VariantMessages } from './variantMessagesEn';

/**
 * The texts of the product list and the product detail pages. SPEC's own words come from the
 * tables of the areas that own their rules (cart, list, variant), so each is written once; the
 * variant stock problems reach the page as codes through the CheckVariantStock use case, and
 * VariantMessages words them.
 */
export const catalogMessagesEn = {
  // Product list
  products: 'Products',
  categories: 'Categories',
  subcategories: 'Product lines',
  searchLabel: 'Search products',
  searchPlaceholder: 'Search by product or category name',
  sortLabel: 'Sort by',
  perPageLabel: 'Per page',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageLabel: (page: number) => `Page ${page}`,
  pagination: 'Pagination',
  loadingProducts: 'Loading products…',
  noProducts: ListMessages.empty,
  loadError: ListMessages.loadError,
  retry: 'Try Again',
  outOfStockBadge: ListMessages.outOfStock,
  currentlyUnavailable: ListMessages.unavailable,
  viewOptions: ListMessages.viewOptions,
  notifyMe: 'Notify me when available',

  // Adding to the cart (list and detail)
  addToCart: 'Add to Cart',
  addedToCart: 'Added to cart',
  stockLimit: CartMessages.stockLimit,

  // Product detail
  home: 'Home',
  breadcrumb: 'Breadcrumb',
  loadingProduct: 'Loading product…',
  productNotFound: 'Product not found',
  productNotFoundText: 'This product does not exist or is no longer sold.',
  productLoadFailed: 'The product could not be loaded',
  backToProducts: 'Back to Products',
  reviewsCount: (count: number) => (count === 1 ? '1 review' : `${count} reviews`),
  inStock: (quantity: number) => `In Stock (${quantity} available)`,
  outOfStock: VariantMessages.sizeOutOfStock,
  side: 'Side',
  size: 'Size',
  option: 'Option',
  quantity: 'Quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  cartSummary: 'Your cart',
  cartItems: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  subtotal: 'Subtotal',
  viewCart: 'View Cart',
  description: 'Description',
  features: 'Features',
  noDescription: 'No description yet.',
  specifications: 'Specifications',
  noSpecifications: 'No specifications listed.',
  specificationName: 'Specification',
  specificationValue: 'Value',
  reviews: 'Reviews',
  noReviews: 'No reviews yet.',
  rating: (rating: number) => `${rating} out of 5`,
  /** The struck-through list price, as a screen reader names it. */
  wasPrice: (price: string) => `was ${price}`,
} as const;
