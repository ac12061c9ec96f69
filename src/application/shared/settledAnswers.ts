/**
 * Answers known before they were asked for (the API answers the page arrived with): a promise of
 * one is marked, so that a screen's first load can take it in the same turn, before its first
 * render, and draw what the server drew (hydration) rather than a loading state.
 */
const settledValues = new WeakMap<Promise<unknown>, unknown>();

/** A promise already holding `value`, which `whenSettled` reads without waiting. */
export function settledAnswer<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value);
  settledValues.set(promise, value);
  return promise;
}

/** Hands each value to `arrived`: at once when every promise is a settled answer, else once all have settled. */
export function whenSettled<T>(promises: readonly Promise<T>[], arrived: (values: T[]) => void): void {
  if (promises.every((promise) => settledValues.has(promise))) {
    arrived(promises.map((promise) => settledValues.get(promise) as T));
    return;
  }
  void Promise.all(promises).then(arrived);
}

/** Hands the value to `arrived`: at once when it is a settled answer, else once it has settled. */
export function whenAnswered<T>(promise: Promise<T>, arrived: (value: T) => void): void {
  whenSettled([promise], ([value]) => arrived(value as T));
}
