import { afterEach, describe, expect, it } from 'vitest';
import type { FileSaver } from '../../../../src/application/admin/FileSaver';
import { CsvDownload } from '../../../../src/ui/admin/shared/CsvDownload';
import { showLanguage } from '../../../../src/ui/i18n/localized';
import { loadTexts } from '../../../../src/ui/i18n/translations';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';
import { networkFailure } from '../../../application/support/fakes/FakeApi';
import { FakeAdminOrdersApi } from '../../../application/support/fakes/FakeAdminOrdersApi';
import { staffOrder } from '../../../application/support/fakes/FakeStaffOrdersApi';

const BYTE_ORDER_MARK = '\uFEFF';

/** An Export CSV button over the back office's orders (one of an Arabic-named clinic), on 21 Nov 2026. */
function exportButton() {
  const api = new FakeAdminOrdersApi(new Map([[7, staffOrder(7, { customer: { userId: 3, name: 'عيادة منى', email: 'mona@clinic.example', phone: '01012345678' } })]]));
  const clock = new FakeClock('2026-11-21T10:00:00Z');
  const toasts = new ToastPresenter(clock);
  const saved: Array<{ fileName: string; content: string | Blob; contentType: string }> = [];
  const saver: FileSaver = { save: (fileName, content, contentType) => void saved.push({ fileName, content, contentType }) };
  const download = new CsvDownload(saver, clock, toasts);
  const exportOrders = () => download.download('orders', () => api.exportCsv({ search: '', status: null }));
  return { api, download, exportOrders, saved, shown: () => toasts.toasts.map((toast) => [toast.tone, toast.message]) };
}

afterEach(() => showLanguage('en'));

describe('CsvDownload', () => {
  it("saves the server's file as <name>-<day>.csv, marked as UTF-8 for spreadsheets, and says so", async () => {
    const { exportOrders, saved, shown } = exportButton();
    await exportOrders();
    expect(saved).toEqual([
      {
        fileName: 'orders-2026-11-21.csv',
        content: `${BYTE_ORDER_MARK}Order ID,Status,Customer,Email,Total (EGP)\r\n7,Pending,عيادة منى,mona@clinic.example,500.00\r\n`,
        contentType: 'text/csv;charset=utf-8',
      },
    ]);
    expect(shown()).toEqual([['success', 'Saved orders-2026-11-21.csv.']]);
  });

  it('keeps a byte-order mark the file already has, without a second', async () => {
    const { api, exportOrders, saved } = exportButton();
    api.csvFile = `${BYTE_ORDER_MARK}Order ID,Status\r\n7,Pending\r\n`;
    await exportOrders();
    expect(saved[0]?.content).toBe(`${BYTE_ORDER_MARK}Order ID,Status\r\n7,Pending\r\n`);
  });

  it('is busy while the server makes the file: another click asks nothing more', async () => {
    const { api, download, exportOrders, saved } = exportButton();
    api.hold();
    const first = exportOrders();
    expect(download.running).toBe(true);
    await exportOrders();
    expect(api.filters).toHaveLength(1);
    await api.release();
    await first;
    expect(download.running).toBe(false);
    expect(saved.map((file) => file.fileName)).toEqual(['orders-2026-11-21.csv']);
  });

  it("shows the server's failure, saves nothing, and may be tried again", async () => {
    const { api, download, exportOrders, saved, shown } = exportButton();
    api.failures.set('exportCsv', networkFailure);
    await exportOrders();
    expect(shown()).toEqual([['error', 'Unable to reach the shop. Please check your connection and try again.']]);
    expect(saved).toEqual([]);
    expect(download.running).toBe(false);
    api.failures.clear();
    await exportOrders();
    expect(saved).toHaveLength(1);
  });

  it('says the file was saved in Arabic on an Arabic page', async () => {
    await loadTexts('ar', ['staff']);
    showLanguage('ar');
    const { exportOrders, shown } = exportButton();
    await exportOrders();
    expect(shown()).toEqual([['success', 'تم حفظ orders-2026-11-21.csv.']]);
  });
});
