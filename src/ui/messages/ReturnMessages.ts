import { returnMessagesEn } from '../../locales/shop/en/returnMessagesEn';
import { localized } from '../i18n/localized';
import { screenTextsLoaded } from '../i18n/translations';

/** The texts of the order page's returns, refunds and credit notes. */
export const ReturnMessages = localized('returns', returnMessagesEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();
