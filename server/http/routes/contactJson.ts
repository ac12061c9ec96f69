import type { ContactMessageJson } from '@tiara/contract/staff/contactJson';
import type { StoredContactMessage } from '../../application/contact/ContactMessages';

export function contactMessageToJson(stored: StoredContactMessage): ContactMessageJson {
  return {
    id: stored.id,
    user_id: stored.userId,
    name: stored.name,
    email: stored.email,
    message: stored.message,
    created_at: stored.createdAt.toISOString(),
  };
}
