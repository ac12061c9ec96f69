import * as z from 'zod/mini';

/** The notifications /api/admin/notifications answers. */

export const AdminNotificationJson = z.object({
  id: z.int(),
  title: z.string(),
  message: z.string(),
  title_ar: z.nullable(z.string()),
  message_ar: z.nullable(z.string()),
  category: z.int(),
  is_active: z.boolean(),
  user_id: z.nullable(z.int()),
  user_email: z.nullable(z.string()),
  read_count: z.int(),
  created_at: z.string(),
});
export type AdminNotificationJson = z.infer<typeof AdminNotificationJson>;
