import { describe, expect, it } from 'vitest';
import type { FileSaver } from '../../../src/application/admin/FileSaver';
import { DownloadCreditNote } from '../../../src/application/orders/DownloadCreditNote';
import { serverCreditNoteMessagesEn } from '../../../src/locales/server/en/serverCreditNoteMessagesEn';
import { refusal } from '../support/fakes/FakeApi';
import { FakeCreditNoteApi } from '../support/fakes/FakeCreditNoteApi';
import { fail, ok } from '@tiara/domain/result';

const URL = '/api/credit-notes/7/pdf';

function downloadCreditNote() {
  const api = new FakeCreditNoteApi();
  api.notes.set(URL, { content: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), fileName: 'credit-note-CN-2026-000007.pdf' });
  const saved: Array<{ fileName: string; content: string | Blob; contentType: string }> = [];
  const saver: FileSaver = { save: (fileName, content, contentType) => saved.push({ fileName, content, contentType }) };
  return { useCase: new DownloadCreditNote(api, saver), api, saved };
}

describe('DownloadCreditNote', () => {
  it('asks for the credit note at its address and saves the PDF under the name the server gave it', async () => {
    const { useCase, api, saved } = downloadCreditNote();
    expect(await useCase.execute(URL)).toEqual(ok('credit-note-CN-2026-000007.pdf'));
    expect(api.asked).toEqual([URL]);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ fileName: 'credit-note-CN-2026-000007.pdf', contentType: 'application/pdf' });
    expect(await (saved[0]?.content as Blob).text()).toBe('%PDF-1.7');
  });

  it('saves nothing and answers the server’s refusal', async () => {
    const { useCase, saved } = downloadCreditNote();
    expect(await useCase.execute('/api/credit-notes/8/pdf')).toEqual(fail(refusal(404, 'credit_note_not_found', serverCreditNoteMessagesEn.creditNoteNotFound(8))));
    expect(saved).toEqual([]);
  });
});
