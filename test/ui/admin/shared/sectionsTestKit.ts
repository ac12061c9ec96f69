import { Container, type ServiceIdentifier } from 'inversify';
import type { AdminPage, PageRequest } from '../../../../src/application/admin/AdminPage';
import { FileSaver } from '../../../../src/application/admin/FileSaver';
import type { ApiFailure, ApiResult } from '../../../../src/application/shared/ApiResult';
import { Clock } from '../../../../src/application/shared/Clock';
import { fail, ok } from '@tiara/domain/result';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';

export const rejected = (message: string, status = 400): ApiFailure => ({ kind: status === 409 ? 'conflict' : status === 404 ? 'not-found' : 'rejected', status, code: `http_${status}`, message });

/** One page of `rows` the way the server cuts it. */
export function pageOf<T>(rows: readonly T[], request: PageRequest): ApiResult<AdminPage<T>> {
  const start = (request.page - 1) * request.perPage;
  return ok({ items: rows.slice(start, start + request.perPage), total: rows.length, page: request.page, perPage: request.perPage, pageCount: Math.ceil(rows.length / request.perPage) });
}

export class MemoryFileSaver implements FileSaver {
  readonly saved: { fileName: string; content: string | Blob; contentType: string }[] = [];
  save(fileName: string, content: string | Blob, contentType: string): void {
    this.saved.push({ fileName, content, contentType });
  }
}

/**
 * A fake port records its calls and can be told to refuse the next one, as the server would with
 * its `{ message }`.
 */
export class FakePort {
  readonly calls: string[] = [];
  private refusal: ApiFailure | null = null;

  refuseNext(failure: ApiFailure): void {
    this.refusal = failure;
  }

  protected async answer<T>(call: string, value: () => T): Promise<ApiResult<T>> {
    this.calls.push(call);
    const refusal = this.refusal;
    this.refusal = null;
    return refusal ? fail(refusal) : ok(value());
  }
}

/** A container wired as the SPA's, with `api` bound to its port and the page-wide presenters. */
export function sectionContainer<T>(token: ServiceIdentifier<T>, api: T) {
  const container = new Container({ autobind: true });
  const clock = new FakeClock('2026-11-21T10:00:00Z');
  const files = new MemoryFileSaver();
  container.bind(Clock).toConstantValue(clock);
  container.bind(ToastPresenter).toSelf().inSingletonScope();
  container.bind(FileSaver).toConstantValue(files);
  container.bind(token).toConstantValue(api);
  const toasts = container.get(ToastPresenter);
  return { container, clock, files, toasts, lastToast: () => toasts.toasts.at(-1) ?? null };
}
