import { makePresenterObservable } from '../../presenter/makePresenterObservable';

interface PendingConfirmation {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly danger: boolean;
  readonly action: () => Promise<void> | void;
}

/** A destructive action waiting for the person to confirm it (the ConfirmDialog shows it). */
export class Confirmation {
  pending: PendingConfirmation | null = null;
  running = false;

  constructor() {
    makePresenterObservable(this, arguments);
  }

  ask(question: { title: string; message: string; confirmLabel: string; danger?: boolean }, action: () => Promise<void> | void): void {
    this.pending = { ...question, danger: question.danger ?? true, action };
  }

  async confirmed(): Promise<void> {
    const pending = this.pending;
    if (!pending || this.running) return;
    this.running = true;
    try {
      await pending.action();
    } finally {
      this.done();
    }
  }

  cancelled(): void {
    if (!this.running) this.pending = null;
  }

  private done(): void {
    this.running = false;
    this.pending = null;
  }
}
