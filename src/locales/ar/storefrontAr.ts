import type { storefrontEn } from '../en/storefrontEn';
import type { Translation } from '../Translation';
import { addressMessagesAr } from './addressMessagesAr';
import { accessMessagesAr } from './accessMessagesAr';
import { accountMessagesAr } from './accountMessagesAr';
import { aiCheckoutMessagesAr } from './aiCheckoutMessagesAr';
import { aiMessagesAr } from './aiMessagesAr';
import { aiPlanNamesAr } from './aiPlanNamesAr';
import { cartMessagesAr } from './cartMessagesAr';
import { catalogMessagesAr } from './catalogMessagesAr';
import { catalogQueryMessagesAr } from './catalogQueryMessagesAr';
import { catalogFinderMessagesAr } from './catalogFinderMessagesAr';
import { categoryNamesAr } from './categoryNamesAr';
import { checkoutMessagesAr } from './checkoutMessagesAr';
import { checkoutRuleMessagesAr } from './checkoutRuleMessagesAr';
import { contactFormMessagesAr } from './contactFormMessagesAr';
import { displayNamesAr } from './displayNamesAr';
import { engageMessagesAr } from './engageMessagesAr';
import { orderDetailMessagesAr } from './orderDetailMessagesAr';
import { promoMessagesAr } from './promoMessagesAr';
import { quotaMessagesAr } from './quotaMessagesAr';
import { scanMessagesAr } from './scanMessagesAr';
import { scanTransferMessagesAr } from './scanTransferMessagesAr';
import { scanPreviewMessagesAr } from './scanPreviewMessagesAr';
import { shellMessagesAr } from './shellMessagesAr';
import { stockAlertMessagesAr } from './stockAlertMessagesAr';
import { shipmentMessagesAr } from './shipmentMessagesAr';
import { orderAgainMessagesAr } from './orderAgainMessagesAr';
import { variantMessagesAr } from './variantMessagesAr';
import { invoiceMessagesAr } from './invoiceMessagesAr';

/** The storefront's texts in Arabic by namespace: one chunk, downloaded only by a reader of Arabic. */
export const storefrontAr: Translation<typeof storefrontEn> = {
  address: addressMessagesAr,
  access: accessMessagesAr,
  account: accountMessagesAr,
  ai: aiMessagesAr,
  aiPlanNames: aiPlanNamesAr,
  aiCheckout: aiCheckoutMessagesAr,
  cart: cartMessagesAr,
  catalog: catalogMessagesAr,
  catalogQuery: catalogQueryMessagesAr,
  catalogFinder: catalogFinderMessagesAr,
  categoryNames: categoryNamesAr,
  checkout: checkoutMessagesAr,
  checkoutRule: checkoutRuleMessagesAr,
  contactForm: contactFormMessagesAr,
  displayNames: displayNamesAr,
  engage: engageMessagesAr,
  invoice: invoiceMessagesAr,
  orderDetail: orderDetailMessagesAr,
  promo: promoMessagesAr,
  quota: quotaMessagesAr,
  scan: scanMessagesAr,
  scanTransfer: scanTransferMessagesAr,
  scanPreview: scanPreviewMessagesAr,
  shell: shellMessagesAr,
  stockAlert: stockAlertMessagesAr,
  shipment: shipmentMessagesAr,
  variant: variantMessagesAr,
  orderAgain: orderAgainMessagesAr,
};
