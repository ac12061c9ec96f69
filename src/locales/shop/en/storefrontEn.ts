import { addressMessagesEn } from '../../shared/en/addressMessagesEn';
import { accessMessagesEn } from './accessMessagesEn';
import { accountMessagesEn } from './accountMessagesEn';
import { aiCheckoutMessagesEn } from './aiCheckoutMessagesEn';
import { aiMessagesEn } from './aiMessagesEn';
import { aiPlanNamesEn } from './aiPlanNamesEn';
import { cartMessagesEn } from './cartMessagesEn';
import { catalogMessagesEn } from './catalogMessagesEn';
import { categoryNamesEn } from '../../shared/en/categoryNamesEn';
import { catalogQueryMessagesEn } from '../../shared/en/catalogQueryMessagesEn';
import { catalogFinderMessagesEn } from './catalogFinderMessagesEn';
import { checkoutMessagesEn } from './checkoutMessagesEn';
import { checkoutRuleMessagesEn } from '../../shared/en/checkoutRuleMessagesEn';
import { contactFormMessagesEn } from '../../shared/en/contactFormMessagesEn';
import { displayNamesEn } from '../../shared/en/displayNamesEn';
import { engageMessagesEn } from './engageMessagesEn';
import { orderDetailMessagesEn } from './orderDetailMessagesEn';
import { pageTitleMessagesEn } from './pageTitleMessagesEn';
import { promoMessagesEn } from '../../shared/en/promoMessagesEn';
import { quotaMessagesEn } from '../../shared/en/quotaMessagesEn';
import { scanMessagesEn } from '../../shared/en/scanMessagesEn';
import { scanTransferMessagesEn } from './scanTransferMessagesEn';
import { scanPreviewMessagesEn } from './scanPreviewMessagesEn';
import { shellMessagesEn } from '../../shared/en/shellMessagesEn';
import { stockAlertMessagesEn } from './stockAlertMessagesEn';
import { shipmentMessagesEn } from '../../shared/en/shipmentMessagesEn';
import { orderAgainMessagesEn } from './orderAgainMessagesEn';
import { variantMessagesEn } from './variantMessagesEn';
import { invoiceMessagesEn } from './invoiceMessagesEn';

/** The storefront's English texts by namespace: the shape every translation's storefront part must have. */
export const storefrontEn = {
  address: addressMessagesEn,
  access: accessMessagesEn,
  account: accountMessagesEn,
  ai: aiMessagesEn,
  aiPlanNames: aiPlanNamesEn,
  aiCheckout: aiCheckoutMessagesEn,
  cart: cartMessagesEn,
  catalog: catalogMessagesEn,
  catalogQuery: catalogQueryMessagesEn,
  catalogFinder: catalogFinderMessagesEn,
  categoryNames: categoryNamesEn,
  checkout: checkoutMessagesEn,
  checkoutRule: checkoutRuleMessagesEn,
  contactForm: contactFormMessagesEn,
  displayNames: displayNamesEn,
  engage: engageMessagesEn,
  invoice: invoiceMessagesEn,
  orderDetail: orderDetailMessagesEn,
  pageTitles: pageTitleMessagesEn,
  promo: promoMessagesEn,
  quota: quotaMessagesEn,
  scan: scanMessagesEn,
  scanTransfer: scanTransferMessagesEn,
  scanPreview: scanPreviewMessagesEn,
  shell: shellMessagesEn,
  stockAlert: stockAlertMessagesEn,
  shipment: shipmentMessagesEn,
  variant: variantMessagesEn,
  orderAgain: orderAgainMessagesEn,
};
