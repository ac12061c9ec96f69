import { type Result, fail, ok } from '@tiara/domain/result';
import { type SavedAddressForm, defaultAfterAdding, defaultOf, hasRoomIn } from '@tiara/domain/saved-address';
import type { AnswerUnderKey } from '../idempotency/RequestKey';
import { type AddressError, checkedAddress } from './AddressErrors';
import type { SavedAddresses, StoredAddress } from './SavedAddresses';

export interface AddAddressInput {
  readonly userId: number;
  readonly address: SavedAddressForm;
  /** Make it the default; the first address is the default anyway. */
  readonly makeDefault: boolean;
  readonly now: Date;
  /** The request's Idempotency-Key, if it has one: the answer is kept under it with the address, so a retry after a lost reply adds none. */
  readonly answer?: AnswerUnderKey<StoredAddress> | null;
}

/** Adds an address to the customer's book, checked by the same rules as the account's form and the checkout. */
export class AddAddress {
  private readonly addresses: SavedAddresses;

  constructor(addresses: SavedAddresses) {
    this.addresses = addresses;
  }

  async execute(input: AddAddressInput): Promise<Result<StoredAddress, AddressError>> {
    const address = checkedAddress(input.address);
    if (!address.ok) return address;
    return this.addresses.edit(input.userId, async (book): Promise<Result<StoredAddress, AddressError>> => {
      if (!book.accountExists) return fail({ code: 'unknown_customer' });
      if (!hasRoomIn(book.entries)) return fail({ code: 'address_limit_reached' });
      const id = await book.insert(address.value, input.now);
      const defaultId = defaultAfterAdding(book.entries, id, input.makeDefault);
      if (defaultId !== defaultOf(book.entries)) await book.markDefault(defaultId, input.now);
      const stored = (await book.current()).find((entry) => entry.id === id);
      if (!stored) throw new Error('the added address was not stored');
      if (input.answer) await book.answers.answer(input.answer.requestKey, input.answer.answerOf(stored));
      return ok(stored);
    });
  }
}
