import { describe, expect, it } from 'vitest';
import type { FileSaver } from '../../../src/application/admin/FileSaver';
import { DownloadInvoice } from '../../../src/application/orders/DownloadInvoice';
import type { InvoiceApi, InvoiceFile } from '../../../src/application/orders/InvoiceApi';
import type { ApiResult } from '../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { InvoiceDownloadPresenter } from '../../../src/ui/orders/InvoiceDownloadPresenter';

/** An API whose answer the test releases, so the busy state can be seen. */
class HeldInvoiceApi implements InvoiceApi {
  calls = 0;
  private release: ((answer: ApiResult<InvoiceFile>) => void) | null = null;

  invoice(): Promise<ApiResult<InvoiceFile>> {
    this.calls += 1;
    return new Promise((resolve) => {
      this.release = resolve;
    });
  }

  answer(answer: ApiResult<InvoiceFile>): void {
    this.release?.(answer);
  }
}

function button() {
  const api = new HeldInvoiceApi();
  const saved: string[] = [];
  const saver: FileSaver = { save: (fileName) => saved.push(fileName) };
  return { presenter: new InvoiceDownloadPresenter(new DownloadInvoice(api, saver)), api, saved };
}

const pdf = ok({ content: new Blob(['%PDF']), fileName: 'invoice-INV-2026-000001.pdf' });
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
    expect(api.calls).toBe(1);
    api.answer(pdf);
    await first;
    expect(presenter.downloading).toBe(false);
    expect(presenter.error).toBeNull();
    expect(saved).toEqual(['invoice-INV-2026-000001.pdf']);
  });

  it('shows the server’s reason when there is no invoice, and clears it on the next try', async () => {
    const { presenter, api } = button();
    const clicked = presenter.downloadClicked(7);
    api.answer(fail({ kind: 'conflict', status: 409, code: 'not_invoiceable', message: 'Order #7 is Cancelled; cancelled and failed orders get no invoice.' }));
    await clicked;
    expect(presenter.error).toBe('Order #7 is Cancelled; cancelled and failed orders get no invoice.');
    expect(presenter.downloading).toBe(false);

    const again = presenter.downloadClicked(7);
    expect(presenter.error).toBeNull();
    api.answer(pdf);
    await again;
    await settle();
    expect(presenter.error).toBeNull();
  });
});
