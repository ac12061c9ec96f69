import { adminRefundsMessagesEn } from '../../locales/shop/en/adminRefundsMessagesEn';
import { localized } from '../i18n/localized';

/** The back office's reports of money given back: refunds, store credit, and the dashboard's refund figures. */
export const AdminRefundsMessages = localized('adminRefundReports', adminRefundsMessagesEn);
