import type { Clock } from '../../../src/application/shared/Clock';

/** A clock for presenter tests: time moves only when the test calls `advance`. */
export class FakeClock implements Clock {
  private current: number;
  private timers: { id: number; at: number; every: number | null; callback: () => void }[] = [];
  private nextId = 1;

  constructor(start: Date | string = '2026-11-21T10:00:00Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  after(ms: number, callback: () => void): () => void {
    return this.schedule(ms, null, callback);
  }

  every(ms: number, callback: () => void): () => void {
    return this.schedule(ms, ms, callback);
  }

  /** Moves time forward, firing every timer that falls due on the way, in order. */
  advance(ms: number): void {
    const end = this.current + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.current = due.at;
      if (due.every === null) this.timers = this.timers.filter((timer) => timer !== due);
      else due.at += due.every;
      due.callback();
    }
    this.current = end;
  }

  /** Timers still waiting to fire. */
  get pending(): number {
    return this.timers.length;
  }

  private schedule(ms: number, every: number | null, callback: () => void): () => void {
    const timer = { id: this.nextId++, at: this.current + Math.max(ms, every === null ? 0 : 1), every, callback };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((candidate) => candidate !== timer);
    };
  }
}
