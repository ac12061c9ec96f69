import type { screensEn } from '../en/screensEn';
import type { Translation } from '../../Translation';
import { addressMessagesAr } from '../../shared/ar/addressMessagesAr';
import { accountMessagesAr } from './accountMessagesAr';
import { aiCheckoutMessagesAr } from './aiCheckoutMessagesAr';
import { aiMessagesAr } from './aiMessagesAr';
import { aiPlanPeriodsAr } from './aiPlanPeriodsAr';
import { checkoutRuleMessagesAr } from '../../shared/ar/checkoutRuleMessagesAr';
import { orderDetailMessagesAr } from './orderDetailMessagesAr';
import { quotaMessagesAr } from '../../shared/ar/quotaMessagesAr';
import { scanMessagesAr } from '../../shared/ar/scanMessagesAr';
import { scanTransferMessagesAr } from './scanTransferMessagesAr';
import { scanPreviewMessagesAr } from './scanPreviewMessagesAr';
import { storeCreditMessagesAr } from './storeCreditMessagesAr';
import { shipmentMessagesAr } from '../../shared/ar/shipmentMessagesAr';
import { orderAgainMessagesAr } from './orderAgainMessagesAr';
import { invoiceMessagesAr } from './invoiceMessagesAr';
import { receiptMessagesAr } from './receiptMessagesAr';
import { returnMessagesAr } from './returnMessagesAr';

/** The Arabic texts of the storefront's other screens by namespace: a chunk of their own, downloaded with the first of those screens a reader of Arabic opens. */
export const screensAr: Translation<typeof screensEn> = {
  address: addressMessagesAr,
  account: accountMessagesAr,
  ai: aiMessagesAr,
  aiPlanPeriods: aiPlanPeriodsAr,
  aiCheckout: aiCheckoutMessagesAr,
  checkoutRule: checkoutRuleMessagesAr,
  invoice: invoiceMessagesAr,
  orderDetail: orderDetailMessagesAr,
  quota: quotaMessagesAr,
  scan: scanMessagesAr,
  scanTransfer: scanTransferMessagesAr,
  scanPreview: scanPreviewMessagesAr,
  storeCredit: storeCreditMessagesAr,
  shipment: shipmentMessagesAr,
  orderAgain: orderAgainMessagesAr,
  receipt: receiptMessagesAr,
  returns: returnMessagesAr,
};
