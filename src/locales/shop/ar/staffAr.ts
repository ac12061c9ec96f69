import type { staffEn } from '../en/staffEn';
import type { Translation } from '../../Translation';
import { adminJobsMessagesAr } from './adminJobsMessagesAr';
import { adminMessagesAr } from './adminMessagesAr';
import { adminSectionsMessagesAr } from './adminSectionsMessagesAr';
import { salesMessagesAr } from './salesMessagesAr';
import { adminInvoiceMessagesAr } from './adminInvoiceMessagesAr';
import { adminArabicMessagesAr } from './adminArabicMessagesAr';
import { staffReturnsMessagesAr } from './staffReturnsMessagesAr';
import { adminRefundMessagesAr } from './adminRefundMessagesAr';

/** The back office's and sales desk's texts in Arabic: downloaded with those areas, by a reader of Arabic. */
export const staffAr: Translation<typeof staffEn> = {
  admin: adminMessagesAr,
  adminSections: adminSectionsMessagesAr,
  adminJobs: adminJobsMessagesAr,
  adminInvoice: adminInvoiceMessagesAr,
  adminArabic: adminArabicMessagesAr,
  adminRefunds: adminRefundMessagesAr,
  sales: salesMessagesAr,
  staffReturns: staffReturnsMessagesAr,
};
