import { type Result, fail, ok } from '@tiara/domain/result';
import { defaultOf, makeDefaultIn } from '@tiara/domain/saved-address';
import type { AddressError } from './AddressErrors';
import type { SavedAddresses, StoredAddress } from './SavedAddresses';

/** Makes one of the customer's addresses the default (the one the checkout starts from). Answers the book as it is then. */
export class MakeDefaultAddress {
  private readonly addresses: SavedAddresses;

  constructor(addresses: SavedAddresses) {
    this.addresses = addresses;
  }

  async execute(input: { userId: number; addressId: number; now: Date }): Promise<Result<StoredAddress[], AddressError>> {
    const changed = await this.addresses.edit(input.userId, async (book): Promise<Result<null, AddressError>> => {
      const after = makeDefaultIn(book.entries, input.addressId);
      if (!after.ok) return fail({ code: 'address_not_found' });
      if (defaultOf(after.value) !== defaultOf(book.entries)) await book.markDefault(input.addressId, input.now);
      return ok(null);
    });
    return changed.ok ? ok(await this.addresses.list(input.userId)) : changed;
  }
}
