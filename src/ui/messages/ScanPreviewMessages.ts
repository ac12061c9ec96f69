import { scanPreviewMessagesEn } from '../../locales/shop/en/scanPreviewMessagesEn';
import { localized } from '../i18n/localized';
import { screenTextsLoaded } from '../i18n/translations';

/** The study preview's texts (src/ui/ai/StudyPreview.tsx). */
export const ScanPreviewMessages = localized('scanPreview', scanPreviewMessagesEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();
