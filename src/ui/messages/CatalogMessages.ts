import { catalogMessagesEn } from '../../locales/shop/en/catalogMessagesEn';
import { localized } from '../i18n/localized';

/**
 * The texts of the product list and the product detail pages. SPEC's own words come from the
 * tables of the areas that own their rules (cart, list, variant), so each is written once; the
 * variant stock problems reach the page as codes through the CheckVariantStock use case, and
 * VariantMessages words them.
 */
export const CatalogMessages = localized('catalog', catalogMessagesEn);
