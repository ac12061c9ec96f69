import { describe, expect, it } from 'vitest';
import type { ContactApi } from '../../../src/application/contact/ContactApi';
import type { Subject } from './support/Subject';

export interface ContactApiSubject {
  readonly api: ContactApi;
}

/** What the contact form relies on from POST /api/contact (DESIGN §6, not SPEC's). */
export function contactApiContract(subject: Subject<ContactApiSubject>): void {
  describe('ContactApi', () => {
    it('takes a message with a name, an e-mail and a text', async () => {
      const { api } = await subject();
      expect(await api.send({ name: 'Dr. Heba Adel', email: 'heba.adel@clinic.example', message: 'Do you deliver to Aswan?' })).toEqual({ ok: true, value: undefined });
    });

    it('refuses a message without a valid e-mail, saying why', async () => {
      const { api } = await subject();
      const refused = await api.send({ name: 'Dr. Heba Adel', email: 'heba.adel', message: 'Do you deliver to Aswan?' });
      expect(refused).toMatchObject({ ok: false, error: { kind: 'rejected', status: 400 } });
      expect(!refused.ok && refused.error.message).not.toBe('');
    });
  });
}
