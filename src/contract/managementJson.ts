import * as z from 'zod/mini';

/** GET /api/management/maintenance-status: whether the storefront shows its maintenance page instead of the shop. */
export const MaintenanceStatusJson = z.object({ is_under_maintenance: z.boolean() });
export type MaintenanceStatusJson = z.infer<typeof MaintenanceStatusJson>;
