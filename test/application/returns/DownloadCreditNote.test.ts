import { describe, expect, it } from 'vitest';
import type { FileSaver } from '../../../src/application/admin/FileSaver';
import { DownloadCreditNote } from '../../../src/application/returns/DownloadCreditNote';
import { ok } from '@tiara/domain/result';
import { FakeOrderReturnsApi } from '../support/fakes/FakeOrderReturnsApi';

const delivered = new Date('2026-11-30T17:30:00Z');

function shop() {
  const api = new FakeOrderReturnsApi();
  api.returnableOrder(41, delivered, [{ orderItemId: 77, name: 'Nitrile gloves', bought: 3 }]);
  return api;
}

describe('DownloadCreditNote', () => {
  it('saves the credit note’s PDF under the server’s name, and nothing when it is refused', async () => {
    const api = shop();
    const note = { id: 4, refundId: 9, number: 'CN-2026-000004', issuedAt: new Date('2026-12-02T09:05:00Z'), amount: 42_000 };
    api.returnsByOrder.get(41)?.creditNotes.push({ note, file: { content: new Blob(['%PDF-1.7']), fileName: 'credit-note-CN-2026-000004.pdf' } });
    const saved: string[] = [];
    const saver: FileSaver = { save: (fileName, _content, contentType) => saved.push(`${fileName} ${contentType}`) };
    expect(await new DownloadCreditNote(api, saver).execute(4)).toEqual(ok('credit-note-CN-2026-000004.pdf'));
    expect(await new DownloadCreditNote(api, saver).execute(5)).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(saved).toEqual(['credit-note-CN-2026-000004.pdf application/pdf']);
  });
});
