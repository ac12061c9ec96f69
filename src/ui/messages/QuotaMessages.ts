import { quotaMessagesEn } from '../../locales/shared/en/quotaMessagesEn';
import { localized } from '../i18n/localized';
import { screenTextsLoaded } from '../i18n/translations';

/** The segmentation quota's texts; the upload screen's disabled reason is a key of it. */
export const QuotaMessages = localized('quota', quotaMessagesEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();
