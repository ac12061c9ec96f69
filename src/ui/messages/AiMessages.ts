import { aiMessagesEn } from '../../locales/shop/en/aiMessagesEn';
import { localized } from '../i18n/localized';
import { screenTextsLoaded } from '../i18n/translations';

/** The texts of the AI landing page, the alternate AI checkout and the scan upload (SPEC §2, §5, §8 verbatim where SPEC gives them). */
export const AiMessages = localized('ai', aiMessagesEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();
