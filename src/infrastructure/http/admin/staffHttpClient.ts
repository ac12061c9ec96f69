import type { StaffSessionStore } from '../../../application/admin/StaffSessionStore';
import { HttpClient } from '../HttpClient';

const UNAUTHORIZED = 401;

/**
 * The HTTP client of a staff area: it sends the area's staff token (never the customer's), and a
 * 401 to a call that carried it ends the session, which sends the person back to the area's login.
 */
export function staffHttpClient(baseUrl: string, store: StaffSessionStore, fetchFn: typeof fetch): HttpClient {
  const token = () => store.current()?.token ?? null;
  return new HttpClient(baseUrl, token, async (input, init) => {
    const sent = token();
    const response = await fetchFn(input, init);
    if (response.status === UNAUTHORIZED && sent !== null && token() === sent) store.clear();
    return response;
  });
}
