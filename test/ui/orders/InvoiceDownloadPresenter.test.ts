import { describe, expect, it } from 'vitest';
import type { FileSaver } from '../../../src/application/admin/FileSaver';
import { DownloadInvoice } from '../../../src/application/orders/DownloadInvoice';
import { InvoiceDownloadPresenter } from '../../../src/ui/orders/InvoiceDownloadPresenter';
import { FakeInvoiceApi } from '../../application/support/fakes/FakeInvoiceApi';

const pdf = { content: new Blob(['%PDF']), fileName: 'invoice-INV-2026-000001.pdf' };

/** The customer's order 7 with its invoice; answers are held, so the busy state can be seen. */
function button() {
  const api = new FakeInvoiceApi();
  api.invoices.set(7, pdf);
  api.hold();
  const saved: string[] = [];
  const saver: FileSaver = { save: (fileName) => saved.push(fileName) };
  return { presenter: new InvoiceDownloadPresenter(new DownloadInvoice(api, saver)), api, saved };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('InvoiceDownloadPresenter', () => {
  it.each([
    ['Processing', true, true],
    ['Delivered', false, true],
    ['Pending', false, false],
    ['Shipped', false, false],
    ['Cancelled', true, false],
    ['Failed', false, false],
  ])('offers the download for a %s order, paid %s: %s', (status, paid, offered) => {
    expect(button().presenter.offeredFor({ status, paid })).toBe(offered);
  });

  it('is busy while the PDF comes, and saves it once, however often it is clicked', async () => {
    const { presenter, api, saved } = button();
    const first = presenter.downloadClicked(7);
    void presenter.downloadClicked(7);
    expect(presenter.downloading).toBe(true);
    expect(api.asked).toEqual([7]);
    await api.release();
    await first;
    expect(presenter.downloading).toBe(false);
    expect(presenter.error).toBeNull();
    expect(saved).toEqual(['invoice-INV-2026-000001.pdf']);
  });

  it('shows the server’s reason when there is no invoice, and clears it on the next try', async () => {
    const { presenter, api } = button();
    api.failures.set('invoice', { kind: 'conflict', status: 409, code: 'not_invoiceable', message: 'Order #7 is Cancelled; cancelled and failed orders get no invoice.' });
    const clicked = presenter.downloadClicked(7);
    await api.release();
    await clicked;
    expect(presenter.error).toBe('Order #7 is Cancelled; cancelled and failed orders get no invoice.');
    expect(presenter.downloading).toBe(false);

    api.failures.delete('invoice');
    api.hold();
    const again = presenter.downloadClicked(7);
    expect(presenter.error).toBeNull();
    await api.release();
    await again;
    await settle();
    expect(presenter.error).toBeNull();
  });
});
