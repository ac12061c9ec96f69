import { addressMessagesEn } from '../../shared/en/addressMessagesEn';
import { accessMessagesEn } from './accessMessagesEn';
import { accountMessagesEn } from './accountMessagesEn';
import { aiCheckoutMessagesEn } from './aiCheckoutMessagesEn';
import { aiMessagesEn } from './aiMessagesEn';
import { aiPlanPeriodsEn } from './aiPlanPeriodsEn';
import { cartMessagesEn } from './cartMessagesEn';
import { cartTotalsMessagesEn } from './cartTotalsMessagesEn';
import { catalogMessagesEn } from './catalogMessagesEn';
import { categoryNamesEn } from '../../shared/en/categoryNamesEn';
import { catalogQueryMessagesEn } from '../../shared/en/catalogQueryMessagesEn';
import { catalogFinderMessagesEn } from './catalogFinderMessagesEn';
import { catalogListMessagesEn } from './catalogListMessagesEn';
import { checkoutMessagesEn } from './checkoutMessagesEn';
import { checkoutRuleMessagesEn } from '../../shared/en/checkoutRuleMessagesEn';
import { contactFormMessagesEn } from '../../shared/en/contactFormMessagesEn';
import { displayNamesEn } from '../../shared/en/displayNamesEn';
import { engageMessagesEn } from './engageMessagesEn';
import { orderDetailMessagesEn } from './orderDetailMessagesEn';
import { productSearchMessagesEn } from './productSearchMessagesEn';
import { pageTitleMessagesEn } from './pageTitleMessagesEn';
import { promoMessagesEn } from '../../shared/en/promoMessagesEn';
import { quotaMessagesEn } from '../../shared/en/quotaMessagesEn';
import { scanMessagesEn } from '../../shared/en/scanMessagesEn';
import { scanTransferMessagesEn } from './scanTransferMessagesEn';
import { scanPreviewMessagesEn } from './scanPreviewMessagesEn';
import { shellMessagesEn } from '../../shared/en/shellMessagesEn';
import { stockAlertMessagesEn } from './stockAlertMessagesEn';
import { storeCreditMessagesEn } from './storeCreditMessagesEn';
import { shipmentMessagesEn } from '../../shared/en/shipmentMessagesEn';
import { orderAgainMessagesEn } from './orderAgainMessagesEn';
import { variantMessagesEn } from './variantMessagesEn';
import { invoiceMessagesEn } from './invoiceMessagesEn';
import { arrivalMessagesEn } from './arrivalMessagesEn';
import { receiptMessagesEn } from './receiptMessagesEn';
import { returnMessagesEn } from './returnMessagesEn';

/** The storefront's English texts by namespace: the shape every translation's storefront part must have. */
export const storefrontEn = {
  address: addressMessagesEn,
  access: accessMessagesEn,
  account: accountMessagesEn,
  ai: aiMessagesEn,
  aiPlanPeriods: aiPlanPeriodsEn,
  aiCheckout: aiCheckoutMessagesEn,
  cart: cartMessagesEn,
  cartTotals: cartTotalsMessagesEn,
  catalog: catalogMessagesEn,
  catalogQuery: catalogQueryMessagesEn,
  catalogFinder: catalogFinderMessagesEn,
  catalogList: catalogListMessagesEn,
  categoryNames: categoryNamesEn,
  checkout: checkoutMessagesEn,
  checkoutRule: checkoutRuleMessagesEn,
  contactForm: contactFormMessagesEn,
  displayNames: displayNamesEn,
  engage: engageMessagesEn,
  invoice: invoiceMessagesEn,
  orderDetail: orderDetailMessagesEn,
  productSearch: productSearchMessagesEn,
  pageTitles: pageTitleMessagesEn,
  promo: promoMessagesEn,
  quota: quotaMessagesEn,
  scan: scanMessagesEn,
  scanTransfer: scanTransferMessagesEn,
  scanPreview: scanPreviewMessagesEn,
  shell: shellMessagesEn,
  stockAlert: stockAlertMessagesEn,
  storeCredit: storeCreditMessagesEn,
  shipment: shipmentMessagesEn,
  variant: variantMessagesEn,
  orderAgain: orderAgainMessagesEn,
  arrival: arrivalMessagesEn,
  receipt: receiptMessagesEn,
  returns: returnMessagesEn,
};
