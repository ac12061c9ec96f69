import { inject, injectable } from 'inversify';
import { Clock } from '../../application/shared/Clock';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

export type ToastTone = 'success' | 'error' | 'info';
export type ToastPosition = 'top-center' | 'top-right' | 'bottom-right';

/** SPEC §9's toast durations. */
export const ToastDurations = {
  error: 1_000,
  success: 10_000,
  info: 10_000,
  addToCart: 100,
  upload: 5_000,
} as const;

export interface Toast {
  readonly id: number;
  readonly tone: ToastTone;
  readonly message: string;
  readonly position: ToastPosition;
  readonly durationMs: number;
}

export interface ToastOptions {
  /** Defaults to the tone's duration of SPEC §9. */
  readonly durationMs?: number;
  readonly position?: ToastPosition;
  /** SPEC §4: one toast at a time unless multiple are allowed. */
  readonly allowMultiple?: boolean;
}

/** The page's toasts: shown by any presenter, dismissed by their timer or by the person. */
@injectable()
export class ToastPresenter {
  toasts: Toast[] = [];
  private nextId = 1;
  private readonly timers = new Map<number, () => void>();

  constructor(@inject(Clock) private readonly clock: Clock) {
    makePresenterObservable<ToastPresenter, 'nextId' | 'timers'>(this, arguments, { nextId: false, timers: false });
  }

  success(message: string, options?: ToastOptions): void {
    this.show('success', message, options);
  }

  error(message: string, options?: ToastOptions): void {
    this.show('error', message, options);
  }

  info(message: string, options?: ToastOptions): void {
    this.show('info', message, options);
  }

  show(tone: ToastTone, message: string, options: ToastOptions = {}): void {
    if (!options.allowMultiple) for (const toast of this.toasts) this.dismissed(toast.id);
    const toast: Toast = {
      id: this.nextId++,
      tone,
      message,
      position: options.position ?? 'top-right',
      durationMs: options.durationMs ?? ToastDurations[tone],
    };
    this.toasts.push(toast);
    this.timers.set(toast.id, this.clock.after(toast.durationMs, () => this.dismissed(toast.id)));
  }

  dismissed(id: number): void {
    this.timers.get(id)?.();
    this.timers.delete(id);
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }
}
