import { adminSectionsMessagesEn } from '../../locales/shop/en/adminSectionsMessagesEn';
import { localized } from '../i18n/localized';

/** The texts of the back office's second half: notifications to management (issue 8). */
export const AdminSectionsMessages = localized('adminSections', adminSectionsMessagesEn);
