import { catalogMessagesEn } from '../../locales/shop/en/catalogMessagesEn';
import { localized } from '../i18n/localized';

/**
 * The texts of the product list and the product detail pages. SPEC's own words come from the
 * domain modules that own their rules, so each is written once; the variant stock messages
 * reach the page from the domain's VariantMessages through the CheckVariantStock use case.
 */
export const CatalogMessages = localized('catalog', catalogMessagesEn);
