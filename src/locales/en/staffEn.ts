import { adminMessagesEn } from './adminMessagesEn';
import { adminSectionsMessagesEn } from './adminSectionsMessagesEn';
import { salesMessagesEn } from './salesMessagesEn';

/** The back office's and sales desk's English texts by namespace. */
export const staffEn = {
  admin: adminMessagesEn,
  adminSections: adminSectionsMessagesEn,
  sales: salesMessagesEn,
};
