import { type Result, fail, ok } from '@tiara/domain/result';
import { defaultOf, removeFromBook } from '@tiara/domain/saved-address';
import type { AddressError } from './AddressErrors';
import type { SavedAddresses, StoredAddress } from './SavedAddresses';

/** Deletes one of the customer's addresses; when it was the default, the oldest one left becomes the default. Answers the book as it is then. */
export class RemoveAddress {
  private readonly addresses: SavedAddresses;

  constructor(addresses: SavedAddresses) {
    this.addresses = addresses;
  }

  async execute(input: { userId: number; addressId: number; now: Date }): Promise<Result<StoredAddress[], AddressError>> {
    const removed = await this.addresses.edit(input.userId, async (book): Promise<Result<null, AddressError>> => {
      const after = removeFromBook(book.entries, input.addressId);
      if (!after.ok) return fail({ code: 'address_not_found' });
      await book.remove(input.addressId);
      const defaultId = defaultOf(after.value);
      if (defaultId !== defaultOf(book.entries)) await book.markDefault(defaultId, input.now);
      return ok(null);
    });
    return removed.ok ? ok(await this.addresses.list(input.userId)) : removed;
  }
}
