import type { formatMessagesEn } from '../en/formatMessagesEn';
import { type Translation, pluralOf } from '../../Translation';

/** The words around formatted values in Arabic (src/locales/shared/en/formatMessagesEn.ts). */
export const formatMessagesAr: Translation<typeof formatMessagesEn> = {
  /** "1,000 ج.م": the Egyptian pound's Arabic sign after the figure, as Egyptian shops write it. */
  price: (figure: string) => `${figure} ج.م`,
  justNow: 'الآن',
  hoursAgo: (count: number) =>
    pluralOf('ar', count, {
      zero: 'الآن',
      one: 'منذ ساعة',
      two: 'منذ ساعتين',
      few: `منذ ${count} ساعات`,
      many: `منذ ${count} ساعة`,
      other: `منذ ${count} ساعة`,
    }),
};
