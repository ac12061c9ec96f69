import { inject, injectable } from 'inversify';
import { FileSaver } from '../../../application/admin/FileSaver';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { Clock } from '../../../application/shared/Clock';
import { AdminMessages } from '../../messages/AdminMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { ToastPresenter } from '../../toast/ToastPresenter';

const BYTE_ORDER_MARK = '\uFEFF';

/** An Export CSV button's work: the server makes the file, the browser saves it as `<name>-<day>.csv`. */
@injectable()
export class CsvDownload {
  running = false;

  constructor(
    @inject(FileSaver) private readonly saver: FileSaver,
    @inject(Clock) private readonly clock: Clock,
    @inject(ToastPresenter) private readonly toasts: ToastPresenter,
  ) {
    makePresenterObservable(this, arguments);
  }

  async download(name: string, fetchCsv: () => Promise<ApiResult<string>>): Promise<void> {
    if (this.running) return;
    this.running = true;
    const answer = await fetchCsv();
    this.answered(name, answer);
  }

  private answered(name: string, answer: ApiResult<string>): void {
    this.running = false;
    if (!answer.ok) {
      this.toasts.error(answer.error.message);
      return;
    }
    const fileName = `${name}-${this.clock.now().toISOString().slice(0, 10)}.csv`;
    // The browser's decoder drops the server's byte-order mark; spreadsheets need it to read UTF-8 (Arabic names).
    const content = answer.value.startsWith(BYTE_ORDER_MARK) ? answer.value : `${BYTE_ORDER_MARK}${answer.value}`;
    this.saver.save(fileName, content, 'text/csv;charset=utf-8');
    this.toasts.success(AdminMessages.table.exported(fileName));
  }
}
