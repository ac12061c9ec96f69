import { Suspense } from 'react';
import { Outlet, Route, Routes, matchPath } from 'react-router-dom';
import { HomePage } from '../home/HomePage';
import { AppShellLayout } from '../shell/AppShellLayout';
import { NotFoundPage } from '../shell/NotFoundPage';
import { PageLoader } from '../shell/PageLoader';
import { RootLayout } from '../shell/RootLayout';
import { ToastHost } from '../shell/ToastHost';
import { NavigatorBridge } from './NavigatorBridge';
import { type PreloadablePage, preloadablePage } from './preloadablePage';
import { ScrollToTop } from './ScrollToTop';
import { ShopPaths } from './ShopPaths';

// Each storefront screen is its own chunk, so the first load carries the shell and the home page only.
const ProductListPage = preloadablePage(() => import('../catalog/ProductListPage').then((module) => module.ProductListPage));
const ProductDetailPage = preloadablePage(() => import('../catalog/ProductDetailPage').then((module) => module.ProductDetailPage));
const CartPage = preloadablePage(() => import('../cart/CartPage').then((module) => module.CartPage));
const CheckoutPage = preloadablePage(() => import('../checkout/CheckoutPage').then((module) => module.CheckoutPage));
const PaymentConfirmationPage = preloadablePage(() => import('../payment/PaymentConfirmationPage').then((module) => module.PaymentConfirmationPage));
const LoginPage = preloadablePage(() => import('../auth/LoginPage').then((module) => module.LoginPage));
const SignupPage = preloadablePage(() => import('../auth/SignupPage').then((module) => module.SignupPage));
const ForgotPasswordPage = preloadablePage(() => import('../auth/ForgotPasswordPage').then((module) => module.ForgotPasswordPage));
const AccountPage = preloadablePage(() => import('../account/AccountPage').then((module) => module.AccountPage));
const MyOrdersPage = preloadablePage(() => import('../account/MyOrdersPage').then((module) => module.MyOrdersPage));
const OrderDetailPage = preloadablePage(() => import('../orders/OrderDetailPage').then((module) => module.OrderDetailPage));
const NotificationsPage = preloadablePage(() => import('../notifications/NotificationsPage').then((module) => module.NotificationsPage));
const TrainingPage = preloadablePage(() => import('../training/TrainingPage').then((module) => module.TrainingPage));
const ContactPage = preloadablePage(() => import('../contact/ContactPage').then((module) => module.ContactPage));
const EventsPage = preloadablePage(() => import('../events/EventsPage').then((module) => module.EventsPage));
const PrivacyPolicyPage = preloadablePage(() => import('../policies/PolicyPages').then((module) => module.PrivacyPolicyPage));
const RefundExchangePolicyPage = preloadablePage(() => import('../policies/PolicyPages').then((module) => module.RefundExchangePolicyPage));
const ShippingPolicyPage = preloadablePage(() => import('../policies/PolicyPages').then((module) => module.ShippingPolicyPage));
const AiLandingPage = preloadablePage(() => import('../ai/AiLandingPage').then((module) => module.AiLandingPage));
const AiCheckoutPage = preloadablePage(() => import('../ai/AiCheckoutPage').then((module) => module.AiCheckoutPage));
const ScanUploadPage = preloadablePage(() => import('../ai/ScanUploadPage').then((module) => module.ScanUploadPage));

// The staff areas are bundles of their own: nothing of them is in the storefront's first load.
const AdminArea = preloadablePage(() => import('../admin/AdminArea').then((module) => module.AdminArea));
const SalesArea = preloadablePage(() => import('../sales/SalesArea').then((module) => module.SalesArea));

/** The storefront's screens by path (SPEC §2), each fetched on first use. */
const storefrontScreens: readonly { readonly path: string; readonly screen: PreloadablePage }[] = [
  { path: ShopPaths.products, screen: ProductListPage },
  { path: `${ShopPaths.products}/:id`, screen: ProductDetailPage },
  { path: ShopPaths.cart, screen: CartPage },
  { path: ShopPaths.checkout, screen: CheckoutPage },
  { path: ShopPaths.paymentConfirmation, screen: PaymentConfirmationPage },
  { path: ShopPaths.login, screen: LoginPage },
  { path: ShopPaths.signup, screen: SignupPage },
  { path: ShopPaths.forgotPassword, screen: ForgotPasswordPage },
  { path: ShopPaths.account, screen: AccountPage },
  { path: ShopPaths.myOrders, screen: MyOrdersPage },
  { path: `${ShopPaths.myOrders}/:orderId`, screen: OrderDetailPage },
  { path: ShopPaths.notifications, screen: NotificationsPage },
  { path: ShopPaths.training, screen: TrainingPage },
  { path: ShopPaths.contact, screen: ContactPage },
  { path: ShopPaths.events, screen: EventsPage },
  { path: ShopPaths.privacyPolicy, screen: PrivacyPolicyPage },
  { path: ShopPaths.refundExchangePolicy, screen: RefundExchangePolicyPage },
  { path: ShopPaths.shippingPolicy, screen: ShippingPolicyPage },
  { path: ShopPaths.ai, screen: AiLandingPage },
  { path: ShopPaths.aiCheckout, screen: AiCheckoutPage },
  { path: ShopPaths.aiScanUpload, screen: ScanUploadPage },
];

const staffAreas: readonly { readonly path: string; readonly screen: PreloadablePage }[] = [
  { path: `${ShopPaths.admin}/*`, screen: AdminArea },
  { path: `${ShopPaths.sales}/*`, screen: SalesArea },
];

/** Starts fetching the screen (or staff area) for `pathname`, so the first render shows it instead of a spinner. */
export function preloadScreenFor(pathname: string): Promise<void> {
  const match = [...storefrontScreens, ...staffAreas].find(({ path }) => matchPath(path, pathname) !== null);
  return match ? match.screen.preload() : Promise.resolve();
}

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
          {storefrontScreens.map(({ path, screen: Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
      <Route element={<StaffAreaFrame />}>
        {staffAreas.map(({ path, screen: Area }) => (
          <Route key={path} path={path} element={<Area />} />
        ))}
      </Route>
    </Routes>
  );
}
