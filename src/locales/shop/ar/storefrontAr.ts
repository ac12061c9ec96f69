import type { storefrontEn } from '../en/storefrontEn';
import type { Translation } from '../../Translation';
import { accessMessagesAr } from './accessMessagesAr';
import { cartMessagesAr } from './cartMessagesAr';
import { cartTotalsMessagesAr } from './cartTotalsMessagesAr';
import { catalogMessagesAr } from './catalogMessagesAr';
import { catalogQueryMessagesAr } from '../../shared/ar/catalogQueryMessagesAr';
import { catalogFinderMessagesAr } from './catalogFinderMessagesAr';
import { catalogListMessagesAr } from './catalogListMessagesAr';
import { categoryNamesAr } from '../../shared/ar/categoryNamesAr';
import { checkoutMessagesAr } from './checkoutMessagesAr';
import { contactFormMessagesAr } from '../../shared/ar/contactFormMessagesAr';
import { displayNamesAr } from '../../shared/ar/displayNamesAr';
import { productSearchMessagesAr } from './productSearchMessagesAr';
import { pageTitleMessagesAr } from './pageTitleMessagesAr';
import { promoMessagesAr } from '../../shared/ar/promoMessagesAr';
import { shellMessagesAr } from '../../shared/ar/shellMessagesAr';
import { stockAlertMessagesAr } from './stockAlertMessagesAr';
import { variantMessagesAr } from './variantMessagesAr';
import { arrivalMessagesAr } from './arrivalMessagesAr';
import { engageMessagesAr } from './engageMessagesAr';

/** The Arabic texts of the storefront's shell and of the pages it is first opened on, by namespace: one chunk, downloaded only by a reader of Arabic, before the page is drawn. */
export const storefrontAr: Translation<typeof storefrontEn> = {
  access: accessMessagesAr,
  cart: cartMessagesAr,
  cartTotals: cartTotalsMessagesAr,
  catalog: catalogMessagesAr,
  catalogQuery: catalogQueryMessagesAr,
  catalogFinder: catalogFinderMessagesAr,
  catalogList: catalogListMessagesAr,
  categoryNames: categoryNamesAr,
  checkout: checkoutMessagesAr,
  contactForm: contactFormMessagesAr,
  displayNames: displayNamesAr,
  engage: engageMessagesAr,
  productSearch: productSearchMessagesAr,
  pageTitles: pageTitleMessagesAr,
  promo: promoMessagesAr,
  shell: shellMessagesAr,
  stockAlert: stockAlertMessagesAr,
  variant: variantMessagesAr,
  arrival: arrivalMessagesAr,
};
