import { type Result, fail, ok } from '@tiara/domain/result';
import { defaultOf, makeDefaultIn } from '@tiara/domain/saved-address';
import type { AnswerUnderKey } from '../idempotency/RequestKey';
import type { AddressError } from './AddressErrors';
import type { SavedAddresses, StoredAddress } from './SavedAddresses';

export interface MakeDefaultAddressInput {
  readonly userId: number;
  readonly addressId: number;
  readonly now: Date;
  /** The request's Idempotency-Key, if it has one: the answer is kept under it with the change, so a late retry cannot undo a later choice. */
  readonly answer?: AnswerUnderKey<StoredAddress[]> | null;
}

/** Makes one of the customer's addresses the default (the one the checkout starts from). Answers the book as it is then. */
export class MakeDefaultAddress {
  private readonly addresses: SavedAddresses;

  constructor(addresses: SavedAddresses) {
    this.addresses = addresses;
  }

  execute(input: MakeDefaultAddressInput): Promise<Result<StoredAddress[], AddressError>> {
    return this.addresses.edit(input.userId, async (book): Promise<Result<StoredAddress[], AddressError>> => {
      const after = makeDefaultIn(book.entries, input.addressId);
      if (!after.ok) return fail({ code: 'address_not_found' });
      if (defaultOf(after.value) !== defaultOf(book.entries)) await book.markDefault(input.addressId, input.now);
      const changed = await book.current();
      if (input.answer) await book.answers.answer(input.answer.requestKey, input.answer.answerOf(changed));
      return ok(changed);
    });
  }
}
