import { scanTransferMessagesEn } from '../../locales/shop/en/scanTransferMessagesEn';
import { localized } from '../i18n/localized';
import { screenTextsLoaded } from '../i18n/translations';

/** The scan upload's texts about de-identification, resumable sending and unfinished uploads. */
export const ScanTransferMessages = localized('scanTransfer', scanTransferMessagesEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();
