import { catalogQueryMessagesEn } from '../../locales/shared/en/catalogQueryMessagesEn';
import { localized } from '../i18n/localized';

/** The product list's texts, with its 'Showing X to Y of Z products'. */
export const CatalogQueryMessages = localized('catalogQuery', catalogQueryMessagesEn);
