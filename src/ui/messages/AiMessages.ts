import { aiMessagesEn } from '../../locales/shop/en/aiMessagesEn';
import { localized } from '../i18n/localized';

/** The texts of the AI landing page, the alternate AI checkout and the scan upload (SPEC §2, §5, §8 verbatim where SPEC gives them). */
export const AiMessages = localized('ai', aiMessagesEn);
