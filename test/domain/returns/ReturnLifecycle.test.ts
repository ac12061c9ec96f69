import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETURN_STATUSES, type ReturnStatus, canMoveReturn, isOpenReturn, isReturnStatus, returnStatusesBefore } from '@tiara/domain/returns';

describe('a return request’s lifecycle', () => {
  it.each<[ReturnStatus, ReturnStatus, boolean]>([
    ['Requested', 'Approved', true],
    ['Requested', 'Refused', true],
    ['Requested', 'Received', false],
    ['Requested', 'Resolved', false],
    ['Approved', 'Received', true],
    ['Approved', 'Resolved', true],
    ['Approved', 'Refused', false],
    ['Received', 'Resolved', true],
    ['Received', 'Approved', false],
    ['Refused', 'Approved', false],
    ['Resolved', 'Received', false],
  ])('%s → %s is %s', (from, to, allowed) => {
    expect(canMoveReturn(from, to)).toBe(allowed);
  });

  it('knows its statuses and which are still open', () => {
    expect(isReturnStatus('Received')).toBe(true);
    expect(isReturnStatus('received')).toBe(false);
    expect(RETURN_STATUSES.filter(isOpenReturn)).toEqual(['Requested', 'Approved', 'Received']);
    expect(returnStatusesBefore('Resolved')).toEqual(['Approved', 'Received']);
  });

  it('never moves backwards or out of a final status', () => {
    const status = fc.constantFrom(...RETURN_STATUSES);
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (!canMoveReturn(from, to)) return;
        expect(RETURN_STATUSES.indexOf(to)).toBeGreaterThan(RETURN_STATUSES.indexOf(from));
        expect(isOpenReturn(from)).toBe(true);
        expect(returnStatusesBefore(to)).toContain(from);
      }),
    );
  });
});
