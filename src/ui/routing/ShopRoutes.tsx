import { Suspense, lazy } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { HomePage } from '../home/HomePage';
import { AppShellLayout } from '../shell/AppShellLayout';
import { NotFoundPage } from '../shell/NotFoundPage';
import { PageLoader } from '../shell/PageLoader';
import { RootLayout } from '../shell/RootLayout';
import { ToastHost } from '../shell/ToastHost';
import { NavigatorBridge } from './NavigatorBridge';
import { ScrollToTop } from './ScrollToTop';
import { ShopPaths } from './ShopPaths';

// Each storefront screen is its own chunk, so the first load carries the shell and the home page only.
const ProductListPage = lazy(() => import('../catalog/ProductListPage').then((module) => ({ default: module.ProductListPage })));
const ProductDetailPage = lazy(() => import('../catalog/ProductDetailPage').then((module) => ({ default: module.ProductDetailPage })));
const CartPage = lazy(() => import('../cart/CartPage').then((module) => ({ default: module.CartPage })));
const CheckoutPage = lazy(() => import('../checkout/CheckoutPage').then((module) => ({ default: module.CheckoutPage })));
const PaymentConfirmationPage = lazy(() => import('../payment/PaymentConfirmationPage').then((module) => ({ default: module.PaymentConfirmationPage })));
const LoginPage = lazy(() => import('../auth/LoginPage').then((module) => ({ default: module.LoginPage })));
const SignupPage = lazy(() => import('../auth/SignupPage').then((module) => ({ default: module.SignupPage })));
const ForgotPasswordPage = lazy(() => import('../auth/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })));
const AccountPage = lazy(() => import('../account/AccountPage').then((module) => ({ default: module.AccountPage })));
const MyOrdersPage = lazy(() => import('../account/MyOrdersPage').then((module) => ({ default: module.MyOrdersPage })));
const NotificationsPage = lazy(() => import('../notifications/NotificationsPage').then((module) => ({ default: module.NotificationsPage })));
const TrainingPage = lazy(() => import('../training/TrainingPage').then((module) => ({ default: module.TrainingPage })));
const ContactPage = lazy(() => import('../contact/ContactPage').then((module) => ({ default: module.ContactPage })));
const EventsPage = lazy(() => import('../events/EventsPage').then((module) => ({ default: module.EventsPage })));
const PrivacyPolicyPage = lazy(() => import('../policies/PolicyPages').then((module) => ({ default: module.PrivacyPolicyPage })));
const RefundExchangePolicyPage = lazy(() => import('../policies/PolicyPages').then((module) => ({ default: module.RefundExchangePolicyPage })));
const ShippingPolicyPage = lazy(() => import('../policies/PolicyPages').then((module) => ({ default: module.ShippingPolicyPage })));
const AiLandingPage = lazy(() => import('../ai/AiLandingPage').then((module) => ({ default: module.AiLandingPage })));
const AiCheckoutPage = lazy(() => import('../ai/AiCheckoutPage').then((module) => ({ default: module.AiCheckoutPage })));
const ScanUploadPage = lazy(() => import('../ai/ScanUploadPage').then((module) => ({ default: module.ScanUploadPage })));
// The staff areas are bundles of their own: nothing of them is in the storefront's first load.
const AdminArea = lazy(() => import('../admin/AdminArea').then((module) => ({ default: module.AdminArea })));
const SalesArea = lazy(() => import('../sales/SalesArea').then((module) => ({ default: module.SalesArea })));

/**
 * Around the admin and sales areas: navigation, scrolling and toasts, but neither the maintenance
 * gate (SPEC §2: staff work during maintenance) nor the customer session's guard, since each staff
 * area keeps its own session and guards itself.
 */
function StaffAreaFrame() {
  return (
    <>
      <NavigatorBridge />
      <ScrollToTop />
      <ToastHost />
      <Suspense fallback={<PageLoader fullHeight />}>
        <Outlet />
      </Suspense>
    </>
  );
}

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
          <Route path={ShopPaths.login} element={<LoginPage />} />
          <Route path={ShopPaths.signup} element={<SignupPage />} />
          <Route path={ShopPaths.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={ShopPaths.account} element={<AccountPage />} />
          <Route path={ShopPaths.myOrders} element={<MyOrdersPage />} />
          <Route path={ShopPaths.notifications} element={<NotificationsPage />} />
          <Route path={ShopPaths.training} element={<TrainingPage />} />
          <Route path={ShopPaths.contact} element={<ContactPage />} />
          <Route path={ShopPaths.events} element={<EventsPage />} />
          <Route path={ShopPaths.privacyPolicy} element={<PrivacyPolicyPage />} />
          <Route path={ShopPaths.refundExchangePolicy} element={<RefundExchangePolicyPage />} />
          <Route path={ShopPaths.shippingPolicy} element={<ShippingPolicyPage />} />
          <Route path={ShopPaths.ai} element={<AiLandingPage />} />
          <Route path={ShopPaths.aiCheckout} element={<AiCheckoutPage />} />
          <Route path={ShopPaths.aiScanUpload} element={<ScanUploadPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
      <Route element={<StaffAreaFrame />}>
        <Route path={`${ShopPaths.admin}/*`} element={<AdminArea />} />
        <Route path={`${ShopPaths.sales}/*`} element={<SalesArea />} />
      </Route>
    </Routes>
  );
}
