/**
 * `npm run bench`: the performance budgets of DESIGN.md §10, printed as a table.
 * Exits non-zero when a figure is over its budget.
 */
import { domainBenchmarks } from './domainBench';
import { type BenchRow, printTable, withinBudget } from './report';
import { serverBenchmarks } from './serverBench';

const rows: BenchRow[] = [];
rows.push(...(await domainBenchmarks()));
rows.push(...(await serverBenchmarks()));

printTable(rows);
if (!rows.every(withinBudget)) process.exitCode = 1;
