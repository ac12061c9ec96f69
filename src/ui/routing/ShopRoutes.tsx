import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../home/HomePage';
import { AppShellLayout } from '../shell/AppShellLayout';
import { NotFoundPage } from '../shell/NotFoundPage';
import { NotYetAvailablePage } from '../shell/NotYetAvailablePage';
import { RootLayout } from '../shell/RootLayout';
import { ShopPaths } from './ShopPaths';

// Each storefront screen is its own chunk, so the first load carries the shell and the home page only.
const ProductListPage = lazy(() => import('../catalog/ProductListPage').then((module) => ({ default: module.ProductListPage })));
const ProductDetailPage = lazy(() => import('../catalog/ProductDetailPage').then((module) => ({ default: module.ProductDetailPage })));
const CartPage = lazy(() => import('../cart/CartPage').then((module) => ({ default: module.CartPage })));
const CheckoutPage = lazy(() => import('../checkout/CheckoutPage').then((module) => ({ default: module.CheckoutPage })));
const PaymentConfirmationPage = lazy(() => import('../payment/PaymentConfirmationPage').then((module) => ({ default: module.PaymentConfirmationPage })));

/** The storefront routes of SPEC §2 whose screens come with the next issue. */
const NEXT_ISSUE_PATHS = [
  ShopPaths.login,
  ShopPaths.signup,
  ShopPaths.forgotPassword,
  ShopPaths.account,
  ShopPaths.myOrders,
  ShopPaths.notifications,
  ShopPaths.contact,
  ShopPaths.training,
  ShopPaths.ai,
  ShopPaths.aiCheckout,
  ShopPaths.aiScanUpload,
  ShopPaths.events,
  ShopPaths.privacyPolicy,
  ShopPaths.refundExchangePolicy,
  ShopPaths.shippingPolicy,
];

/** SPEC §2's route table. The admin and sales areas sit outside the storefront's navbar and footer. */
export function ShopRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<AppShellLayout />}>
          <Route index element={<HomePage />} />
          <Route path={ShopPaths.products} element={<ProductListPage />} />
          <Route path={`${ShopPaths.products}/:id`} element={<ProductDetailPage />} />
          <Route path={ShopPaths.cart} element={<CartPage />} />
          <Route path={ShopPaths.checkout} element={<CheckoutPage />} />
          <Route path={ShopPaths.paymentConfirmation} element={<PaymentConfirmationPage />} />
          {NEXT_ISSUE_PATHS.map((path) => (
            <Route key={path} path={path} element={<NotYetAvailablePage />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path={`${ShopPaths.admin}/*`} element={<NotYetAvailablePage />} />
        <Route path={`${ShopPaths.sales}/*`} element={<NotYetAvailablePage />} />
      </Route>
    </Routes>
  );
}
