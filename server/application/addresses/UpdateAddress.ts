import { type Result, fail, ok } from '@tiara/domain/result';
import type { SavedAddressForm } from '@tiara/domain/saved-address';
import type { AnswerUnderKey } from '../idempotency/RequestKey';
import { type AddressError, checkedAddress } from './AddressErrors';
import type { SavedAddresses, StoredAddress } from './SavedAddresses';

export interface UpdateAddressInput {
  readonly userId: number;
  readonly addressId: number;
  readonly address: SavedAddressForm;
  readonly now: Date;
  /** The request's Idempotency-Key, if it has one: the answer is kept under it with the change, so a late retry cannot undo a later change. */
  readonly answer?: AnswerUnderKey<StoredAddress> | null;
}

/** Changes one of the customer's addresses; another customer's address is not found, as one that never existed. */
export class UpdateAddress {
  private readonly addresses: SavedAddresses;

  constructor(addresses: SavedAddresses) {
    this.addresses = addresses;
  }

  async execute(input: UpdateAddressInput): Promise<Result<StoredAddress, AddressError>> {
    const address = checkedAddress(input.address);
    if (!address.ok) return address;
    return this.addresses.edit(input.userId, async (book): Promise<Result<StoredAddress, AddressError>> => {
      const current = book.entries.find((entry) => entry.id === input.addressId);
      if (!current) return fail({ code: 'address_not_found' });
      await book.update(current.id, address.value, input.now);
      const updated = { ...current, ...address.value, updatedAt: input.now };
      if (input.answer) await book.answers.answer(input.answer.requestKey, input.answer.answerOf(updated));
      return ok(updated);
    });
  }
}
