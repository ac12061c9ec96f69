import { aiPlanNamesEn } from '../../locales/shop/en/aiPlanNamesEn';
import { localized } from '../i18n/localized';

/** The AI plans' names and period on the storefront, in the shown language. */
export const AiPlanNames = localized('aiPlanNames', aiPlanNamesEn);
