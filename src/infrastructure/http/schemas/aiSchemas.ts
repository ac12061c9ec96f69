import * as z from 'zod/mini';
import type { ActiveSubscription } from '../../../application/ai/AiApi';

// zod/mini: the AI access check loads with the navbar, so these schemas are part of the first load.

const count = z.int();

export const aiAccessSchema: z.ZodMiniType<boolean> = z.pipe(
  z.object({ has_access: z.boolean() }),
  z.transform((wire) => wire.has_access),
);

/**
 * SPEC §3 "AI subscription (active)": is_active and the two counts; the plan name only when the
 * server sends it. `is_active: false` is an answer too: no active subscription.
 */
export const activeSubscriptionSchema: z.ZodMiniType<ActiveSubscription | null> = z.pipe(
  z.object({
    is_active: z.boolean(),
    segmentations_allowed: count,
    segmentations_used: count,
    name: z.optional(z.nullable(z.string())),
  }),
  z.transform((wire) =>
    wire.is_active
      ? { isActive: true as const, name: wire.name ?? null, segmentationsAllowed: wire.segmentations_allowed, segmentationsUsed: wire.segmentations_used }
      : null,
  ),
);

/** SPEC §7 shows no answer to activate: the new quota when the body is one, otherwise null. */
export const activationSchema: z.ZodMiniType<ActiveSubscription | null> = z.catch(activeSubscriptionSchema, null);
