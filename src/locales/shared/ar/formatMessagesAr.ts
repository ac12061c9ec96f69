import type { formatMessagesEn } from '../en/formatMessagesEn';
import type { Translation } from '../../Translation';

/** The words around a formatted price in Arabic (src/locales/shared/en/formatMessagesEn.ts). */
export const formatMessagesAr: Translation<typeof formatMessagesEn> = {
  /** "1,000 ج.م": the Egyptian pound's Arabic sign after the figure, as Egyptian shops write it. */
  price: (figure: string) => `${figure} ج.م`,
};
