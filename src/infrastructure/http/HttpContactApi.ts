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
    const body: ContactMessageBodyJson = { name: message.name, email: message.email, message: message.message };
    return this.http.post('/api/contact', body, contactSentSchema, [201]);
  }
}
