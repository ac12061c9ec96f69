import { aiCheckoutMessagesEn } from '../../locales/shop/en/aiCheckoutMessagesEn';
import { localized } from '../i18n/localized';

/** The alternate AI checkout's own texts (its other problems are checkout's). */
export const AiCheckoutMessages = localized('aiCheckout', aiCheckoutMessagesEn);
