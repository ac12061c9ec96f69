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
