import { describe, expect, it } from 'vitest';
import type { MaintenanceApi } from '../../../src/application/maintenance/MaintenanceApi';
import type { Subject } from './support/Subject';

export interface MaintenanceApiSubject {
  readonly api: MaintenanceApi;
  /** Whether the shop is switched to maintenance. */
  readonly underMaintenance: boolean;
}

/** What the app shell relies on from GET /api/management/maintenance-status. */
export function maintenanceApiContract(subject: Subject<MaintenanceApiSubject>): void {
  describe('MaintenanceApi', () => {
    it('says whether the shop is under maintenance', async () => {
      const { api, underMaintenance } = await subject();
      expect(await api.isUnderMaintenance()).toEqual({ ok: true, value: underMaintenance });
    });
  });
}
