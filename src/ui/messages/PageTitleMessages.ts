import { pageTitleMessagesEn } from '../../locales/shop/en/pageTitleMessagesEn';
import { localized } from '../i18n/localized';

/** The browser tab's title of each page. */
export const PageTitleMessages = localized('pageTitles', pageTitleMessagesEn);
