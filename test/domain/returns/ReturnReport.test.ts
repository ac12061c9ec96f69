import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AskedReturnLine, RETURN_REASONS, checkedReturnLines, photoRequired, returnableQuantity } from '@tiara/domain/returns';

describe('photoRequired', () => {
  it('asks a photo of a damaged or defective item only', () => {
    expect(RETURN_REASONS.filter(photoRequired)).toEqual(['damaged-or-defective']);
  });
});

describe('checkedReturnLines', () => {
  const lines = [
    { orderItemId: 1, returnable: 3 },
    { orderItemId: 2, returnable: 0 },
  ];

  it('accepts returnable lines within what is left of them', () => {
    expect(checkedReturnLines([{ orderItemId: 1, quantity: 3 }], lines)).toEqual({ ok: true, value: [{ orderItemId: 1, quantity: 3 }] });
  });

  it.each<[string, AskedReturnLine[], object]>([
    ['no line', [], { code: 'no-lines' }],
    ['more than is left', [{ orderItemId: 1, quantity: 4 }], { code: 'too-many', orderItemId: 1, returnable: 3 }],
    ['a line already claimed whole', [{ orderItemId: 2, quantity: 1 }], { code: 'too-many', orderItemId: 2, returnable: 0 }],
    ['a line of another order, or a plan or a training', [{ orderItemId: 9, quantity: 1 }], { code: 'not-returnable', orderItemId: 9 }],
    ['the same line twice', [{ orderItemId: 1, quantity: 1 }, { orderItemId: 1, quantity: 1 }], { code: 'line-twice', orderItemId: 1 }],
    ['nothing of a line', [{ orderItemId: 1, quantity: 0 }], { code: 'not-positive', orderItemId: 1 }],
    ['part of a unit', [{ orderItemId: 1, quantity: 1.5 }], { code: 'not-positive', orderItemId: 1 }],
  ])('refuses %s', (_title, asked, refusal) => {
    const checked = checkedReturnLines(asked, lines);
    expect(checked.ok ? null : checked.error).toEqual(refusal);
  });

  it('never lets reports accepted one after another claim more of a line than was bought', () => {
    const report = fc.array(fc.record({ orderItemId: fc.integer({ min: 1, max: 4 }), quantity: fc.integer({ min: -1, max: 6 }) }), { maxLength: 4 });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 3, maxLength: 3 }), fc.array(report, { maxLength: 10 }), (bought, reports) => {
        const claims = new Map<number, number[]>();
        for (const asked of reports) {
          const returnable = bought.map((quantity, index) => ({ orderItemId: index + 1, returnable: returnableQuantity(quantity, claims.get(index + 1) ?? []) }));
          const checked = checkedReturnLines(asked, returnable);
          if (!checked.ok) continue;
          for (const line of checked.value) claims.set(line.orderItemId, [...(claims.get(line.orderItemId) ?? []), line.quantity]);
        }
        bought.forEach((quantity, index) => {
          const claimed = claims.get(index + 1) ?? [];
          expect(claimed.reduce((total, each) => total + each, 0)).toBeLessThanOrEqual(quantity);
          expect(claimed.every((each) => each > 0)).toBe(true);
        });
        // Line 4 is not returnable: never claimed.
        expect(claims.has(4)).toBe(false);
      }),
    );
  });
});
