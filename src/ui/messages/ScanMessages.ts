import { scanMessagesEn } from '../../locales/shared/en/scanMessagesEn';
import { localized } from '../i18n/localized';

/** The scan upload screen's texts. */
export const ScanMessages = localized('scan', scanMessagesEn);
