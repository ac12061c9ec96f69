import type { quotaMessagesEn } from '../en/quotaMessagesEn';
import { type Translation, pluralOf } from '../../Translation';

/** The segmentation quota's texts in Arabic (src/locales/shared/en/quotaMessagesEn.ts). */
export const quotaMessagesAr: Translation<typeof quotaMessagesEn> = {
  noSegmentationsNotice: 'لم يتبقَّ لديك أي عمليات تجزئة. يُرجى ترقية باقتك.',
  disabledNoSegmentations: 'لا توجد عمليات تجزئة متبقية',
  disabledNoSubscription: 'لا يوجد اشتراك فعّال',
  lowQuota: (remaining: number): string =>
    pluralOf('ar', remaining, {
      zero: 'لم يتبقَّ أي عمليات تجزئة!',
      one: 'لم يتبقَّ سوى عملية تجزئة واحدة!',
      two: 'لم يتبقَّ سوى عمليتَي تجزئة!',
      few: `لم يتبقَّ سوى ${remaining} عمليات تجزئة!`,
      many: `لم يتبقَّ سوى ${remaining} عملية تجزئة!`,
      other: `لم يتبقَّ سوى ${remaining} عملية تجزئة!`,
    }),
};
