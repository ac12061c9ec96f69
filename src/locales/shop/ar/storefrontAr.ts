import type { storefrontEn } from '../en/storefrontEn';
import type { Translation } from '../../Translation';
import { addressMessagesAr } from '../../shared/ar/addressMessagesAr';
import { accessMessagesAr } from './accessMessagesAr';
import { accountMessagesAr } from './accountMessagesAr';
import { aiCheckoutMessagesAr } from './aiCheckoutMessagesAr';
import { aiMessagesAr } from './aiMessagesAr';
import { aiPlanPeriodsAr } from './aiPlanPeriodsAr';
import { cartMessagesAr } from './cartMessagesAr';
import { cartTotalsMessagesAr } from './cartTotalsMessagesAr';
import { catalogMessagesAr } from './catalogMessagesAr';
import { catalogQueryMessagesAr } from '../../shared/ar/catalogQueryMessagesAr';
import { catalogFinderMessagesAr } from './catalogFinderMessagesAr';
import { catalogListMessagesAr } from './catalogListMessagesAr';
import { categoryNamesAr } from '../../shared/ar/categoryNamesAr';
import { checkoutMessagesAr } from './checkoutMessagesAr';
import { checkoutRuleMessagesAr } from '../../shared/ar/checkoutRuleMessagesAr';
import { contactFormMessagesAr } from '../../shared/ar/contactFormMessagesAr';
import { displayNamesAr } from '../../shared/ar/displayNamesAr';
import { engageMessagesAr } from './engageMessagesAr';
import { orderDetailMessagesAr } from './orderDetailMessagesAr';
import { productSearchMessagesAr } from './productSearchMessagesAr';
import { pageTitleMessagesAr } from './pageTitleMessagesAr';
import { promoMessagesAr } from '../../shared/ar/promoMessagesAr';
import { quotaMessagesAr } from '../../shared/ar/quotaMessagesAr';
import { scanMessagesAr } from '../../shared/ar/scanMessagesAr';
import { scanTransferMessagesAr } from './scanTransferMessagesAr';
import { scanPreviewMessagesAr } from './scanPreviewMessagesAr';
import { shellMessagesAr } from '../../shared/ar/shellMessagesAr';
import { stockAlertMessagesAr } from './stockAlertMessagesAr';
import { storeCreditMessagesAr } from './storeCreditMessagesAr';
import { shipmentMessagesAr } from '../../shared/ar/shipmentMessagesAr';
import { orderAgainMessagesAr } from './orderAgainMessagesAr';
import { variantMessagesAr } from './variantMessagesAr';
import { invoiceMessagesAr } from './invoiceMessagesAr';
import { arrivalMessagesAr } from './arrivalMessagesAr';
import { receiptMessagesAr } from './receiptMessagesAr';
import { returnMessagesAr } from './returnMessagesAr';

/** The storefront's texts in Arabic by namespace: one chunk, downloaded only by a reader of Arabic. */
export const storefrontAr: Translation<typeof storefrontEn> = {
  address: addressMessagesAr,
  access: accessMessagesAr,
  account: accountMessagesAr,
  ai: aiMessagesAr,
  aiPlanPeriods: aiPlanPeriodsAr,
  aiCheckout: aiCheckoutMessagesAr,
  cart: cartMessagesAr,
  cartTotals: cartTotalsMessagesAr,
  catalog: catalogMessagesAr,
  catalogQuery: catalogQueryMessagesAr,
  catalogFinder: catalogFinderMessagesAr,
  catalogList: catalogListMessagesAr,
  categoryNames: categoryNamesAr,
  checkout: checkoutMessagesAr,
  checkoutRule: checkoutRuleMessagesAr,
  contactForm: contactFormMessagesAr,
  displayNames: displayNamesAr,
  engage: engageMessagesAr,
  invoice: invoiceMessagesAr,
  orderDetail: orderDetailMessagesAr,
  productSearch: productSearchMessagesAr,
  pageTitles: pageTitleMessagesAr,
  promo: promoMessagesAr,
  quota: quotaMessagesAr,
  scan: scanMessagesAr,
  scanTransfer: scanTransferMessagesAr,
  scanPreview: scanPreviewMessagesAr,
  shell: shellMessagesAr,
  stockAlert: stockAlertMessagesAr,
  storeCredit: storeCreditMessagesAr,
  shipment: shipmentMessagesAr,
  variant: variantMessagesAr,
  orderAgain: orderAgainMessagesAr,
  arrival: arrivalMessagesAr,
  receipt: receiptMessagesAr,
  returns: returnMessagesAr,
};
