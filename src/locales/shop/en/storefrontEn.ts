import { accessMessagesEn } from './accessMessagesEn';
import { cartMessagesEn } from './cartMessagesEn';
import { cartTotalsMessagesEn } from './cartTotalsMessagesEn';
import { catalogMessagesEn } from './catalogMessagesEn';
import { categoryNamesEn } from '../../shared/en/categoryNamesEn';
import { catalogQueryMessagesEn } from '../../shared/en/catalogQueryMessagesEn';
import { catalogFinderMessagesEn } from './catalogFinderMessagesEn';
import { catalogListMessagesEn } from './catalogListMessagesEn';
import { checkoutMessagesEn } from './checkoutMessagesEn';
import { contactFormMessagesEn } from '../../shared/en/contactFormMessagesEn';
import { displayNamesEn } from '../../shared/en/displayNamesEn';
import { productSearchMessagesEn } from './productSearchMessagesEn';
import { pageTitleMessagesEn } from './pageTitleMessagesEn';
import { promoMessagesEn } from '../../shared/en/promoMessagesEn';
import { shellMessagesEn } from '../../shared/en/shellMessagesEn';
import { stockAlertMessagesEn } from './stockAlertMessagesEn';
import { variantMessagesEn } from './variantMessagesEn';
import { arrivalMessagesEn } from './arrivalMessagesEn';
import { engageMessagesEn } from './engageMessagesEn';

/** The English texts of the storefront's shell and of the pages it is first opened on (home, catalogue, product, cart, policies) by namespace: the shape every translation's storefront part must have. */
export const storefrontEn = {
  access: accessMessagesEn,
  cart: cartMessagesEn,
  cartTotals: cartTotalsMessagesEn,
  catalog: catalogMessagesEn,
  catalogQuery: catalogQueryMessagesEn,
  catalogFinder: catalogFinderMessagesEn,
  catalogList: catalogListMessagesEn,
  categoryNames: categoryNamesEn,
  checkout: checkoutMessagesEn,
  contactForm: contactFormMessagesEn,
  displayNames: displayNamesEn,
  engage: engageMessagesEn,
  productSearch: productSearchMessagesEn,
  pageTitles: pageTitleMessagesEn,
  promo: promoMessagesEn,
  shell: shellMessagesEn,
  stockAlert: stockAlertMessagesEn,
  variant: variantMessagesEn,
  arrival: arrivalMessagesEn,
};
