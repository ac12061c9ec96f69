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

export function withinBudget(row: BenchRow): boolean {
  return row.direction === 'max' ? row.figure <= row.budget : row.figure >= row.budget;
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
