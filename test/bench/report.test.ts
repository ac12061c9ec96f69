import { describe, expect, it } from 'vitest';
import { type BenchRow, smokeCeiling, withinBudget } from '../../bench/report';

const row = (figure: number, direction: 'max' | 'min', budget: number): BenchRow => ({ name: 'a figure', figure, unit: 'ms', budget, direction, note: 'how' });

describe('the bench table', () => {
  it('holds a figure to its budget in the direction the row says', () => {
    expect(withinBudget(row(50, 'max', 50))).toBe(true);
    expect(withinBudget(row(51, 'max', 50))).toBe(false);
    expect(withinBudget(row(1_000, 'min', 1_000))).toBe(true);
    expect(withinBudget(row(999, 'min', 1_000))).toBe(false);
  });

  it('never counts a figure that is not a number as within budget, whichever the direction', () => {
    for (const figure of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(withinBudget(row(figure, 'max', 50))).toBe(false);
      expect(withinBudget(row(figure, 'min', 0))).toBe(false);
    }
  });
});

describe('the smoke run', () => {
  it('holds a figure only to ten times its budget, or a tenth of a budget it must reach, and keeps the budget in the note', () => {
    const latency = smokeCeiling(row(400, 'max', 50));
    expect(latency.budget).toBe(500);
    expect(withinBudget(latency)).toBe(true);
    expect(withinBudget(smokeCeiling(row(501, 'max', 50)))).toBe(false);
    expect(latency.note).toBe("full bench's budget ≤ 50.00 ms; how");

    const throughput = smokeCeiling(row(120, 'min', 1_000));
    expect(throughput.budget).toBe(100);
    expect(withinBudget(throughput)).toBe(true);
    expect(withinBudget(smokeCeiling(row(99, 'min', 1_000)))).toBe(false);
  });

  it('keeps a budget of nothing at nothing', () => {
    expect(withinBudget(smokeCeiling(row(0, 'max', 0)))).toBe(true);
    expect(withinBudget(smokeCeiling(row(1, 'max', 0)))).toBe(false);
  });
});
