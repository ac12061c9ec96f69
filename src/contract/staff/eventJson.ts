import * as z from 'zod/mini';

/** The events /api/admin/events answers. */

export const AdminEventJson = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  location: z.string(),
  speakers: z.array(z.string()),
  image_url: z.string(),
  is_active: z.boolean(),
});
export type AdminEventJson = z.infer<typeof AdminEventJson>;
