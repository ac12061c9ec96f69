import type { AccessMessages } from '../../domain/access/AccessMessages';
import type { Translation } from '../Translation';

/** The session and route-guard texts in Arabic (src/domain/access/AccessMessages.ts). */
export const accessMessagesAr: Translation<typeof AccessMessages> = {
  unauthorizedAccess: 'غير مصرّح لك بالدخول',
  sessionExpired: 'انتهت الجلسة. يُرجى تسجيل الدخول مرة أخرى.',
};
