import { Brand } from '@tiara/domain/brand';
import { bestSellerMessagesEn as BestSellerMessages } from './bestSellerMessagesEn';
import { catalogQueryMessagesEn as CatalogMessages } from './catalogQueryMessagesEn';

/** The texts of the app shell (maintenance page, navbar, footer, toasts) and of the home page. */
export const shellMessagesEn = {
  loading: 'Loading…',
  maintenance: {
    title: 'Under Maintenance',
    explanation: `${Brand.name} is being improved and will be back shortly. Thank you for your patience.`,
    clockLabel: 'Current time in Cairo',
    checkAgain: 'Check Again',
    contact: 'Questions? Write to us at',
  },
  navbar: {
    banner: 'Professional Dental Supplies',
    callUs: 'Call us',
    home: 'Home',
    products: 'Products',
    training: 'Dental Training',
    ai: Brand.aiName,
    notifications: 'Notifications',
    cart: 'Cart',
    account: 'Account',
    /** The account icon's name once signed in. */
    accountSignedIn: (email: string) => `Account (signed in as ${email})`,
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    mainNavigation: 'Main navigation',
    search: 'Search products',
    withCount: (label: string, count: number) => (count > 0 ? `${label} (${count})` : label),
  },
  footer: {
    about: `${Brand.name} supplies dental clinics across Egypt with professional products, ${Brand.aiName} scan analysis and dental training.`,
    contact: 'Contact',
    policies: 'Policies',
    privacyPolicy: 'Privacy Policy',
    refundExchangePolicy: 'Refund and Exchange Policy',
    shippingPolicy: 'Shipping Policy',
    rights: `© ${Brand.name}. Prices in ${Brand.currency}.`,
  },
  /** The name of a toast's ×, and of every dialog's and drawer's (src/ui/theme.ts). */
  dismiss: 'Dismiss',
  language: {
    /** Said before the other language's name, which the switch shows in that language ("English", "العربية"). */
    switchTo: 'Change language to',
    switchFailed: 'The language could not be changed. Please try again.',
  },
  /** The page's title and description as the server sends them (server/http/firstView/pageHead.ts). */
  head: {
    title: `${Brand.name} · Professional Dental Supplies`,
    description: `${Brand.name}: professional dental supplies, ${Brand.aiName} scan segmentation and dental training for clinics in Egypt.`,
    allProductsTitle: `All Products · ${Brand.name}`,
    allProductsDescription: (categories: string) => `Dental supplies for clinics in Egypt, priced in EGP: ${categories}.`,
    categoryDescription: (category: string) => `${category} for dental clinics in Egypt, priced in EGP, from ${Brand.name}.`,
    productFallbackDescription: (product: string) => `${product}, from ${Brand.name}.`,
    productNotFoundTitle: `Product not found · ${Brand.name}`,
  },
  home: {
    heroTitle: 'Dental supplies for clinics across Egypt',
    heroText: `${Brand.name} brings premium dental products, ${Brand.aiName} scan segmentation and hands-on dental training to your clinic, priced in Egyptian pounds.`,
    shopProducts: 'Shop Products',
    browseCategories: 'Browse Categories',
    bestSellers: 'Best Sellers',
    bestSellersLoading: 'Loading best sellers',
    bestSellersError: BestSellerMessages.loadError,
    tryAgain: BestSellerMessages.retry,
    bestSellersEmpty: BestSellerMessages.empty,
    outOfStock: CatalogMessages.outOfStock,
    listPrice: 'List price',
    exploreMore: 'Explore More',
    events: 'Events',
    eventsText: 'Dental exhibitions, symposiums and workshops where you can meet us.',
    ai: Brand.aiName,
    aiText: 'Upload CBCT scans and receive AI segmentation results by e-mail.',
    training: 'Dental Training',
    trainingText: 'Hands-on courses with experienced instructors, in Cairo and online.',
    learnMore: 'Learn more',
    partners: 'Our Partners',
    partnersText: 'We are the partner in Egypt of leading dental manufacturers.',
    callToAction: 'Ready to equip your clinic?',
    callToActionText: 'Order today and pay on delivery, by card or pick up from our store.',
    shopNow: 'Shop Now',
    contactUs: 'Contact Us',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Return to Home',
  },
} as const;
