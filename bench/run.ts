/**
 * `npm run bench`: the performance budgets of DESIGN.md §10, printed as a table.
 * Exits non-zero when a figure is over its budget.
 */
import { bundleBenchmarks } from './bundleBench';
import { deidBenchmarks } from './deidBench';
import { domainBenchmarks } from './domainBench';
import { lighthouseBenchmarks } from './lighthouseBench';
import { type BenchRow, printTable, withinBudget } from './report';
import { orderBenchmarks } from './orderBench';
import { serverBenchmarks } from './serverBench';
import { uploadBenchmarks } from './uploadBench';

const rows: BenchRow[] = [];
rows.push(...(await domainBenchmarks()));
rows.push(...(await serverBenchmarks()));
rows.push(...(await orderBenchmarks()));
rows.push(...(await uploadBenchmarks()));
rows.push(...(await deidBenchmarks()));
rows.push(...(await bundleBenchmarks()));
rows.push(...(await lighthouseBenchmarks()));

printTable(rows);
if (!rows.every(withinBudget)) process.exitCode = 1;
