import { scanPreviewMessagesEn } from '../../locales/shop/en/scanPreviewMessagesEn';
import { localized } from '../i18n/localized';

/** The study preview's texts (src/ui/ai/StudyPreview.tsx). */
export const ScanPreviewMessages = localized('scanPreview', scanPreviewMessagesEn);
