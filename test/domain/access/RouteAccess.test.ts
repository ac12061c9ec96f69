import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStaffArea, routeAccessOf } from '@tiara/domain/access';

describe('isStaffArea', () => {
  it.each([
    ['/admin', true],
    ['/admin/login', true],
    ['/Admin/Products/', true],
    ['/sales', true],
    ['/sales/orders', true],
    ['/administration', false],
    ['/salesman', false],
    ['/', false],
    ['/products/5', false],
    ['/products/admin', false],
  ])('%s is staff: %s', (path, staff) => {
    expect(isStaffArea(path)).toBe(staff);
  });

  it('holds exactly the paths whose access is the staff login or an admin or sales route', () => {
    fc.assert(
      fc.property(fc.constantFrom('/admin', '/sales', '/products', '/account', '/', '/admin/login', '/sales/login'), fc.stringMatching(/^[a-z0-9/]{0,12}$/), (root, rest) => {
        const path = `${root}/${rest}`;
        const access = routeAccessOf(path);
        const staffLogin = /^\/(admin|sales)\/login\/?$/.test(path.replace(/\/+/g, '/'));
        if (access === 'admin' || access === 'sales' || staffLogin) expect(isStaffArea(path)).toBe(true);
        else expect(isStaffArea(path)).toBe(false);
      }),
    );
  });
});
