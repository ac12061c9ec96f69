import { accessMessagesEn } from '../../locales/shop/en/accessMessagesEn';
import { localized } from '../i18n/localized';

/** What a guard or session check tells the person it sends away, under its AccessNotice. */
export const AccessMessages = localized('access', accessMessagesEn);
