import { addressMessagesEn } from '../../shared/en/addressMessagesEn';
import { accountMessagesEn } from './accountMessagesEn';
import { aiCheckoutMessagesEn } from './aiCheckoutMessagesEn';
import { aiMessagesEn } from './aiMessagesEn';
import { aiPlanPeriodsEn } from './aiPlanPeriodsEn';
import { checkoutRuleMessagesEn } from '../../shared/en/checkoutRuleMessagesEn';
import { orderDetailMessagesEn } from './orderDetailMessagesEn';
import { quotaMessagesEn } from '../../shared/en/quotaMessagesEn';
import { scanMessagesEn } from '../../shared/en/scanMessagesEn';
import { scanTransferMessagesEn } from './scanTransferMessagesEn';
import { scanPreviewMessagesEn } from './scanPreviewMessagesEn';
import { storeCreditMessagesEn } from './storeCreditMessagesEn';
import { shipmentMessagesEn } from '../../shared/en/shipmentMessagesEn';
import { orderAgainMessagesEn } from './orderAgainMessagesEn';
import { invoiceMessagesEn } from './invoiceMessagesEn';
import { receiptMessagesEn } from './receiptMessagesEn';
import { returnMessagesEn } from './returnMessagesEn';

/**
 * The English texts of the storefront's other screens (the account, the AI service, the orders
 * and their returns, the checkout's rules) by namespace: the shape of each translation's `screens`
 * part, which comes with the first of those screens a reader opens (src/ui/i18n/translations.ts).
 */
export const screensEn = {
  address: addressMessagesEn,
  account: accountMessagesEn,
  ai: aiMessagesEn,
  aiPlanPeriods: aiPlanPeriodsEn,
  aiCheckout: aiCheckoutMessagesEn,
  checkoutRule: checkoutRuleMessagesEn,
  invoice: invoiceMessagesEn,
  orderDetail: orderDetailMessagesEn,
  quota: quotaMessagesEn,
  scan: scanMessagesEn,
  scanTransfer: scanTransferMessagesEn,
  scanPreview: scanPreviewMessagesEn,
  storeCredit: storeCreditMessagesEn,
  shipment: shipmentMessagesEn,
  orderAgain: orderAgainMessagesEn,
  receipt: receiptMessagesEn,
  returns: returnMessagesEn,
};
