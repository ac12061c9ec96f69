import type { StaffSessionStore } from '../../../application/admin/StaffSessionStore';
import type { Language } from '@tiara/domain/language';
import { HttpClient } from '../HttpClient';

const UNAUTHORIZED = 401;

/**
 * The HTTP client of a staff area: it sends the area's staff token (never the customer's), and a
 * 401 to a call that carried it ends the session, which sends the person back to the area's login.
 * It asks in the language the area is read in (`language`), so that names and the server's
 * refusals come in it.
 */
export function staffHttpClient(baseUrl: string, store: StaffSessionStore, fetchFn: typeof fetch, language: () => Language): HttpClient {
  const token = () => store.current()?.token ?? null;
  const sending: typeof fetch = async (input, init) => {
    const sent = token();
    const response = await fetchFn(input, init);
    if (response.status === UNAUTHORIZED && sent !== null && token() === sent) store.clear();
    return response;
  };
  return new HttpClient(baseUrl, token, sending, undefined, language);
}

/** The staff areas' sign-in, which no token goes with, in the language the area is read in. */
export function staffSignInHttpClient(baseUrl: string, fetchFn: typeof fetch, language: () => Language): HttpClient {
  return new HttpClient(baseUrl, () => null, fetchFn, undefined, language);
}
