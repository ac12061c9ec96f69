import { describe, expect, it } from 'vitest';
import { ScanHistoryPresenter } from '../../../src/ui/ai/ScanHistoryPresenter';
import { apiFailure, settle } from '../../application/support/checkoutFakes';
import { type AiKit, aiTestKit, completedScan, queuedScan } from './aiTestKit';

/** The scan list of a page just opened (`myScans`), once it arrived; `history` is the API it asks. */
async function openMyScans(prepare: (kit: AiKit) => void = () => {}) {
  const kit = aiTestKit();
  prepare(kit);
  const myScans = kit.container.get(ScanHistoryPresenter);
  await myScans.load();
  return { ...kit, myScans };
}

describe('ScanHistoryPresenter', () => {
  it('lists each scan with its size, upload time and status, and what the segmentation found', async () => {
    const { myScans, history } = await openMyScans((kit) => {
      kit.history.scans = [queuedScan, completedScan, { ...completedScan, id: 29, status: 'Failed', summary: null, error: 'The zip file contains no scan files' }];
    });
    expect(myScans.status).toBe('loaded');
    expect(myScans.rows).toEqual([
      { id: 31, fileName: 'dicoms.zip', sizeText: '2.54 MB', uploadedText: 'Just now', status: 'Queued', detail: null },
      { id: 30, fileName: 'brain.nii.gz', sizeText: '2.54 MB', uploadedText: 'Nov 18, 2026', status: 'Completed', detail: 'NIfTI-1 (gzip) volume 64 × 64 × 10' },
      { id: 29, fileName: 'brain.nii.gz', sizeText: '2.54 MB', uploadedText: 'Nov 18, 2026', status: 'Failed', detail: 'The zip file contains no scan files' },
    ]);
    history.failures.set('mine', apiFailure('server'));
    myScans.refreshClicked();
    await settle();
    expect([myScans.status, myScans.rows.length]).toEqual(['failed', 3]);
  });

  it('leaves the list out when the backend keeps no scan history', async () => {
    const { myScans } = await openMyScans((kit) => {
      kit.history.keepsHistory = false;
    });
    expect([myScans.status, myScans.rows]).toEqual(['unavailable', []]);
  });

  it('says it is loading only while it has nothing to show, and drops an answer that arrives after the page was closed', async () => {
    const kit = aiTestKit();
    const myScans = kit.container.get(ScanHistoryPresenter);
    const loading = myScans.load();
    expect(myScans.status).toBe('loading');
    await loading;
    void myScans.load();
    expect(myScans.status).toBe('loaded');
    kit.history.scans = [queuedScan];
    const late = myScans.load();
    myScans.closed();
    await late;
    expect(myScans.rows.map((row) => row.id)).toEqual([completedScan.id]);
  });
});
