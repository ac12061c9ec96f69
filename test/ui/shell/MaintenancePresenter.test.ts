import { describe, expect, it } from 'vitest';
import { MaintenancePresenter } from '../../../src/ui/shell/MaintenancePresenter';
import { networkFailure, settle, shellContainer } from './shellTestKit';

function setUp() {
  const kit = shellContainer();
  return { ...kit, maintenance: kit.container.get(MaintenancePresenter) };
}

describe('MaintenancePresenter', () => {
  it('shows the spinner while the check runs, then the shop when the server says it is open', async () => {
    const { maintenance, maintenanceApi } = setUp();
    maintenanceApi.hold();
    maintenance.shellOpened();
    expect(maintenance.status).toBe('checking');
    expect(maintenance.viewFor('/')).toBe('spinner');
    expect(maintenance.viewFor('/products')).toBe('spinner');
    await maintenanceApi.release();
    expect(maintenance.status).toBe('open');
    expect(maintenance.viewFor('/')).toBe('shop');
  });

  it('replaces every storefront page with the maintenance page while under maintenance', async () => {
    const { maintenance, maintenanceApi } = setUp();
    maintenanceApi.underMaintenance = true;
    maintenance.shellOpened();
    await settle();
    expect(maintenance.status).toBe('under-maintenance');
    for (const path of ['/', '/products?category=3', '/cart', '/login', '/administrator', '/no-such-page']) expect(maintenance.viewFor(path)).toBe('maintenance');
  });

  it('never stands in the way of the admin and sales areas, not even with a spinner', async () => {
    const { maintenance, maintenanceApi } = setUp();
    maintenanceApi.hold();
    maintenanceApi.underMaintenance = true;
    maintenance.shellOpened();
    const staffPaths = ['/admin', '/admin/login', '/admin/dashboard', '/Admin/', '//admin/orders', '/sales', '/sales/login', '/sales/orders'];
    for (const path of staffPaths) expect(maintenance.viewFor(path)).toBe('shop');
    await maintenanceApi.release();
    for (const path of staffPaths) expect(maintenance.viewFor(path)).toBe('shop');
  });

  it.each([
    ['the server cannot be reached', networkFailure],
    ['the answer is malformed', { kind: 'invalid-response' as const, status: 200, code: 'invalid_response', message: 'x' }],
  ])('counts a failed check as not under maintenance when %s', async (_, answer) => {
    const { maintenance, maintenanceApi } = setUp();
    maintenanceApi.failures.set('isUnderMaintenance', answer);
    maintenance.shellOpened();
    await settle();
    expect(maintenance.viewFor('/')).toBe('shop');
  });

  it('checks once, even when the shell appears twice (React strict mode)', async () => {
    const { maintenance, maintenanceApi } = setUp();
    const closed = maintenance.shellOpened();
    closed();
    maintenance.shellOpened();
    await settle();
    expect(maintenanceApi.calls).toEqual(['maintenance-status']);
  });

  it('runs a live clock in Cairo time while the maintenance page can be seen, and stops it when the shell goes', async () => {
    const { maintenance, maintenanceApi, clock } = setUp();
    maintenanceApi.underMaintenance = true;
    const closed = maintenance.shellOpened();
    expect(clock.pending).toBe(0);
    await settle();
    expect(maintenance.clockText).toContain('12:00:00');
    expect(maintenance.clockText).toContain('21 November 2026');
    clock.advance(1_000);
    expect(maintenance.clockText).toContain('12:00:01');
    clock.advance(59_000);
    expect(maintenance.clockText).toContain('12:01:00');
    closed();
    expect(clock.pending).toBe(0);
  });

  it('runs no clock when the shop is open', async () => {
    const { maintenance, clock } = setUp();
    maintenance.shellOpened();
    await settle();
    expect(clock.pending).toBe(0);
  });

  it('reloads the page on Check Again', () => {
    const { maintenance, navigator } = setUp();
    maintenance.checkAgainClicked();
    expect(navigator.reloads).toBe(1);
  });
});
