import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { opensStaffArea, roleMatches } from '@tiara/domain/access';

describe('opensStaffArea', () => {
  it.each([
    ['admin', 'Admin', true],
    ['admin', 'admin', true],
    ['admin', 'ADMIN', true],
    ['admin', 'Sales', false],
    ['admin', 'User', false],
    ['admin', 'administrator', false],
    ['admin', null, false],
    ['sales', 'Sales', true],
    ['sales', 'sales', true],
    ['sales', 'SALES', true],
    ['sales', 'admin', true],
    ['sales', 'User', false],
    ['sales', '', false],
    ['sales', null, false],
  ] as const)('the %s area with role %j: %s', (area, role, opens) => {
    expect(opensStaffArea(area, role)).toBe(opens);
  });

  it('lets into the back office exactly the roles that would open the sales desk as Admin', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (role) => {
        expect(opensStaffArea('admin', role)).toBe(roleMatches(role, 'Admin'));
        if (opensStaffArea('admin', role)) expect(opensStaffArea('sales', role)).toBe(true);
      }),
    );
  });
});
