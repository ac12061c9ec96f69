import type { AddressBookApi, SavedAddress } from '../../../../src/application/addresses/AddressBookApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { fail, ok } from '@tiara/domain/result';
import { type SavedAddressForm, addToBook, makeDefaultIn, removeFromBook } from '@tiara/domain/saved-address';
import { serverAddressMessagesEn } from '../../../../src/locales/server/en/serverAddressMessagesEn';
import { FakeApi, refusal } from './FakeApi';

const addressNotFound = refusal(404, 'address_not_found', serverAddressMessagesEn.notFound);

export const mainClinic: SavedAddress = {
  id: 1,
  label: 'Main clinic',
  firstName: 'Nour',
  middleName: 'Ahmed',
  lastName: 'Mansour',
  phone: '01012345678',
  address: '14 El Nozha Street',
  governorate: 'Cairo',
  city: 'Heliopolis',
  postalCode: '11341',
  isDefault: true,
};

export const dokkiBranch: SavedAddress = {
  id: 2,
  label: 'Dokki branch',
  firstName: 'Nour',
  middleName: 'Ahmed',
  lastName: 'Mansour',
  phone: '01512345678',
  address: '3 Tahrir Street',
  governorate: 'Giza',
  city: 'Dokki',
  postalCode: '',
  isDefault: false,
};

/**
 * The signed-in customer's book in memory, kept by the book's rules (src/domain/saved-address):
 * at most ten, one default, the default first; an id not in it is not found. Each call is logged,
 * the additions as sent.
 */
export class FakeAddressBookApi extends FakeApi implements AddressBookApi {
  readonly calls: string[] = [];
  readonly added: { address: SavedAddressForm; makeDefault: boolean }[] = [];
  private nextId = 10;

  constructor(public book: SavedAddress[] = [mainClinic, dokkiBranch]) {
    super();
  }

  list(): Promise<ApiResult<SavedAddress[]>> {
    return this.respond('list', 'list', () => ok(this.ordered()));
  }

  add(address: SavedAddressForm, makeDefault: boolean): Promise<ApiResult<SavedAddress>> {
    this.added.push({ address, makeDefault });
    return this.respond('add', 'add', () => {
      const id = this.nextId++;
      const next = addToBook(this.book, id, makeDefault);
      if (!next.ok) return fail(refusal(409, 'address_limit_reached', serverAddressMessagesEn.limitReached));
      this.book = this.withFlags([...this.book, { ...address, id, isDefault: false }], next.value);
      return ok(this.book.find((entry) => entry.id === id)!);
    });
  }

  update(id: number, address: SavedAddressForm): Promise<ApiResult<SavedAddress>> {
    return this.respond('update', `update ${id}`, () => {
      const current = this.book.find((entry) => entry.id === id);
      if (!current) return fail(addressNotFound);
      const changed = { ...current, ...address };
      this.book = this.book.map((entry) => (entry.id === id ? changed : entry));
      return ok(changed);
    });
  }

  remove(id: number): Promise<ApiResult<SavedAddress[]>> {
    return this.respond('remove', `remove ${id}`, () => {
      const next = removeFromBook(this.book, id);
      if (!next.ok) return fail(addressNotFound);
      this.book = this.withFlags(this.book.filter((entry) => entry.id !== id), next.value);
      return ok(this.ordered());
    });
  }

  makeDefault(id: number): Promise<ApiResult<SavedAddress[]>> {
    return this.respond('makeDefault', `default ${id}`, () => {
      const next = makeDefaultIn(this.book, id);
      if (!next.ok) return fail(addressNotFound);
      this.book = this.withFlags(this.book, next.value);
      return ok(this.ordered());
    });
  }


  private withFlags(addresses: SavedAddress[], flags: readonly { id: number; isDefault: boolean }[]): SavedAddress[] {
    return addresses.map((entry) => ({ ...entry, isDefault: flags.find((flag) => flag.id === entry.id)?.isDefault ?? false }));
  }

  private ordered(): SavedAddress[] {
    return [...this.book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);
  }

  protected override callLog(): string[] {
    return this.calls;
  }
}
