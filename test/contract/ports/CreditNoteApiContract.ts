import { describe, expect, it } from 'vitest';
import type { CreditNoteApi } from '../../../src/application/orders/CreditNoteApi';
import type { Subject } from './support/Subject';

export interface CreditNoteApiSubject {
  readonly api: CreditNoteApi;
  /** A paid order of the signed-in customer, refunded: its credit note's address, as the order's returns list it. */
  creditedOrder(): Promise<string>;
  /** The address of another customer's credit note. */
  othersCreditNote(): Promise<string>;
}

/** What the customer's credit note download relies on from GET /api/credit-notes/{id}/pdf (this server's addition to SPEC). */
export function creditNoteApiContract(subject: Subject<CreditNoteApiSubject>): void {
  describe('CreditNoteApi', () => {
    it('sends a credit note as a PDF named after its number', async () => {
      const { api, creditedOrder } = await subject();
      const note = await api.creditNote(await creditedOrder());
      expect(note).toMatchObject({ ok: true, value: { fileName: expect.stringMatching(/^credit-note-CN-\d{4}-\d{6}\.pdf$/) } });
      expect(note.ok && (await note.value.content.text()).startsWith('%PDF')).toBe(true);
    });

    it("answers not-found for another customer's credit note", async () => {
      const { api, othersCreditNote } = await subject();
      expect(await api.creditNote(await othersCreditNote())).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });
  });
}
