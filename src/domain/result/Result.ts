/** The outcome of an operation that can fail in an expected way: a value, or an error with a code and a message. */
export type Result<T, E = Failure> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export interface Failure {
  readonly code: string;
  readonly message: string;
}

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function fail<E>(error: E): Result<never, E> {
  return { ok: false, error };
}
