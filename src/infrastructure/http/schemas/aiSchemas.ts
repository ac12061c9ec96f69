import * as z from 'zod/mini';
import { AiAccessJson, SegmentationQuotaJson } from '@tiara/contract/aiJson';
import type { ActiveSubscription } from '../../../application/ai/AiApi';

// zod/mini: the AI access check loads with the navbar, so these schemas are part of the first load.

export const aiAccessSchema: z.ZodMiniType<boolean> = z.pipe(
  AiAccessJson,
  z.transform((wire) => wire.has_access),
);

/**
 * SPEC §3 "AI subscription (active)": is_active and the two counts; the plan's name, which the
 * account shows, and its id, which the plans mark, only when the server sends them. `is_active:
 * false` is an answer too: no active subscription.
 */
export const activeSubscriptionSchema: z.ZodMiniType<ActiveSubscription | null> = z.pipe(
  z.object({ ...SegmentationQuotaJson.shape, name: z.optional(z.nullable(z.string())), plan_id: z.optional(z.nullable(z.int())) }),
  z.transform((wire) =>
    wire.is_active
      ? {
          isActive: true as const,
          name: wire.name ?? null,
          planId: wire.plan_id ?? null,
          segmentationsAllowed: wire.segmentations_allowed,
          segmentationsUsed: wire.segmentations_used,
        }
      : null,
  ),
);

/** SPEC §7 shows no answer to activate: the new quota when the body is one, otherwise null. */
export const activationSchema: z.ZodMiniType<ActiveSubscription | null> = z.catch(activeSubscriptionSchema, null);
