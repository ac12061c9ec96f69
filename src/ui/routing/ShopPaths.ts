import { Routes } from '@tiara/domain/access';
import { Brand } from '@tiara/domain/brand';

/** Every route of SPEC §2's route table, for links and the router alike. */
export const ShopPaths = {
  ...Routes,
  forgotPassword: '/forgot-password',
  products: '/products',
  cart: '/cart',
  checkout: '/checkout',
  paymentConfirmation: '/payment/confirmation',
  myOrders: '/my-orders',
  notifications: '/notifications',
  contact: '/contact',
  training: '/training',
  aiCheckout: `/${Brand.slug}-ai-checkout`,
  events: '/events',
  privacyPolicy: '/privacy-policy',
  refundExchangePolicy: '/refund-exchange-policy',
  shippingPolicy: '/shipping-policy',
  product: (id: number) => `/products/${id}`,
  order: (orderId: number) => `/my-orders/${orderId}`,
  category: (categoryId: number) => `/products?category=${categoryId}`,
} as const;
