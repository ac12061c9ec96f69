import * as z from 'zod/mini';

/**
 * The body of POST /api/contact. The lengths are the form's rules (@tiara/domain/contact), which
 * the server answers with their own texts; the body limit bounds the rest.
 */
export const ContactMessageBodyJson = z.object({ name: z.string(), email: z.string(), message: z.string() });
export type ContactMessageBodyJson = z.infer<typeof ContactMessageBodyJson>;

/** POST /api/contact's 201: the text to show, and the id the message is kept under. */
export const ContactMessageSentJson = z.object({ message: z.string(), id: z.int() });
export type ContactMessageSentJson = z.infer<typeof ContactMessageSentJson>;

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
