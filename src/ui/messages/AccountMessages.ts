import { accountMessagesEn } from '../../locales/shop/en/accountMessagesEn';
import { localized } from '../i18n/localized';
import { screenTextsLoaded } from '../i18n/translations';

/** The texts of the login, signup, forgot-password, account and my-orders screens (SPEC §2, §4, §5, §8 verbatim). */
export const AccountMessages = localized('account', accountMessagesEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();
