import { aiCheckoutMessagesEn } from '../../locales/shop/en/aiCheckoutMessagesEn';
import { localized } from '../i18n/localized';
import { screenTextsLoaded } from '../i18n/translations';

/** The alternate AI checkout's own texts (its other problems are checkout's). */
export const AiCheckoutMessages = localized('aiCheckout', aiCheckoutMessagesEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();
