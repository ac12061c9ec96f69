import type { ContactMessageBodyJson } from '@tiara/contract/contactJson';
import type { ContactApi, ContactMessage } from '../../application/contact/ContactApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import { fail } from '@tiara/domain/result';
import type { HttpClient } from './HttpClient';
import { contactSentSchema } from './schemas/contactSchemas';

/** SPEC §7's call the shop answers whenever it is up, asked to tell a missing route from an unreachable shop. */
const ALWAYS_ANSWERED = '/api/management/maintenance-status';

export class HttpContactApi implements ContactApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  async send(message: ContactMessage): Promise<ApiResult<void>> {
    const body: ContactMessageBodyJson = { name: message.name, email: message.email, message: message.message };
    const answer = await this.http.send({ method: 'POST', path: '/api/contact', body, schema: contactSentSchema, expect: [201], feature: 'contact' });
    if (answer.ok || answer.error.kind !== 'network' || this.http.baseUrl === '') return answer;
    // A backend on another origin may refuse a route it lacks before answering it (no CORS for it):
    // when SPEC's maintenance check still gets an answer, the backend is up and only this call is
    // missing. On the page's own origin nothing is refused so: a network failure is one.
    const reached = await this.http.exchange('GET', ALWAYS_ANSWERED, undefined);
    return reached ? fail(this.http.missing('contact')) : answer;
  }
}
