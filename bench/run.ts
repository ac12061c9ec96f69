/**
 * `npm run bench`: the performance budgets of DESIGN §10 and issue 31, printed as a table. Exits
 * non-zero when a figure is over its budget or a section fails.
 *
 * `npm run bench:smoke` (`--smoke`): every section once at small sizes (bench/benchSize.ts), each
 * figure held only to a ceiling ten times wider than its budget (bench/report.ts): a section that
 * fails, gives no figure, or one ten times off, fails the run. CI runs it (.ci/run).
 */
import { benchSize } from './benchSize';
import { bundleBenchmarks } from './bundleBench';
import { removeCompiledShop } from './compiledShop';
import { deidBenchmarks } from './deidBench';
import { domainBenchmarks } from './domainBench';
import { interactionBenchmarks } from './interactionBench';
import { lighthouseBenchmarks } from './lighthouseBench';
import { type BenchRow, printTable, smokeCeiling, withinBudget } from './report';
import { orderBenchmarks } from './orderBench';
import { serverBenchmarks } from './serverBench';
import { uploadBenchmarks } from './uploadBench';

const SECTIONS: ReadonlyArray<readonly [string, () => Promise<BenchRow[]>]> = [
  ['domain', domainBenchmarks],
  ['API', serverBenchmarks],
  ['order placement', orderBenchmarks],
  ['scan upload', uploadBenchmarks],
  ['de-identification', deidBenchmarks],
  ['bundle', bundleBenchmarks],
  ['Lighthouse', lighthouseBenchmarks],
  ['interaction to next paint', interactionBenchmarks],
];

const started = performance.now();
const rows: BenchRow[] = [];
const failures: string[] = [];
try {
  for (const [section, measure] of SECTIONS) {
    const sectionStarted = performance.now();
    console.log(`== ${section}…`);
    try {
      const measured = await measure();
      if (measured.length === 0) throw new Error('it gave no figure');
      rows.push(...measured);
      console.log(`   ${measured.length} figures in ${((performance.now() - sectionStarted) / 1000).toFixed(0)} s`);
    } catch (error) {
      failures.push(`${section}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      console.log(`   FAILED after ${((performance.now() - sectionStarted) / 1000).toFixed(0)} s`);
    }
  }
} finally {
  await removeCompiledShop();
}

const held = benchSize.smoke ? rows.map(smokeCeiling) : rows;
printTable(held);
for (const failure of failures) console.error(`\nSection failed: ${failure}`);
console.log(`\n${benchSize.smoke ? 'bench:smoke' : 'bench'}: ${held.filter(withinBudget).length} of ${held.length} figures within ${benchSize.smoke ? 'their ceilings' : 'budget'}, ${failures.length} sections failed, ${((performance.now() - started) / 60_000).toFixed(1)} min`);
if (failures.length > 0 || !held.every(withinBudget)) process.exitCode = 1;
