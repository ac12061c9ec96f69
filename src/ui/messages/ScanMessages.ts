import { scanMessagesEn } from '../../locales/shared/en/scanMessagesEn';
import { localized } from '../i18n/localized';
import { screenTextsLoaded } from '../i18n/translations';

/** The scan upload screen's texts. */
export const ScanMessages = localized('scan', scanMessagesEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();
