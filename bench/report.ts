/** One line of the benchmark table: what was measured, the figure, and the budget it is held to. */
export interface BenchRow {
  readonly name: string;
  readonly figure: number;
  readonly unit: string;
  readonly budget: number;
  /** 'max': the figure must not exceed the budget (times, sizes); 'min': it must reach it (throughput). */
  readonly direction: 'max' | 'min';
  readonly note?: string;
}

/** A figure that is not a number (a section that measured nothing) is never within budget. */
export function withinBudget(row: BenchRow): boolean {
  if (!Number.isFinite(row.figure)) return false;
  return row.direction === 'max' ? row.figure <= row.budget : row.figure >= row.budget;
}

/** How far past its budget a smoke run's figure may be: its sizes are small and CI's machine is not this one. */
const SMOKE_MARGIN = 10;

/**
 * The row as `npm run bench:smoke` holds it: to a ceiling ten times its budget (a tenth, for a
 * figure that must reach its budget), which only a broken section misses; the budget is in the note.
 */
export function smokeCeiling(row: BenchRow): BenchRow {
  const budget = row.direction === 'max' ? row.budget * SMOKE_MARGIN : row.budget / SMOKE_MARGIN;
  return { ...row, budget, note: `full bench's budget ${row.direction === 'max' ? '≤' : '≥'} ${formatFigure(row.budget)} ${row.unit}${row.note ? `; ${row.note}` : ''}` };
}

function formatFigure(value: number): string {
  if (value === 0) return '0';
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 1) return value.toFixed(2);
  return value.toPrecision(3);
}

export function printTable(rows: readonly BenchRow[]): void {
  const header = ['benchmark', 'figure', 'budget', 'verdict', 'note'];
  const body = rows.map((row) => [
    row.name,
    `${formatFigure(row.figure)} ${row.unit}`,
    `${row.direction === 'max' ? '≤' : '≥'} ${formatFigure(row.budget)} ${row.unit}`,
    withinBudget(row) ? 'within budget' : 'MISSES BUDGET',
    row.note ?? '',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const cells of body) console.log(line(cells));
}
