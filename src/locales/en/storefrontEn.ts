import { addressMessagesEn } from './addressMessagesEn';
import { accessMessagesEn } from './accessMessagesEn';
import { accountMessagesEn } from './accountMessagesEn';
import { aiCheckoutMessagesEn } from './aiCheckoutMessagesEn';
import { aiMessagesEn } from './aiMessagesEn';
import { aiPlanNamesEn } from './aiPlanNamesEn';
import { cartMessagesEn } from './cartMessagesEn';
import { catalogMessagesEn } from './catalogMessagesEn';
import { categoryNamesEn } from './categoryNamesEn';
import { catalogQueryMessagesEn } from './catalogQueryMessagesEn';
import { catalogFinderMessagesEn } from './catalogFinderMessagesEn';
import { checkoutMessagesEn } from './checkoutMessagesEn';
import { checkoutRuleMessagesEn } from './checkoutRuleMessagesEn';
import { contactFormMessagesEn } from './contactFormMessagesEn';
import { displayNamesEn } from './displayNamesEn';
import { engageMessagesEn } from './engageMessagesEn';
import { orderDetailMessagesEn } from './orderDetailMessagesEn';
import { promoMessagesEn } from './promoMessagesEn';
import { quotaMessagesEn } from './quotaMessagesEn';
import { scanMessagesEn } from './scanMessagesEn';
import { scanTransferMessagesEn } from './scanTransferMessagesEn';
import { scanPreviewMessagesEn } from './scanPreviewMessagesEn';
import { shellMessagesEn } from './shellMessagesEn';
import { stockAlertMessagesEn } from './stockAlertMessagesEn';
import { shipmentMessagesEn } from './shipmentMessagesEn';
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
