import type { Clock } from '../../application/shared/Clock';

export class BrowserClock implements Clock {
  now(): Date {
    return new Date();
  }

  after(ms: number, callback: () => void): () => void {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  }

  every(ms: number, callback: () => void): () => void {
    const timer = setInterval(callback, ms);
    return () => clearInterval(timer);
  }
}
