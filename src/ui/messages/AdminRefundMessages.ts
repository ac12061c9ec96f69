import { adminRefundMessagesEn } from '../../locales/shop/en/adminRefundMessagesEn';
import { localized } from '../i18n/localized';

/** The texts of an order's refunds in Admin → Orders (issue 29). */
export const AdminRefundMessages = localized('adminRefunds', adminRefundMessagesEn);
