import { shellMessagesEn } from '../../locales/shared/en/shellMessagesEn';
import { localized } from '../i18n/localized';

/** The texts of the app shell (maintenance page, navbar, footer, toasts) and of the home page. */
export const ShellMessages = localized('shell', shellMessagesEn);
