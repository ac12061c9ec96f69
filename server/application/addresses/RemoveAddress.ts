import { type Result, fail, ok } from '@tiara/domain/result';
import { defaultOf, removeFromBook } from '@tiara/domain/saved-address';
import type { AnswerUnderKey } from '../idempotency/RequestKey';
import type { AddressError } from './AddressErrors';
import type { SavedAddresses, StoredAddress } from './SavedAddresses';

export interface RemoveAddressInput {
  readonly userId: number;
  readonly addressId: number;
  readonly now: Date;
  /** The request's Idempotency-Key, if it has one: the answer is kept under it with the change, so a retry after a lost reply gets it rather than a 404. */
  readonly answer?: AnswerUnderKey<StoredAddress[]> | null;
}

/** Deletes one of the customer's addresses; when it was the default, the oldest one left becomes the default. Answers the book as it is then. */
export class RemoveAddress {
  private readonly addresses: SavedAddresses;

  constructor(addresses: SavedAddresses) {
    this.addresses = addresses;
  }

  execute(input: RemoveAddressInput): Promise<Result<StoredAddress[], AddressError>> {
    return this.addresses.edit(input.userId, async (book): Promise<Result<StoredAddress[], AddressError>> => {
      const after = removeFromBook(book.entries, input.addressId);
      if (!after.ok) return fail({ code: 'address_not_found' });
      await book.remove(input.addressId);
      const defaultId = defaultOf(after.value);
      if (defaultId !== defaultOf(book.entries)) await book.markDefault(defaultId, input.now);
      const left = await book.current();
      if (input.answer) await book.answers.answer(input.answer.requestKey, input.answer.answerOf(left));
      return ok(left);
    });
  }
}
