import type { storefrontEn } from '../en/storefrontEn';
import type { Translation } from '../Translation';
import { accessMessagesAr } from './accessMessagesAr';
import { accountMessagesAr } from './accountMessagesAr';
import { aiCheckoutMessagesAr } from './aiCheckoutMessagesAr';
import { aiMessagesAr } from './aiMessagesAr';
import { aiPlanNamesAr } from './aiPlanNamesAr';
import { cartMessagesAr } from './cartMessagesAr';
import { catalogMessagesAr } from './catalogMessagesAr';
import { catalogQueryMessagesAr } from './catalogQueryMessagesAr';
import { categoryNamesAr } from './categoryNamesAr';
import { checkoutMessagesAr } from './checkoutMessagesAr';
import { checkoutRuleMessagesAr } from './checkoutRuleMessagesAr';
import { contactFormMessagesAr } from './contactFormMessagesAr';
import { displayNamesAr } from './displayNamesAr';
import { engageMessagesAr } from './engageMessagesAr';
import { promoMessagesAr } from './promoMessagesAr';
import { quotaMessagesAr } from './quotaMessagesAr';
import { scanMessagesAr } from './scanMessagesAr';
import { scanTransferMessagesAr } from './scanTransferMessagesAr';
import { scanPreviewMessagesAr } from './scanPreviewMessagesAr';
import { shellMessagesAr } from './shellMessagesAr';
import { orderAgainMessagesAr } from './orderAgainMessagesAr';
import { variantMessagesAr } from './variantMessagesAr';

/** The storefront's texts in Arabic by namespace: one chunk, downloaded only by a reader of Arabic. */
export const storefrontAr: Translation<typeof storefrontEn> = {
  access: accessMessagesAr,
  account: accountMessagesAr,
  ai: aiMessagesAr,
  aiPlanNames: aiPlanNamesAr,
  aiCheckout: aiCheckoutMessagesAr,
  cart: cartMessagesAr,
  catalog: catalogMessagesAr,
  catalogQuery: catalogQueryMessagesAr,
  categoryNames: categoryNamesAr,
  checkout: checkoutMessagesAr,
  checkoutRule: checkoutRuleMessagesAr,
  contactForm: contactFormMessagesAr,
  displayNames: displayNamesAr,
  engage: engageMessagesAr,
  promo: promoMessagesAr,
  quota: quotaMessagesAr,
  scan: scanMessagesAr,
  scanTransfer: scanTransferMessagesAr,
  scanPreview: scanPreviewMessagesAr,
  shell: shellMessagesAr,
  variant: variantMessagesAr,
  orderAgain: orderAgainMessagesAr,
};
