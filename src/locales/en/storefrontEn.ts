import { accessMessagesEn } from './accessMessagesEn';
import { accountMessagesEn } from './accountMessagesEn';
import { aiCheckoutMessagesEn } from './aiCheckoutMessagesEn';
import { aiMessagesEn } from './aiMessagesEn';
import { aiPlanNamesEn } from './aiPlanNamesEn';
import { cartMessagesEn } from './cartMessagesEn';
import { catalogMessagesEn } from './catalogMessagesEn';
import { categoryNamesEn } from './categoryNamesEn';
import { catalogQueryMessagesEn } from './catalogQueryMessagesEn';
import { checkoutMessagesEn } from './checkoutMessagesEn';
import { checkoutRuleMessagesEn } from './checkoutRuleMessagesEn';
import { contactFormMessagesEn } from './contactFormMessagesEn';
import { displayNamesEn } from './displayNamesEn';
import { engageMessagesEn } from './engageMessagesEn';
import { promoMessagesEn } from './promoMessagesEn';
import { quotaMessagesEn } from './quotaMessagesEn';
import { scanMessagesEn } from './scanMessagesEn';
import { scanTransferMessagesEn } from './scanTransferMessagesEn';
import { scanPreviewMessagesEn } from './scanPreviewMessagesEn';
import { shellMessagesEn } from './shellMessagesEn';
import { orderAgainMessagesEn } from './orderAgainMessagesEn';
import { variantMessagesEn } from './variantMessagesEn';

/** The storefront's English texts by namespace: the shape every translation's storefront part must have. */
export const storefrontEn = {
  access: accessMessagesEn,
  account: accountMessagesEn,
  ai: aiMessagesEn,
  aiPlanNames: aiPlanNamesEn,
  aiCheckout: aiCheckoutMessagesEn,
  cart: cartMessagesEn,
  catalog: catalogMessagesEn,
  catalogQuery: catalogQueryMessagesEn,
  categoryNames: categoryNamesEn,
  checkout: checkoutMessagesEn,
  checkoutRule: checkoutRuleMessagesEn,
  contactForm: contactFormMessagesEn,
  displayNames: displayNamesEn,
  engage: engageMessagesEn,
  promo: promoMessagesEn,
  quota: quotaMessagesEn,
  scan: scanMessagesEn,
  scanTransfer: scanTransferMessagesEn,
  scanPreview: scanPreviewMessagesEn,
  shell: shellMessagesEn,
  variant: variantMessagesEn,
  orderAgain: orderAgainMessagesEn,
};
