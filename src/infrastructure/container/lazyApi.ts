import type { ApiResult } from '../../application/shared/ApiResult';
import { fail } from '../../domain/result';
import { HttpMessages } from '../http/HttpClient';

type AnyMethod = (...args: never[]) => unknown;

/** A port whose every method answers a promised ApiResult, as the HTTP adapters' ports do. */
type ApiPort<Port> = { readonly [Method in keyof Port]: (...args: never[]) => Promise<ApiResult<unknown>> };

/**
 * An API adapter whose code (and its response schemas) is fetched the first time one of its
 * methods is called, so a port bound for the whole page costs the storefront's first load nothing.
 * A download that fails answers like an unreachable server, and the next call tries again.
 */
export function lazyApi<Port extends ApiPort<Port>>(load: () => Promise<Port>): Port {
  let loading: Promise<Port> | null = null;
  const adapter = (): Promise<Port> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const unreachable: ApiResult<never> = fail({ kind: 'network', status: null, code: 'network_error', message: HttpMessages.network });

  const forward =
    (method: string) =>
    async (...args: never[]): Promise<unknown> => {
      let loaded: Port;
      try {
        loaded = await adapter();
      } catch {
        return unreachable;
      }
      const call = (loaded as Record<string, AnyMethod | undefined>)[method];
      if (typeof call !== 'function') throw new TypeError(`The adapter has no method ${method}`);
      return call.apply(loaded, args);
    };

  return new Proxy({} as Port, {
    // No `then`: a thenable would make the container (and any await) wait on the adapter itself.
    get: (_target, method) => (typeof method === 'symbol' || method === 'then' ? undefined : forward(method)),
  });
}
