import * as z from 'zod/mini';

/** The messages sent with the contact form (POST /api/contact), as /api/admin/contact-messages answers them. */

/** A kept message, as the admins read it: linked to the account that sent it, if one was signed in. */
export const ContactMessageJson = z.object({
  id: z.int(),
  user_id: z.nullable(z.int()),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type ContactMessageJson = z.infer<typeof ContactMessageJson>;

/** GET /api/admin/contact-messages: one page of the messages, newest first. */
export const ContactMessagePageJson = z.object({ items: z.array(ContactMessageJson), total: z.int(), page: z.int(), per_page: z.int() });
export type ContactMessagePageJson = z.infer<typeof ContactMessagePageJson>;
