import type { CreditNoteStore } from './CreditNoteStore';
import type { IssueCreditNote } from './IssueCreditNote';

/** How many refunds one sweep looks at: the rest wait for the next. */
const SWEEP_BATCH = 100;

/**
 * The periodic sweep's safety net: issues the credit note of every confirmed refund that has none
 * yet (its confirmation's own call failed, or the server stopped before it). Refunds whose credit
 * note cannot be issued yet (the shop's invoice details are missing) are tried again next time.
 * Safe on several servers at once: issuing is idempotent.
 */
export class IssueMissingCreditNotes {
  private readonly store: CreditNoteStore;
  private readonly issueCreditNote: IssueCreditNote;

  constructor(store: CreditNoteStore, issueCreditNote: IssueCreditNote) {
    this.store = store;
    this.issueCreditNote = issueCreditNote;
  }

  /** The number of credit notes this run issued. */
  async execute(now: Date): Promise<number> {
    let issued = 0;
    for (const refundId of await this.store.refundsAwaitingCreditNote(SWEEP_BATCH)) {
      if ((await this.issueCreditNote.execute(refundId, now)).ok) issued += 1;
    }
    return issued;
  }
}
