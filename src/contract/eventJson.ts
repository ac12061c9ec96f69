import * as z from 'zod/mini';

/** An active event as GET /api/events lists it, soonest first (SPEC §7: the storefront does not show them). */
export const EventJson = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  location: z.string(),
  speakers: z.array(z.string()),
  image_url: z.string(),
});
export type EventJson = z.infer<typeof EventJson>;
