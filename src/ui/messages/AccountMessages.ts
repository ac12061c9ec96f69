import { accountMessagesEn } from '../../locales/shop/en/accountMessagesEn';
import { localized } from '../i18n/localized';

/** The texts of the login, signup, forgot-password, account and my-orders screens (SPEC §2, §4, §5, §8 verbatim). */
export const AccountMessages = localized('account', accountMessagesEn);
