import { catalogFinderMessagesEn } from '../../locales/shop/en/catalogFinderMessagesEn';
import { localized } from '../i18n/localized';

/** The product list's filters and search suggestions. */
export const CatalogFinderMessages = localized('catalogFinder', catalogFinderMessagesEn);
