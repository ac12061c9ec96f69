import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { paginationWindow, type PaginationEntry } from '@tiara/domain/catalog-query';

const E = 'ellipsis' as const;

describe('paginationWindow (SPEC §2: up to 5 page numbers with first and last and ellipses)', () => {
  it.each<[number, number, PaginationEntry[]]>([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 6, [1, 2, 3, 4, E, 6]],
    [3, 6, [1, 2, 3, 4, E, 6]],
    [4, 6, [1, E, 3, 4, 5, 6]],
    [6, 6, [1, E, 3, 4, 5, 6]],
    [1, 10, [1, 2, 3, 4, E, 10]],
    [4, 10, [1, E, 3, 4, 5, E, 10]],
    [5, 10, [1, E, 4, 5, 6, E, 10]],
    [8, 10, [1, E, 7, 8, 9, 10]],
    [10, 10, [1, E, 7, 8, 9, 10]],
    [5000, 10000, [1, E, 4999, 5000, 5001, E, 10000]],
  ])('page %d of %d shows %j', (current, pageCount, expected) => {
    expect(paginationWindow(current, pageCount)).toEqual(expected);
  });

  it.each<[number, number, PaginationEntry[]]>([
    [0, 3, [1, 2, 3]],
    [99, 10, [1, E, 7, 8, 9, 10]],
    [1, 0, [1]],
    [Number.NaN, Number.NaN, [1]],
    [2.9, 10, [1, 2, 3, 4, E, 10]],
  ])('clamps out-of-range input: page %d of %d shows %j', (current, pageCount, expected) => {
    expect(paginationWindow(current, pageCount)).toEqual(expected);
  });

  it('keeps its invariants for every 1 <= current <= pageCount <= 10,000', () => {
    const pair = fc
      .oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 10_000 }))
      .chain((pageCount) => fc.tuple(fc.integer({ min: 1, max: pageCount }), fc.constant(pageCount)));
    fc.assert(
      fc.property(pair, ([current, pageCount]) => {
        const entries = paginationWindow(current, pageCount);
        const numbers = entries.filter((entry): entry is number => entry !== 'ellipsis');
        expect(numbers.length).toBe(Math.min(5, pageCount));
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pageCount);
        for (let i = 1; i < numbers.length; i += 1) expect(numbers[i]).toBeGreaterThan(numbers[i - 1] as number);
        expect(entries[0]).not.toBe('ellipsis');
        expect(entries.at(-1)).not.toBe('ellipsis');
        entries.forEach((entry, i) => {
          const before = entries[i - 1];
          const after = entries[i + 1];
          if (entry === 'ellipsis') {
            expect(typeof before === 'number' && typeof after === 'number' && after - before > 1).toBe(true);
          } else if (typeof after === 'number') {
            expect(after).toBe(entry + 1);
          }
        });
      }),
      { numRuns: 500 },
    );
  });
});
