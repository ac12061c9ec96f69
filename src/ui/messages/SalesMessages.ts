import { salesMessagesEn } from '../../locales/shop/en/salesMessagesEn';
import { localized } from '../i18n/localized';

/** The sales desk's texts (issue 8 item 5); the order tables themselves share the back office's wording. */
export const SalesMessages = localized('sales', salesMessagesEn);
