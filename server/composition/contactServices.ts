import { ContactMessagesRepository } from '../adapters/db/ContactMessagesRepository';
import { SendContactMessage } from '../application/contact/SendContactMessage';
import type { ServerContext } from '../http/ServerContext';

/** The contact form's messages: sending one, and the admins' list of those kept. */
export function contactServices({ db, settings }: ServerContext) {
  const messages = new ContactMessagesRepository(db);
  return { messages, sendContactMessage: new SendContactMessage(messages, settings.shopEmail) };
}
