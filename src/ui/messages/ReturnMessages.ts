import { returnMessagesEn } from '../../locales/shop/en/returnMessagesEn';
import { localized } from '../i18n/localized';

/** The texts of the order page's returns, refunds and credit notes. */
export const ReturnMessages = localized('returns', returnMessagesEn);
