import { checkoutRuleMessagesEn } from '../../locales/shared/en/checkoutRuleMessagesEn';
import { localized } from '../i18n/localized';

/** The checkout rules' texts, a problem's text under its code (CheckoutProblem, CheckoutFormProblem). */
export const CheckoutRuleMessages = localized('checkoutRule', checkoutRuleMessagesEn);
