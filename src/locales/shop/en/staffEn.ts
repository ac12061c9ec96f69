import { adminJobsMessagesEn } from './adminJobsMessagesEn';
import { adminMessagesEn } from './adminMessagesEn';
import { adminSectionsMessagesEn } from './adminSectionsMessagesEn';
import { salesMessagesEn } from './salesMessagesEn';
import { adminInvoiceMessagesEn } from './adminInvoiceMessagesEn';
import { adminArabicMessagesEn } from './adminArabicMessagesEn';
import { staffReturnsMessagesEn } from './staffReturnsMessagesEn';
import { adminRefundMessagesEn } from './adminRefundMessagesEn';

/** The back office's and sales desk's English texts by namespace. */
export const staffEn = {
  admin: adminMessagesEn,
  adminSections: adminSectionsMessagesEn,
  adminJobs: adminJobsMessagesEn,
  adminInvoice: adminInvoiceMessagesEn,
  adminArabic: adminArabicMessagesEn,
  adminRefunds: adminRefundMessagesEn,
  sales: salesMessagesEn,
  staffReturns: staffReturnsMessagesEn,
};
