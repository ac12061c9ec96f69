import { productSearchMessagesEn } from '../../locales/shop/en/productSearchMessagesEn';
import { localized } from '../i18n/localized';

/** The header's search and the product list's answer to a search that finds nothing as typed. */
export const ProductSearchMessages = localized('productSearch', productSearchMessagesEn);
