import { adminMessagesEn } from '../../locales/shop/en/adminMessagesEn';
import { localized } from '../i18n/localized';

/** The back office's texts (issue 8): the frame, the login, the shared tables and ADMIN-A's sections. */
export const AdminMessages = localized('admin', adminMessagesEn);
