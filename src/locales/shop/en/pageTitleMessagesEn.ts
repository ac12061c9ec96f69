import { Brand } from '@tiara/domain/brand';

/**
 * The browser tab's title of each page (src/ui/routing/PageTitlePresenter.ts): the page's name,
 * then the shop's, or in a staff area the area's. The home page and the product list keep the
 * titles the server sends with their first view (the shell's `head` texts).
 */
export const pageTitleMessagesEn = {
  titled: (page: string) => `${page} · ${Brand.name}`,
  inArea: (page: string, area: string) => `${page} · ${area}`,
  product: 'Product',
  cart: 'Shopping Cart',
  checkout: 'Checkout',
  confirmation: 'Order Confirmation',
  login: 'Login',
  signup: 'Create Account',
  forgotPassword: 'Forgot Password',
  account: 'My Account',
  myOrders: 'My Orders',
  order: (orderId: string) => `Order #${orderId}`,
  notifications: 'Notifications',
  training: 'Dental Training',
  contact: 'Contact Us',
  events: 'Events',
  privacyPolicy: 'Privacy Policy',
  refundExchangePolicy: 'Refund and Exchange Policy',
  shippingPolicy: 'Shipping Policy',
  ai: `${Brand.aiName} Plans`,
  aiCheckout: `${Brand.aiName} Checkout`,
  scanUpload: `${Brand.aiName} Scan Upload`,
  notFound: 'Page not found',
};
