import type { ApiResult } from '../../application/shared/ApiResult';
import { type Result, fail } from '@tiara/domain/result';
import { type HttpClient, HttpMessages } from '../http/HttpClient';

type AnyMethod = (...args: never[]) => unknown;

/** A port whose every method answers a promised Result, as the HTTP adapters' ports (ApiResult) do. */
type ResultPort<Port> = { readonly [Method in keyof Port]: (...args: never[]) => Promise<Result<unknown, unknown>> };

const unreachableServer: ApiResult<never> = fail({ kind: 'network', status: null, code: 'network_error', message: HttpMessages.network });

/**
 * An adapter whose code (an API's response schemas, a Web Worker's client) is fetched the first
 * time one of its methods is called, so a port bound for the whole page costs the storefront's first
 * load nothing. A download that fails answers `failed` (by default like an unreachable server), and
 * the next call tries again.
 */
export function lazyApi<Port extends ResultPort<Port>>(load: () => Promise<Port>, failed: Result<never, unknown> = unreachableServer): Port {
  let loading: Promise<Port> | null = null;
  const adapter = (): Promise<Port> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };

  const forward =
    (method: string) =>
    async (...args: never[]): Promise<unknown> => {
      let loaded: Port;
      try {
        loaded = await adapter();
      } catch {
        return failed;
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

/** An HTTP adapter of `http` whose class (and response schemas) arrive with the first call. */
export function lazyHttp<Port extends ResultPort<Port>>(http: HttpClient, adapterClass: () => Promise<new (http: HttpClient) => Port>): Port {
  return lazyApi<Port>(() => adapterClass().then((Adapter) => new Adapter(http)));
}
