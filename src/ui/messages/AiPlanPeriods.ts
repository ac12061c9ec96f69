import { aiPlanPeriodsEn } from '../../locales/shop/en/aiPlanPeriodsEn';
import { localized } from '../i18n/localized';
import { screenTextsLoaded } from '../i18n/translations';

/** The period of SPEC §9's plans on the storefront, in the shown language. */
export const AiPlanPeriods = localized('aiPlanPeriods', aiPlanPeriodsEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();
