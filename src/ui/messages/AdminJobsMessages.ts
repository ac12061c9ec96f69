import { adminJobsMessagesEn } from '../../locales/shop/en/adminJobsMessagesEn';
import { localized } from '../i18n/localized';

/** The texts of Admin → Background jobs (issue 17). */
export const AdminJobsMessages = localized('adminJobs', adminJobsMessagesEn);
