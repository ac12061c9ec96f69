import * as z from 'zod/mini';

export const maintenanceStatusSchema = z.pipe(
  z.object({ is_under_maintenance: z.boolean() }),
  z.transform((wire) => wire.is_under_maintenance),
);
