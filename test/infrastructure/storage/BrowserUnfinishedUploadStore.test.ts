import { describe, expect, it } from 'vitest';
import type { UnfinishedUpload } from '../../../src/application/scans/UnfinishedUploadStore';
import { BrowserUnfinishedUploadStore } from '../../../src/infrastructure/storage/BrowserUnfinishedUploadStore';
import { UNFINISHED_UPLOADS_KEY } from '../../../src/infrastructure/storage/unfinishedUploadsKey';
import { memoryStorage } from '../../ui/account/accountTestKit';

const upload = (changes: Partial<UnfinishedUpload> = {}): UnfinishedUpload => ({
  userId: 7,
  fingerprint: '3-1500-0123456789abcdef',
  key: '0123456789abcdef0123456789abcdef',
  address: '/api/scans/uploads/abc123',
  fileName: 'dicoms.zip',
  fileCount: 3,
  totalBytes: 2000,
  sentBytes: 500,
  startedAt: new Date('2026-11-26T10:00:00Z'),
  ...changes,
});

describe('BrowserUnfinishedUploadStore', () => {
  it('keeps uploads per person across reloads, replaces one by fingerprint, and forgets it', async () => {
    const storage = memoryStorage();
    await new BrowserUnfinishedUploadStore(storage).save(upload());
    const reloaded = new BrowserUnfinishedUploadStore(storage);
    expect(await reloaded.mine(7)).toEqual([upload()]);
    expect(await reloaded.mine(8)).toEqual([]);
    await reloaded.save(upload({ sentBytes: 900 }));
    expect((await reloaded.find(7, upload().fingerprint))?.sentBytes).toBe(900);
    await reloaded.forget(7, upload().fingerprint);
    expect([(await reloaded.mine(7)), storage.getItem(UNFINISHED_UPLOADS_KEY)]).toEqual([[], null]);
  });

  it('remembers ten at most, dropping the oldest', async () => {
    const store = new BrowserUnfinishedUploadStore(memoryStorage());
    for (let index = 0; index < 12; index++) await store.save(upload({ fingerprint: `1-${index}-0123456789abcdef` }));
    expect((await store.mine(7)).map((kept) => kept.fingerprint)).toEqual(Array.from({ length: 10 }, (_, index) => `1-${index + 2}-0123456789abcdef`));
  });

  it.each([
    ['an address on another host, which would be sent the token', { address: 'https://evil.example/api/scans/uploads/abc' }],
    ['an address outside the uploads', { address: '/api/admin/users' }],
    ['a path climbing out', { address: '/api/scans/uploads/../../admin' }],
    ['a key that is not 128 bits of hex', { key: 'short' }],
    ['a negative size', { totalBytes: -1 }],
    ['a date that is none', { startedAt: 'yesterday' }],
    ['no user', { userId: 0 }],
  ])('drops an edited entry with %s and keeps the others', async (_, changes) => {
    const storage = memoryStorage();
    const good = { ...upload(), startedAt: '2026-11-26T10:00:00.000Z' };
    storage.setItem(UNFINISHED_UPLOADS_KEY, JSON.stringify([{ ...good, fingerprint: '1-1-0123456789abcdef', ...changes }, good]));
    expect(await new BrowserUnfinishedUploadStore(storage).mine(7)).toEqual([upload()]);
  });

  it.each(['not json', '{"an":"object"}', 'null'])('reads %j as no uploads at all', async (text) => {
    const storage = memoryStorage({ [UNFINISHED_UPLOADS_KEY]: text });
    expect(await new BrowserUnfinishedUploadStore(storage).mine(7)).toEqual([]);
  });

  it('never shows more sent than the whole', async () => {
    const storage = memoryStorage({ [UNFINISHED_UPLOADS_KEY]: JSON.stringify([{ ...upload(), sentBytes: 5000, startedAt: '2026-11-26T10:00:00Z' }]) });
    expect((await new BrowserUnfinishedUploadStore(storage).mine(7))[0]?.sentBytes).toBe(2000);
  });

  it('goes on without remembering when the storage is full', async () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = new BrowserUnfinishedUploadStore(storage);
    await expect(store.save(upload())).resolves.toBeUndefined();
    expect(await store.mine(7)).toEqual([]);
  });

  it('makes 128-bit random keys', async () => {
    const store = new BrowserUnfinishedUploadStore(memoryStorage(), (bytes) => bytes.fill(0xab));
    expect(await store.newKey()).toBe('ab'.repeat(16));
    expect((await new BrowserUnfinishedUploadStore(memoryStorage()).newKey())).toMatch(/^[0-9a-f]{32}$/);
  });
});
