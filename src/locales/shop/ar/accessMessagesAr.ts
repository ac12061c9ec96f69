import type { accessMessagesEn } from '../en/accessMessagesEn';
import type { Translation } from '../../Translation';

/** The session and route-guard texts in Arabic (src/locales/shop/en/accessMessagesEn.ts). */
export const accessMessagesAr: Translation<typeof accessMessagesEn> = {
  unauthorizedAccess: 'غير مصرّح لك بالدخول',
  sessionExpired: 'انتهت الجلسة. يُرجى تسجيل الدخول مرة أخرى.',
};
