import { describe, expect, it } from 'vitest';
import { ListUnfinishedUploads } from '../../../src/application/scans/ListUnfinishedUploads';
import { type UnfinishedUpload, UnfinishedUploadStore } from '../../../src/application/scans/UnfinishedUploadStore';
import { nour } from '../../ui/account/accountTestKit';
import { aiTestKit } from '../../ui/ai/aiTestKit';

const remembered = (id: string, sentBytes = 100): UnfinishedUpload => ({
  userId: nour.userId,
  fingerprint: `1-${id.length}${id.charCodeAt(0)}-0123456789abcdef`,
  key: '0123456789abcdef0123456789abcdef',
  address: `/api/scans/uploads/${id}`,
  fileName: 'dicoms.zip',
  fileCount: 3,
  totalBytes: 1000,
  sentBytes,
  startedAt: new Date('2026-11-26T10:00:00Z'),
});

describe('ListUnfinishedUploads', () => {
  it('asks the server about each: shows what it holds, forgets what it took or no longer has, keeps what it could not be asked about', async () => {
    const kit = aiTestKit();
    const store = kit.container.get(UnfinishedUploadStore);
    for (const id of ['receiving', 'taken', 'expired', 'unreachable']) await store.save(remembered(id));
    kit.uploads.uploads.set('/api/scans/uploads/receiving', { kind: 'receiving', sentBytes: 640, totalBytes: 1000 });
    kit.uploads.uploads.set('/api/scans/uploads/taken', { kind: 'accepted', receipt: { jobId: 4, status: 'Queued', message: null } });
    kit.uploads.failures.set(`earlier ${'/api/scans/uploads/unreachable'}`, { kind: 'network', status: null, code: 'network_error', message: 'offline' });

    const listed = await kit.container.get(ListUnfinishedUploads).execute();
    expect(listed.map((upload) => [upload.address, upload.sentBytes])).toEqual([
      ['/api/scans/uploads/receiving', 640],
      ['/api/scans/uploads/unreachable', 100],
    ]);
    expect((await store.mine(nour.userId)).map((upload) => [upload.address, upload.sentBytes]).sort()).toEqual([
      ['/api/scans/uploads/receiving', 640],
      ['/api/scans/uploads/unreachable', 100],
    ]);
  });

  it('lists nothing for a signed-out visitor', async () => {
    const kit = aiTestKit({ signedIn: false });
    expect(await kit.container.get(ListUnfinishedUploads).execute()).toEqual([]);
  });
});
