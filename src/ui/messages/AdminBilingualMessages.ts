import { adminBilingualMessagesEn } from '../../locales/shop/en/adminBilingualMessagesEn';
import { localized } from '../i18n/localized';

/** The back office's editors of texts kept in both languages. */
export const AdminBilingualMessages = localized('adminBilingual', adminBilingualMessagesEn);
