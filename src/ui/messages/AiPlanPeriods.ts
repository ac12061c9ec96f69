import { aiPlanPeriodsEn } from '../../locales/shop/en/aiPlanPeriodsEn';
import { localized } from '../i18n/localized';

/** The period of SPEC §9's plans on the storefront, in the shown language. */
export const AiPlanPeriods = localized('aiPlanPeriods', aiPlanPeriodsEn);
