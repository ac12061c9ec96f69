import { MaintenanceStatusJson } from '@tiara/contract/managementJson';
import type { ShopServices } from '../../composition/composeShop';
import type { ZodApp } from '../ServerContext';

export function managementRoutes(app: ZodApp, { management }: ShopServices): void {
  const { siteSettings } = management;

  app.get(
    '/management/maintenance-status',
    {
      schema: {
        tags: ['management'],
        summary: 'Whether the shop is under maintenance (the storefront then shows the maintenance page)',
        response: { 200: MaintenanceStatusJson },
      },
    },
    async () => ({ is_under_maintenance: await siteSettings.isUnderMaintenance() }),
  );
}
