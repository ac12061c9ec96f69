import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../../src/application/shared/ApiResult';
import { ok } from '@tiara/domain/result';
import { lazyApi } from '../../../src/infrastructure/container/lazyApi';
import { HttpMessages } from '../../../src/infrastructure/http/HttpClient';

interface GreetingApi {
  greet(name: string, times: number): Promise<ApiResult<string>>;
}

class HttpGreetingApi implements GreetingApi {
  readonly prefix = 'Hello';
  async greet(name: string, times: number) {
    return ok(`${this.prefix} ${name}`.repeat(times));
  }
}

describe('lazyApi', () => {
  it('fetches the adapter at the first call only, and passes every call on with its arguments', async () => {
    let loads = 0;
    const api = lazyApi<GreetingApi>(async () => {
      loads += 1;
      return new HttpGreetingApi();
    });
    expect(loads).toBe(0);
    expect(await Promise.all([api.greet('Nour', 1), api.greet('Mona', 2)])).toEqual([ok('Hello Nour'), ok('Hello MonaHello Mona')]);
    expect(await api.greet('Hana', 1)).toEqual(ok('Hello Hana'));
    expect(loads).toBe(1);
  });

  it('is not mistaken for a promise, so a container can hand it out as it is', async () => {
    const api = lazyApi<GreetingApi>(async () => new HttpGreetingApi());
    expect(await Promise.resolve(api)).toBe(api);
  });

  it('answers a failed download like an unreachable server, and tries again at the next call', async () => {
    let loads = 0;
    const api = lazyApi<GreetingApi>(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return new HttpGreetingApi();
    });
    expect(await api.greet('Nour', 1)).toEqual({ ok: false, error: { kind: 'network', status: null, code: 'network_error', message: HttpMessages.network } });
    expect(await api.greet('Nour', 1)).toEqual(ok('Hello Nour'));
    expect(loads).toBe(2);
  });
});
