import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import JSZip from 'jszip';
import type { CDPSession, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buyPro, planCard } from './support/aiPlan';
import type { SignedIn } from './support/customer';
import { journeyPages } from './support/journeyPages';
import { STUDY_PATIENT_NAME, writeSyntheticStudy } from './support/syntheticStudy';

/** 40 slices of 512 × 512 at 16 bits: 20 MB, three of the upload's 8 MB requests. */
const SLICES = 40;
/** Slow enough on loopback to act in the middle of the upload, as on a clinic's ADSL line. */
const UPLINK_BYTES_PER_SECOND = 3 * 1024 * 1024;

/** Issue 18's journeys in Chromium against `npm start`: a study de-identified, previewed and sent resumably. */
describe('resumable scan uploads', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);
  let study: string[];

  beforeAll(() => {
    study = writeSyntheticStudy(SLICES);
  });
  afterAll(() => {
    if (study?.[0]) rmSync(dirname(study[0]), { recursive: true, force: true });
  });

  /** Chromium's own network throttling, as DevTools applies it, for every request of the page; `offline` cuts the line. */
  async function throttleUploads(page: Page, cdp?: CDPSession): Promise<CDPSession> {
    const session = cdp ?? (await journey.context.newCDPSession(page));
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: UPLINK_BYTES_PER_SECOND });
    return session;
  }

  async function goOffline(cdp: CDPSession): Promise<void> {
    await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  }

  const progressBox = (page: Page) => page.getByRole('status').filter({ has: page.getByRole('progressbar') });

  /** The percentage the progress box shows, or null while it is not shown. */
  async function percentShown(page: Page): Promise<number | null> {
    const box = progressBox(page);
    if ((await box.count()) === 0) return null;
    const match = /(\d+)%/.exec((await box.textContent()) ?? '');
    return match ? Number(match[1]) : null;
  }

  /** Waits until the bytes (not the preparing) are at least `percent` sent. */
  async function sentAtLeast(page: Page, percent: number): Promise<number> {
    await expect
      .poll(
        async () => {
          const title = await progressBox(page).textContent().catch(() => '');
          return title?.includes('Processing your scan...') ? ((await percentShown(page)) ?? 0) : 0;
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBeGreaterThanOrEqual(percent);
    return (await percentShown(page)) ?? 0;
  }

  async function scansOf(page: Page, customer: SignedIn): Promise<{ id: number; file_name: string }[]> {
    const answer = await page.request.get(url('/api/scans/mine'), { headers: { authorization: `Bearer ${customer.token}` } });
    return (await answer.json()) as { id: number; file_name: string }[];
  }

  async function chooseStudy(page: Page): Promise<void> {
    await page.getByLabel('Scan files', { exact: true }).setInputFiles(study);
    await page.getByRole('list', { name: 'Selected files' }).getByText('IM0040.dcm').waitFor();
  }

  async function expectOneSegmentationUsed(page: Page, customer: SignedIn): Promise<void> {
    const success = page.getByRole('dialog', { name: 'Success!' });
    await success.waitFor({ timeout: 60_000 });
    await success.getByRole('button', { name: 'Got it, thanks!' }).click();
    await expect.poll(() => planCard(page).getByLabel('Segmentations used').textContent(), { timeout: 10_000 }).toBe('1 / 25');
    expect((await scansOf(page, customer)).map((scan) => scan.file_name)).toEqual([expect.stringMatching(/^scan-\d+\.zip$/)]);
  }

  it('previews the study, lists the patient details it removes, and the upload pauses, survives a dropped connection and completes with one segmentation; no patient detail reaches the server', async () => {
    const page = await journey.openPage('/');
    const customer = await buyPro(page, baseUrl);
    await chooseStudy(page);

    await page.getByText(`${SLICES} slices · 512 × 512 · CT`).waitFor();
    const slice = page.getByRole('img', { name: `Slice ${SLICES / 2} of ${SLICES}` });
    await slice.waitFor();
    // The middle slice is drawn: most of the disc is bright.
    const brightPixels = await slice.evaluate((canvas) => {
      const { data } = (canvas as HTMLCanvasElement).getContext('2d')!.getImageData(0, 0, 512, 512);
      let bright = 0;
      for (let index = 0; index < data.length; index += 4) if (data[index]! > 128) bright += 1;
      return bright;
    });
    expect(brightPixels).toBeGreaterThan(512 * 512 * 0.2);
    await page.getByRole('slider', { name: 'Slice' }).press('Home');
    await page.getByRole('img', { name: `Slice 1 of ${SLICES}` }).waitFor();

    const found = page.getByRole('list', { name: 'Patient details found: they are removed in your browser before anything is sent' });
    for (const kind of ['Patient’s name', 'Patient ID', 'Birth date', 'Clinic or hospital name and address']) {
      await found.getByRole('listitem').filter({ hasText: kind }).getByText(`${SLICES} files`).waitFor();
    }

    const cdp = await throttleUploads(page);
    await page.getByRole('button', { name: 'Start AI Analysis' }).click();
    await progressBox(page).getByText('Removing patient details and packing your study…').waitFor();
    const pausedAt = await sentAtLeast(page, 15);
    await page.getByRole('button', { name: 'Pause' }).click();
    await progressBox(page).getByText('Upload paused. What was sent is kept.').waitFor();
    await page.waitForTimeout(1_500);
    expect(await percentShown(page)).toBeLessThanOrEqual(pausedAt + 10);
    await page.getByRole('button', { name: 'Resume' }).click();

    // The server stops answering for a moment (the request is cut): the upload retries by itself.
    await sentAtLeast(page, 35);
    await page.route('**/api/scans/uploads/*', (route) => (route.request().method() === 'PATCH' ? route.abort('connectionreset') : route.fallback()));
    await page.getByText('The connection dropped. The upload goes on by itself from where it stopped as soon as the connection is back.').waitFor();
    await page.unroute('**/api/scans/uploads/*');
    await page.getByText('The connection dropped.', { exact: false }).waitFor({ state: 'detached' });

    // Then the line goes down altogether: the upload waits until the browser is online again.
    await sentAtLeast(page, 60);
    await goOffline(cdp);
    await page.getByText('The connection dropped. The upload goes on by itself from where it stopped as soon as the connection is back.').waitFor();
    const droppedAt = (await percentShown(page)) ?? 0;
    await page.waitForTimeout(2_000);
    expect(await percentShown(page)).toBe(droppedAt);
    await throttleUploads(page, cdp);
    await expectOneSegmentationUsed(page, customer);

    // What the server keeps is the de-identified study: every slice, none naming the patient or the clinic.
    const [scan] = await scansOf(page, customer);
    const download = await page.request.get(url(`/api/scans/${scan!.id}/file`), { headers: { authorization: `Bearer ${customer.token}` } });
    expect(download.status()).toBe(200);
    const archive = await JSZip.loadAsync(await download.body());
    const entries = Object.values(archive.files).filter((entry) => !entry.dir);
    expect(entries).toHaveLength(SLICES);
    for (const entry of entries) {
      const text = Buffer.from(await entry.async('uint8array')).toString('latin1');
      expect(text).not.toContain(STUDY_PATIENT_NAME);
      expect(text).not.toContain('Cairo Smile');
      expect(text).not.toContain('EG-29801011234567');
    }
  });

  it('a page reloaded in the middle remembers the upload, and choosing the same files again sends on from where it stopped', async () => {
    const page = await journey.openPage('/');
    const customer = await buyPro(page, baseUrl);
    await chooseStudy(page);
    await throttleUploads(page);
    await page.getByRole('button', { name: 'Start AI Analysis' }).click();
    await sentAtLeast(page, 40);

    await page.reload();
    const unfinished = page.getByRole('status').filter({ hasText: 'Unfinished upload' });
    const stoppedAt = Number(/stopped at (\d+)%/.exec((await unfinished.textContent()) ?? '')?.[1]);
    expect(await unfinished.textContent()).toContain(`dicoms.zip (${SLICES} files) stopped at ${stoppedAt}%`);
    expect(stoppedAt).toBeGreaterThanOrEqual(39);

    const requests: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/scans/uploads')) requests.push(request);
    });
    await chooseStudy(page);
    await page.getByText(`These files continue an unfinished upload: sending goes on from ${stoppedAt}%.`).waitFor();
    await throttleUploads(page);
    await page.getByRole('button', { name: 'Start AI Analysis' }).click();
    await expectOneSegmentationUsed(page, customer);

    // The same upload went on: no new one was made, and the first bytes sent start where the server's copy ended.
    expect(requests.filter((request) => request.method() === 'POST')).toEqual([]);
    const patches = requests.filter((request) => request.method() === 'PATCH');
    expect(patches.length).toBeGreaterThan(0);
    expect(Number(patches[0]!.headers()['upload-offset'])).toBeGreaterThan(0);
    await page.getByRole('status').filter({ hasText: 'Unfinished upload' }).waitFor({ state: 'detached' });
  });
});
