import { SavedAddressesRepository } from '../adapters/db/SavedAddressesRepository';
import { AddAddress } from '../application/addresses/AddAddress';
import { MakeDefaultAddress } from '../application/addresses/MakeDefaultAddress';
import { RemoveAddress } from '../application/addresses/RemoveAddress';
import { UpdateAddress } from '../application/addresses/UpdateAddress';
import type { ServerContext } from '../http/ServerContext';

/** The customers' saved delivery addresses: the book, read as it is, and its changes. */
export function addressServices({ db }: ServerContext) {
  const book = new SavedAddressesRepository(db);
  return {
    book,
    addAddress: new AddAddress(book),
    updateAddress: new UpdateAddress(book),
    removeAddress: new RemoveAddress(book),
    makeDefaultAddress: new MakeDefaultAddress(book),
  };
}
