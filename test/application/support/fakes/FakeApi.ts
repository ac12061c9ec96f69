import type { ApiFailure, ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail } from '@tiara/domain/result';
import { HttpMessages, failureFrom } from '../../../../src/infrastructure/http/HttpClient';

/**
 * A refusal as the HTTP adapters read it from the server's `{ message, code }`: the same kind for
 * the same status, so a fake's not-found or conflict is the failure a screen meets in the shop.
 */
export const refusal = (status: number, code: string, message: string): ApiFailure => failureFrom(status, { message, code });

/** A call the backend does not have (one that keeps only to SPEC §7), as the HTTP adapters answer it. */
export const notOffered: ApiFailure = { kind: 'not-offered', status: 404, code: 'not_offered', message: HttpMessages.notOffered };

/** The failure of a call that never reached the shop, as the HTTP adapters answer it. */
export const networkFailure: ApiFailure = { kind: 'network', status: null, code: 'network_error', message: HttpMessages.network };

/**
 * What every fake port shares. A test may make calls fail (`failures`, keyed by one call's name, as
 * the fake names it, or by a method's name for every call of it) and hold answers back to look at
 * a screen while its calls are under way (`hold`, `release`). An answer is the fake's state when
 * the call was made, however late it arrives, as a server's would be.
 */
export abstract class FakeApi {
  readonly failures = new Map<string, ApiFailure>();
  private holding: { readonly method: string | null } | null = null;
  private held: Array<(() => void) | null> = [];

  /** From now on answers (only to calls of `method`, when named) wait until `release` lets them through. */
  hold(method: string | null = null): void {
    this.holding = { method };
    this.held = [];
  }

  /**
   * Stops holding new calls and lets the held answers through in the order of their calls given
   * (by index, 0 the first held), or all as called; the ones not named stay held for a later release.
   */
  async release(order?: readonly number[]): Promise<void> {
    this.holding = null;
    const held = this.held;
    for (const index of order ?? held.map((_, position) => position)) {
      const resolve = held[index];
      held[index] = null;
      resolve?.();
      await new Promise<void>((settled) => setTimeout(settled, 0));
    }
  }

  /** Where a fake that logs its calls by name keeps those of `method`; none by default. */
  protected callLog(_method: string): string[] | null {
    return null;
  }

  /** Answers `value()`, or the failure set for `call` or `method`; held while `hold` is on for it. */
  protected async respond<T>(method: string, call: string, value: () => ApiResult<T>): Promise<ApiResult<T>> {
    this.callLog(method)?.push(call);
    const failure = this.failures.get(call) ?? this.failures.get(method);
    const result: ApiResult<T> = failure ? fail(failure) : value();
    if (this.holding && (this.holding.method === null || this.holding.method === method)) {
      const held = this.held;
      await new Promise<void>((resolve) => held.push(resolve));
    }
    return result;
  }
}
