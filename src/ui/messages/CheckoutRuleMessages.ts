import { checkoutRuleMessagesEn } from '../../locales/shared/en/checkoutRuleMessagesEn';
import { localized } from '../i18n/localized';
import { screenTextsLoaded } from '../i18n/translations';

/** The checkout rules' texts, a problem's text under its code (CheckoutProblem, CheckoutFormProblem). */
export const CheckoutRuleMessages = localized('checkoutRule', checkoutRuleMessagesEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();
