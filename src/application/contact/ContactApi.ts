import type { ServiceIdentifier } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';

/** What the contact form sends (SPEC §2 Contact: name, email, message). */
export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

/** POST /api/contact (DESIGN §6): the contact form really reaches the shop. */
export interface ContactApi {
  send(message: ContactMessage): Promise<ApiResult<void>>;
}

export const ContactApi: ServiceIdentifier<ContactApi> = Symbol('ContactApi');
