import { inject, injectable } from 'inversify';
import { MaintenanceApi } from './MaintenanceApi';

/** SPEC §4 "Maintenance": the shop is closed only when the server says so; a failed check leaves it open. */
@injectable()
export class CheckMaintenance {
  private readonly api: MaintenanceApi;

  constructor(@inject(MaintenanceApi) api: MaintenanceApi) {
    this.api = api;
  }

  async execute(): Promise<boolean> {
    const result = await this.api.isUnderMaintenance();
    return result.ok && result.value;
  }
}
