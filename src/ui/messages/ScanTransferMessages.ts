import { scanTransferMessagesEn } from '../../locales/shop/en/scanTransferMessagesEn';
import { localized } from '../i18n/localized';

/** The scan upload's texts about de-identification, resumable sending and unfinished uploads. */
export const ScanTransferMessages = localized('scanTransfer', scanTransferMessagesEn);
