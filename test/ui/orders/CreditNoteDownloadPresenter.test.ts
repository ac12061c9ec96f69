import { describe, expect, it } from 'vitest';
import type { FileSaver } from '../../../src/application/admin/FileSaver';
import { DownloadCreditNote } from '../../../src/application/returns/DownloadCreditNote';
import { CreditNoteDownloadPresenter } from '../../../src/ui/orders/CreditNoteDownloadPresenter';
import { FakeOrderReturnsApi } from '../../application/support/fakes/FakeOrderReturnsApi';

/** Credit note 4 of the customer's order 41; answers are held, so the busy state can be seen. */
function button() {
  const api = new FakeOrderReturnsApi();
  api.returnableOrder(41, new Date('2026-11-30T17:30:00Z'), []).creditNotes.push({
    note: { id: 4, refundId: 9, number: 'CN-2026-000004', issuedAt: new Date('2026-12-02T09:05:00Z'), amount: 42_000 },
    file: { content: new Blob(['%PDF']), fileName: 'credit-note-CN-2026-000004.pdf' },
  });
  api.hold();
  const saved: string[] = [];
  const saver: FileSaver = { save: (fileName) => saved.push(fileName) };
  return { presenter: new CreditNoteDownloadPresenter(new DownloadCreditNote(api, saver)), api, saved };
}

describe('CreditNoteDownloadPresenter', () => {
  it('is busy while the PDF comes, and saves it once, however often it is clicked', async () => {
    const { presenter, api, saved } = button();
    const first = presenter.downloadClicked(4);
    void presenter.downloadClicked(4);
    expect(presenter.downloading).toBe(true);
    await api.release();
    await first;
    expect([presenter.downloading, presenter.error, saved]).toEqual([false, null, ['credit-note-CN-2026-000004.pdf']]);
  });

  it('shows the server’s reason when the PDF does not come, and clears it on the next try', async () => {
    const { presenter, api } = button();
    const missing = presenter.downloadClicked(5);
    await api.release();
    await missing;
    expect(presenter.error).toBe('Credit note 5 was not found.');
    api.hold();
    const again = presenter.downloadClicked(4);
    expect(presenter.error).toBeNull();
    await api.release();
    await again;
    expect(presenter.error).toBeNull();
  });
});
