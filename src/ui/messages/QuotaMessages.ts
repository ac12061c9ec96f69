import { quotaMessagesEn } from '../../locales/shared/en/quotaMessagesEn';
import { localized } from '../i18n/localized';

/** The segmentation quota's texts; the upload screen's disabled reason is a key of it. */
export const QuotaMessages = localized('quota', quotaMessagesEn);
