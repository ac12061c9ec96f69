import { z } from 'zod';
import { SiteSettingsQueries } from '../../adapters/db/SiteSettingsQueries';
import type { ServerContext, ZodApp } from '../ServerContext';

export function managementRoutes(app: ZodApp, context: ServerContext): void {
  const siteSettings = new SiteSettingsQueries(context.db);

  app.get(
    '/management/maintenance-status',
    {
      schema: {
        tags: ['management'],
        summary: 'Whether the shop is under maintenance (the storefront then shows the maintenance page)',
        response: { 200: z.object({ is_under_maintenance: z.boolean() }) },
      },
    },
    async () => ({ is_under_maintenance: await siteSettings.isUnderMaintenance() }),
  );
}
