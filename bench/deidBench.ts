/**
 * De-identification and zipping of a study in the browser (issue 18 §4): a generated CBCT study of
 * 600 DICOM slices of 512 KiB (300 MB, a patient's name, dates, institution, UIDs and private
 * attributes in every header) is chosen in a page's file input in headless Chromium, so the page
 * gets disk-backed Files as from a customer, and the app's WorkerStudyPreparer surveys and
 * prepares it in its Web Worker: three timed runs after a warm-up, the median counting. Budgets:
 * at least 100 MB/s for survey plus preparation, and the renderer's peak memory growth (the page
 * and its worker live in that process) at most the input plus 64 MB. The page is a small Vite build of bench/deidPage with its own
 * configuration (bench/deidPage/vite.config.ts), the worker bundled as the shop's build bundles it.
 * `npm run bench:smoke` prepares a study of 40 slices, once.
 *
 * `npx tsx bench/deidBench.ts` runs this section alone.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import dcmjs from 'dcmjs';
import { type Page, chromium } from 'playwright-core';
import { build } from 'vite';
import { benchSize } from './benchSize';
import type { StudyPreparationFigures } from './deidPage/deidBenchPage';
import { type BenchRow, printTable, withinBudget } from './report';

const repo = resolve(import.meta.dirname, '..');
const MB = 1024 * 1024;
const SLICE_COUNT = benchSize.deidSlices;
const SIDE = 512;
const THROUGHPUT_BUDGET_MB_PER_S = 100;
const MEMORY_HEADROOM_MB = 64;
const PAUSE_BUDGET_MS = 100;
const SAMPLE_EVERY_MS = 20;
const PATIENT_NAME = 'Bench^Jane^Patient';
/** Timed runs of survey and preparation, after an untimed warm-up. */
const RUNS = benchSize.deidRuns;

const CHROMIUM_PATH = '/usr/bin/chromium';
/** Headless without a GPU or a sandbox (as root in a container), and none of Chrome's own traffic in the figures. */
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** One CT slice as a scanner writes it: 512×512 16-bit noise behind a header full of identifying data. */
function slice(index: number): ArrayBuffer {
  const sopInstanceUid = `1.2.826.0.1.3680043.9.7777.3.${index + 1}`;
  const file = new dcmjs.data.DicomDict({
    '00020001': { vr: 'OB', Value: [new Uint8Array([0, 1]).buffer] },
    '00020002': { vr: 'UI', Value: ['1.2.840.10008.5.1.4.1.1.2'] },
    '00020003': { vr: 'UI', Value: [sopInstanceUid] },
    '00020010': { vr: 'UI', Value: ['1.2.840.10008.1.2.1'] },
    '00020012': { vr: 'UI', Value: ['1.2.826.0.1.3680043.9.7777'] },
    '00020016': { vr: 'AE', Value: ['CLINIC_CBCT'] },
  });
  const pixels = randomBytes(SIDE * SIDE * 2);
  file.dict = {
    '00080016': { vr: 'UI', Value: ['1.2.840.10008.5.1.4.1.1.2'] },
    '00080018': { vr: 'UI', Value: [sopInstanceUid] },
    '00080020': { vr: 'DA', Value: ['20240315'] },
    '00080030': { vr: 'TM', Value: ['101500'] },
    '00080050': { vr: 'SH', Value: ['ACC-2024-0315'] },
    '00080060': { vr: 'CS', Value: ['CT'] },
    '00080080': { vr: 'LO', Value: ['Cairo Smile Dental Clinic'] },
    '00080090': { vr: 'PN', Value: [{ Alphabetic: 'Hassan^Omar^Dr' }] },
    '00081030': { vr: 'LO', Value: ['CBCT both jaws'] },
    '00090010': { vr: 'LO', Value: ['SCANNER PRIVATE'] },
    '00091001': { vr: 'LO', Value: [PATIENT_NAME] },
    '00100010': { vr: 'PN', Value: [{ Alphabetic: PATIENT_NAME }] },
    '00100020': { vr: 'LO', Value: ['EG-29801011234567'] },
    '00100030': { vr: 'DA', Value: ['19800101'] },
    '00100040': { vr: 'CS', Value: ['F'] },
    '00180050': { vr: 'DS', Value: [0.25] },
    '0020000D': { vr: 'UI', Value: ['1.2.826.0.1.3680043.9.7777.1'] },
    '0020000E': { vr: 'UI', Value: ['1.2.826.0.1.3680043.9.7777.2'] },
    '00200013': { vr: 'IS', Value: [index + 1] },
    '00200032': { vr: 'DS', Value: [0, 0, index * 0.25] },
    '00200037': { vr: 'DS', Value: [1, 0, 0, 0, 1, 0] },
    '00200052': { vr: 'UI', Value: ['1.2.826.0.1.3680043.9.7777.4'] },
    '00280002': { vr: 'US', Value: [1] },
    '00280004': { vr: 'CS', Value: ['MONOCHROME2'] },
    '00280010': { vr: 'US', Value: [SIDE] },
    '00280011': { vr: 'US', Value: [SIDE] },
    '00280030': { vr: 'DS', Value: [0.25, 0.25] },
    '00280100': { vr: 'US', Value: [16] },
    '00280101': { vr: 'US', Value: [16] },
    '00280102': { vr: 'US', Value: [15] },
    '00280103': { vr: 'US', Value: [0] },
    '7FE00010': { vr: 'OW', Value: [pixels.buffer.slice(pixels.byteOffset, pixels.byteOffset + pixels.byteLength)] },
  };
  return file.write();
}

export async function writeStudy(directory: string): Promise<string[]> {
  const paths: string[] = [];
  for (let index = 0; index < SLICE_COUNT; index++) {
    const path = join(directory, `IM${String(index).padStart(4, '0')}.dcm`);
    await writeFile(path, new Uint8Array(slice(index)));
    paths.push(path);
  }
  return paths;
}

const MIME_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.map': 'application/json' };

/** Serves the built page: a module worker needs an http origin, not file://. */
function serve(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    const file = path.endsWith('/') ? join(path, 'index.html') : path;
    if (!file.startsWith(root)) {
      response.writeHead(404).end();
      return;
    }
    const stream = createReadStream(file);
    stream.once('open', () => response.writeHead(200, { 'Content-Type': MIME_TYPES[extname(file)] ?? 'application/octet-stream' }));
    stream.once('error', () => response.writeHead(404).end());
    stream.pipe(response);
  });
  return new Promise((resolveServe) => server.listen(0, '127.0.0.1', () => resolveServe({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * The resident memory of Chromium's processes: the renderers (where the page and its worker run),
 * and all of them; and the CPU time the renderers have used, which says what the work costs when
 * other programs share the machine's cores.
 */
async function chromiumMemory(): Promise<{ renderers: number; all: number; rendererCpuSeconds: number }> {
  let renderers = 0;
  let all = 0;
  let rendererCpuSeconds = 0;
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      // Chromium rewrites its command line into one string of space-separated words.
      const commandLine = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
      if (!/^\S*chrom/.test(commandLine)) continue;
      const rss = Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
      all += rss;
      if (commandLine.includes(' --type=renderer ')) {
        renderers += rss;
        // Fields 14 and 15 of stat, after the command name in parentheses: user and system time.
        const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
        rendererCpuSeconds += (Number(stat[11]) + Number(stat[12])) / TICKS_PER_SECOND;
      }
    } catch {
      // The process ended while being read.
    }
  }
  return { renderers, all, rendererCpuSeconds };
}

interface MeasuredRun {
  readonly figures: StudyPreparationFigures;
  readonly throughput: number;
  readonly cpuSeconds: number;
  readonly rendererGrowth: number;
  readonly allGrowth: number;
}

/** One timed survey and preparation of the chosen study, with Chromium's memory sampled throughout and the archive checked. */
async function measuredRun(page: Page, errors: readonly string[]): Promise<MeasuredRun> {
  const baseline = await chromiumMemory();
  let peak = baseline;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const now = await chromiumMemory();
      peak = { renderers: Math.max(peak.renderers, now.renderers), all: Math.max(peak.all, now.all), rendererCpuSeconds: now.rendererCpuSeconds };
      await new Promise((done) => setTimeout(done, SAMPLE_EVERY_MS));
    }
  })();
  let figures: StudyPreparationFigures;
  try {
    figures = await page.evaluate((name) => window.runStudyPreparation(name), PATIENT_NAME);
  } finally {
    sampling = false;
    await sampler;
  }
  if (errors.length > 0) throw new Error(`the bench page failed: ${errors.join('; ')}`);
  if (figures.archiveEntries !== SLICE_COUNT) throw new Error(`the archive holds ${figures.archiveEntries} slices, not ${SLICE_COUNT}`);
  if (figures.nameLeft) throw new Error("a de-identified slice still holds the patient's name");
  if (figures.archiveBytes < figures.inputBytes * 0.99) throw new Error(`the archive (${figures.archiveBytes} bytes) lost pixel data of the ${figures.inputBytes} bytes chosen`);
  const cpuSeconds = (await chromiumMemory()).rendererCpuSeconds - baseline.rendererCpuSeconds;
  return {
    figures,
    throughput: figures.inputBytes / MB / (figures.surveySeconds + figures.prepareSeconds),
    cpuSeconds,
    rendererGrowth: peak.renderers - baseline.renderers,
    allGrowth: peak.all - baseline.all,
  };
}

export async function deidBenchmarks(): Promise<BenchRow[]> {
  const work = await mkdtemp(join(tmpdir(), 'tiara-deid-bench-'));
  let server: Server | undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const outDir = join(work, 'page');
    // The page's own build configuration (bench/deidPage/vite.config.ts): the app's names the shop's entries.
    const pageRoot = join(repo, 'bench/deidPage');
    await build({ configFile: join(pageRoot, 'vite.config.ts'), root: pageRoot, build: { outDir } });
    const studyDirectory = join(work, 'study');
    await mkdir(studyDirectory);
    const paths = await writeStudy(studyDirectory);
    const served = await serve(outDir);
    server = served.server;

    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${served.origin}/index.html`);
    await page.setInputFiles('#study', paths);
    await page.evaluate(() => window.warmUpStudyPreparation());

    const runs: MeasuredRun[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measuredRun(page, errors));
    // Other programs share this machine's two cores: the median run is the figure, the range the note.
    const byThroughput = [...runs].sort((a, b) => a.throughput - b.throughput);
    const median = byThroughput[Math.floor(RUNS / 2)]!;
    const { figures, cpuSeconds } = median;
    const inputMb = figures.inputBytes / MB;
    const peakGrowth = Math.max(...runs.map((run) => run.rendererGrowth));
    const allGrowth = Math.max(...runs.map((run) => run.allGrowth));
    const longestPause = Math.max(...runs.map((run) => run.figures.longestPauseMs));
    const [load] = loadavg();
    return [
      {
        name: `study de-identification + zip: ${figures.files} slices, ${inputMb.toFixed(0)} MB, Chromium worker`,
        figure: median.throughput,
        unit: 'MB/s',
        budget: THROUGHPUT_BUDGET_MB_PER_S,
        direction: 'min',
        note: `${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} (${byThroughput.map((run) => run.throughput.toFixed(0)).join(', ')} MB/s); survey ${figures.surveySeconds.toFixed(2)} s + prepare ${figures.prepareSeconds.toFixed(2)} s (prepare alone ${(inputMb / figures.prepareSeconds).toFixed(0)} MB/s); renderer CPU ${cpuSeconds.toFixed(2)} s (${(inputMb / cpuSeconds).toFixed(0)} MB per CPU second), load average ${load!.toFixed(1)} on ${cpus().length} cores; found ${figures.kindsFound.length} kinds`,
      },
      {
        name: `study de-identification + zip: renderer peak RSS growth for ${inputMb.toFixed(0)} MB`,
        figure: peakGrowth / MB,
        unit: 'MB',
        budget: inputMb + MEMORY_HEADROOM_MB,
        direction: 'max',
        note: `budget: the input plus ${MEMORY_HEADROOM_MB} MB; all Chromium processes grew ${(allGrowth / MB).toFixed(0)} MB; the largest of ${RUNS} runs; archive ${(figures.archiveBytes / MB).toFixed(0)} MB`,
      },
      {
        name: 'study de-identification + zip: longest pause of the page thread',
        figure: longestPause,
        unit: 'ms',
        budget: PAUSE_BUDGET_MS,
        direction: 'max',
        note: 'a 10 ms timer on the page while the worker works: the page never freezes',
      },
    ];
  } finally {
    await browser.close();
    server?.close();
    await rm(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await deidBenchmarks();
  printTable(rows);
  if (!rows.every(withinBudget)) process.exitCode = 1;
}
