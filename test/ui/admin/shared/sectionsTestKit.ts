import { Container, type ServiceIdentifier } from 'inversify';
import { FileSaver } from '../../../../src/application/admin/FileSaver';
import { Clock } from '../../../../src/application/shared/Clock';
import { ToastPresenter } from '../../../../src/ui/toast/ToastPresenter';
import { FakeClock } from '../../support/FakeClock';

class MemoryFileSaver implements FileSaver {
  readonly saved: { fileName: string; content: string | Blob; contentType: string }[] = [];
  save(fileName: string, content: string | Blob, contentType: string): void {
    this.saved.push({ fileName, content, contentType });
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
