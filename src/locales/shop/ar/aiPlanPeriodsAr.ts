import type { aiPlanPeriodsEn } from '../en/aiPlanPeriodsEn';
import type { Translation } from '../../Translation';

export const aiPlanPeriodsAr: Translation<typeof aiPlanPeriodsEn> = {
  perMonth: '/شهريًا',
};
