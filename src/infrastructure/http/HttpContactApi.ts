import type { ContactMessageBodyJson } from '@tiara/contract/contactJson';
import type { ContactApi, ContactMessage } from '../../application/contact/ContactApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { HttpClient } from './HttpClient';
import { contactSentSchema } from './schemas/contactSchemas';

export class HttpContactApi implements ContactApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  send(message: ContactMessage): Promise<ApiResult<void>> {
    return this.http.post('/api/contact', { name: message.name, email: message.email, message: message.message } satisfies ContactMessageBodyJson, contactSentSchema, [201]);
  }
}
