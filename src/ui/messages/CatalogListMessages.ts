import { catalogListMessagesEn } from '../../locales/shop/en/catalogListMessagesEn';
import { localized } from '../i18n/localized';

/** The product list's Filters control, active filters, price checks and the cards' stock and quantity. */
export const CatalogListMessages = localized('catalogList', catalogListMessagesEn);
