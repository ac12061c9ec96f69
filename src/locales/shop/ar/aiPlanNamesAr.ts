import type { aiPlanNamesEn } from '../en/aiPlanNamesEn';
import type { Translation } from '../../Translation';

/** The AI plans' names in Arabic, as the demo catalogue names them too (server/seed/data/ai-plans.json). */
export const aiPlanNamesAr: Translation<typeof aiPlanNamesEn> = {
  names: { 1: 'الباقة الخفيفة', 2: 'الباقة الاحترافية', 3: 'الباقة المميزة' },
  perMonth: '/شهريًا',
};
