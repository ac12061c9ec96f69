import { adminArabicMessagesEn } from '../../locales/shop/en/adminArabicMessagesEn';
import { localized } from '../i18n/localized';

/** The back office's Arabic beside the English: the editors' marker and columns, and the report of what lacks Arabic (issue 28). */
export const AdminArabicMessages = localized('adminArabic', adminArabicMessagesEn);
