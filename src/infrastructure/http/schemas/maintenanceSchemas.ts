import * as z from 'zod/mini';
import { MaintenanceStatusJson } from '@tiara/contract/managementJson';

export const maintenanceStatusSchema: z.ZodMiniType<boolean> = z.pipe(
  MaintenanceStatusJson,
  z.transform((wire) => wire.is_under_maintenance),
);
