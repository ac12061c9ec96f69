/**
 * Zipping a scan in the browser (DESIGN §10: 300 MB of slices, STORE, streamed, at least 150 MB/s;
 * issue 7: peak memory at most the input plus 64 MB): the app's own zip adapter (JsZipZipper)
 * packs 600 generated 512 KiB DICOM slices, lying on disk like the Files a person chose, into one
 * archive Blob. It runs in a child process, so its RSS is the zipping's alone; RSS is sampled
 * there from just before the zip until it is done, and the archive is checked to hold every slice.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runChildScript } from './childScript';
import type { BenchRow } from './report';

const MB = 1024 * 1024;
const SLICE_COUNT = 600;
const SLICE_BYTES = 512 * 1024;
const THROUGHPUT_BUDGET_MB_PER_S = 150;
const MEMORY_HEADROOM_MB = 64;
const SAMPLE_EVERY_MS = 10;

/**
 * Runs in the child: zips the slices with the app's adapter (TypeScript through tsx), after a
 * small warm-up zip so jszip's loading and first compilation are not timed, and prints the
 * figures as JSON.
 */
const ZIPPER = `
require('tsx/cjs/api').register();
const { openAsBlob } = require('node:fs');
const { join } = require('node:path');
const { JsZipZipper } = require('./src/infrastructure/zip/JsZipZipper.ts');
const [directory, count, sampleEveryMs] = process.argv.slice(1);
(async () => {
  const entries = [];
  for (let index = 0; index < Number(count); index++) {
    const name = 'IM' + String(index).padStart(4, '0') + '.dcm';
    entries.push({ path: 'study/series/' + name, content: await openAsBlob(join(directory, name)) });
  }
  const zipper = new JsZipZipper();
  const warmUp = await zipper.zip(entries.slice(0, 8));
  if (!warmUp.ok) throw new Error('the warm-up zip failed: ' + JSON.stringify(warmUp.error));
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, Number(sampleEveryMs));
  const started = performance.now();
  const result = await zipper.zip(entries);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  if (!result.ok) throw new Error('the zip failed: ' + JSON.stringify(result.error));
  const inputBytes = entries.reduce((sum, entry) => sum + entry.content.size, 0);
  process.stdout.write(JSON.stringify({ seconds, inputBytes, archiveBytes: result.value.size, peakGrowthBytes: peak - baseline }));
})().catch((error) => { process.stderr.write(String(error && error.stack || error)); process.exit(1); });
`;

interface ZipFigures {
  readonly seconds: number;
  readonly inputBytes: number;
  readonly archiveBytes: number;
  readonly peakGrowthBytes: number;
}

/** 600 slices of a 16-bit CBCT: a DICOM preamble and mark, then noise (what pixel data nearly is to a compressor). */
async function writeSlices(directory: string): Promise<void> {
  for (let index = 0; index < SLICE_COUNT; index++) {
    const slice = randomBytes(SLICE_BYTES);
    slice.fill(0, 0, 128);
    slice.write('DICM', 128, 'latin1');
    slice.writeUInt16LE(0x0002, 132);
    await writeFile(join(directory, `IM${String(index).padStart(4, '0')}.dcm`), slice);
  }
}

export async function zipBenchmarks(): Promise<BenchRow[]> {
  const directory = await mkdtemp(join(tmpdir(), 'tiara-zip-bench-'));
  try {
    await writeSlices(directory);
    const figures = JSON.parse(await runChildScript(ZIPPER, [directory, String(SLICE_COUNT), String(SAMPLE_EVERY_MS)], 'the zipper')) as ZipFigures;
    const inputMb = figures.inputBytes / MB;
    // Every slice is stored whole: the archive is the input plus headers and the directory.
    if (figures.archiveBytes < figures.inputBytes) throw new Error(`the archive (${figures.archiveBytes} bytes) is smaller than its input`);
    return [
      {
        name: `scan zip: ${SLICE_COUNT} slices, ${inputMb.toFixed(0)} MB, STORE, streamed`,
        figure: inputMb / figures.seconds,
        unit: 'MB/s',
        budget: THROUGHPUT_BUDGET_MB_PER_S,
        direction: 'min',
        note: "the app's JsZipZipper on disk-backed Blobs, in a child process",
      },
      {
        name: `scan zip: peak RSS growth for ${inputMb.toFixed(0)} MB`,
        figure: figures.peakGrowthBytes / MB,
        unit: 'MB',
        budget: inputMb + MEMORY_HEADROOM_MB,
        direction: 'max',
        note: `budget: the input plus ${MEMORY_HEADROOM_MB} MB; archive ${(figures.archiveBytes / MB).toFixed(0)} MB`,
      },
    ];
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
