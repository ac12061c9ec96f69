import { serverStockAlertMessagesAr } from '../../../src/locales/server/ar/serverStockAlertMessagesAr';
import { serverStockAlertMessagesEn } from '../../../src/locales/server/en/serverStockAlertMessagesEn';
import { serverTexts } from '../texts/ServerText';

/** What the back-in-stock endpoints, notices, e-mails and stop page say, in the reader's language. */
export const StockAlertMessages = serverTexts({ en: serverStockAlertMessagesEn, ar: serverStockAlertMessagesAr });
