import type { RequestOptions, ShopClient, ShopResponse } from '../../server/support/testServer';

/** The shop over the network (through the balancer), answering like the injected test server does. */
export function httpShopClient(baseUrl: string, headers: Record<string, string> = {}): ShopClient {
  return {
    async request({ method, url, token, body, headers: extra = {} }: RequestOptions): Promise<ShopResponse> {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        redirect: 'manual',
        headers: { 'content-type': 'application/json', ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const text = await response.text();
      return { statusCode: response.status, headers: Object.fromEntries(response.headers), body: text, json: () => JSON.parse(text) as unknown };
    },
  };
}
