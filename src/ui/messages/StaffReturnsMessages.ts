import { staffReturnsMessagesEn } from '../../locales/shop/en/staffReturnsMessagesEn';
import { localized } from '../i18n/localized';

/** The staff's returns queue, in the back office and at the sales desk (issue 29). */
export const StaffReturnsMessages = localized('staffReturns', staffReturnsMessagesEn);
