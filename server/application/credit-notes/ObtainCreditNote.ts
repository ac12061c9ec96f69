import type { Role } from '@tiara/domain/access';
import { type Result, fail, ok } from '@tiara/domain/result';
import type { ServerText } from '../texts/ServerText';
import { CreditNoteMessages } from './CreditNoteMessages';
import type { CreditNoteStore, IssuedCreditNote } from './CreditNoteStore';

export interface ObtainCreditNoteInput {
  readonly creditNoteId: number;
  readonly caller: { readonly userId: number; readonly role: Role };
}

export type ObtainCreditNoteError = { readonly code: 'credit_note_not_found'; readonly message: ServerText };

/**
 * A credit note, as issued, for its order's customer or an admin. To anyone else it does not
 * exist: its numbers would tell who was refunded what.
 */
export class ObtainCreditNote {
  private readonly store: CreditNoteStore;

  constructor(store: CreditNoteStore) {
    this.store = store;
  }

  async execute(input: ObtainCreditNoteInput): Promise<Result<IssuedCreditNote, ObtainCreditNoteError>> {
    const found = await this.store.creditNote(input.creditNoteId);
    const allowed = found !== null && (input.caller.role === 'Admin' || (found.ownerUserId !== null && found.ownerUserId === input.caller.userId));
    if (!allowed) return fail({ code: 'credit_note_not_found', message: CreditNoteMessages.creditNoteNotFound(input.creditNoteId) });
    return ok(found.note);
  }
}
