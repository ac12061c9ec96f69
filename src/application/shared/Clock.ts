import type { ServiceIdentifier } from 'inversify';

/** Time as presenters need it: the current instant and cancellable timers, so tests can drive both. */
export interface Clock {
  now(): Date;
  /** Calls `callback` once after `ms`; the returned function cancels it. */
  after(ms: number, callback: () => void): () => void;
  /** Calls `callback` every `ms` until the returned function is called. */
  every(ms: number, callback: () => void): () => void;
}

export const Clock: ServiceIdentifier<Clock> = Symbol('Clock');
