import { ALL_CATEGORIES_ID, CATEGORIES } from '@tiara/domain/catalog-query';
import { CategoryNames } from '../messages/CategoryNames';
import { PageTitleMessages as texts } from '../messages/PageTitleMessages';
import { ShellMessages } from '../messages/ShellMessages';
import type { PageTitleRoute } from './PageTitlePresenter';
import { ShopPaths } from './ShopPaths';

/**
 * The storefront's tab titles by route (SPEC §2), in the order the router matches them; the home
 * page, the product list and a category's list have the titles the server sends them with.
 */
export const STOREFRONT_PAGE_TITLES: readonly PageTitleRoute[] = [
  { path: ShopPaths.home, title: () => ShellMessages.head.title },
  {
    path: ShopPaths.products,
    title: ({ search }) => {
      const named = CATEGORIES.find((entry) => String(entry.id) === search.get('category') && entry.id !== ALL_CATEGORIES_ID);
      return named ? texts.titled(CategoryNames[named.id]) : ShellMessages.head.allProductsTitle;
    },
  },
  { path: `${ShopPaths.products}/:id`, title: ({ subject }) => texts.titled(subject ?? texts.product) },
  { path: ShopPaths.cart, title: () => texts.titled(texts.cart) },
  { path: ShopPaths.checkout, title: () => texts.titled(texts.checkout) },
  { path: ShopPaths.paymentConfirmation, title: () => texts.titled(texts.confirmation) },
  { path: ShopPaths.login, title: () => texts.titled(texts.login) },
  { path: ShopPaths.signup, title: () => texts.titled(texts.signup) },
  { path: ShopPaths.forgotPassword, title: () => texts.titled(texts.forgotPassword) },
  { path: ShopPaths.account, title: () => texts.titled(texts.account) },
  { path: ShopPaths.myOrders, title: () => texts.titled(texts.myOrders) },
  { path: `${ShopPaths.myOrders}/:orderId`, title: ({ params }) => texts.titled(texts.order(params['orderId'] ?? '')) },
  { path: ShopPaths.notifications, title: () => texts.titled(texts.notifications) },
  { path: ShopPaths.training, title: () => texts.titled(texts.training) },
  { path: ShopPaths.contact, title: () => texts.titled(texts.contact) },
  { path: ShopPaths.events, title: () => texts.titled(texts.events) },
  { path: ShopPaths.privacyPolicy, title: () => texts.titled(texts.privacyPolicy) },
  { path: ShopPaths.refundExchangePolicy, title: () => texts.titled(texts.refundExchangePolicy) },
  { path: ShopPaths.shippingPolicy, title: () => texts.titled(texts.shippingPolicy) },
  { path: ShopPaths.ai, title: () => texts.titled(texts.ai) },
  { path: ShopPaths.aiCheckout, title: () => texts.titled(texts.aiCheckout) },
  { path: ShopPaths.aiScanUpload, title: () => texts.titled(texts.scanUpload) },
  { path: '*', title: () => texts.titled(texts.notFound) },
];

/** SPEC §2: while the shop is under maintenance, every storefront address shows the maintenance page. */
export const MAINTENANCE_PAGE_TITLES: readonly PageTitleRoute[] = [{ path: '*', title: () => texts.titled(ShellMessages.maintenance.title) }];
