import type { AddressBookApi, SavedAddress } from '../../../src/application/addresses/AddressBookApi';
import type { ApiResult } from '../../../src/application/shared/ApiResult';
import { ok } from '@tiara/domain/result';
import { type SavedAddressForm, addToBook, makeDefaultIn, removeFromBook } from '@tiara/domain/saved-address';
import { failure } from './checkoutFakes';

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

/** The signed-in customer's book on a server that follows the book's rules; each call is recorded, and `refuse` makes the next change fail. */
export class FakeAddressBookApi implements AddressBookApi {
  calls: string[] = [];
  added: { address: SavedAddressForm; makeDefault: boolean }[] = [];
  refuse: ApiResult<never> | null = null;
  listAnswer: ApiResult<SavedAddress[]> | null = null;
  private nextId = 10;

  constructor(public book: SavedAddress[] = [mainClinic, dokkiBranch]) {}

  async list(): Promise<ApiResult<SavedAddress[]>> {
    this.calls.push('list');
    return this.listAnswer ?? ok(this.ordered());
  }

  async add(address: SavedAddressForm, makeDefault: boolean): Promise<ApiResult<SavedAddress>> {
    this.calls.push('add');
    this.added.push({ address, makeDefault });
    if (this.refuse) return this.refuse;
    const id = this.nextId++;
    const next = addToBook(this.book, id, makeDefault);
    if (!next.ok) return failure('conflict', 'You can keep up to 10 addresses. Delete one to add another.', 409);
    this.book = this.withFlags([...this.book, { ...address, id, isDefault: false }], next.value);
    return ok(this.book.find((entry) => entry.id === id)!);
  }

  async update(id: number, address: SavedAddressForm): Promise<ApiResult<SavedAddress>> {
    this.calls.push(`update ${id}`);
    if (this.refuse) return this.refuse;
    const current = this.book.find((entry) => entry.id === id);
    if (!current) return failure('not-found', 'Address not found', 404);
    const changed = { ...current, ...address };
    this.book = this.book.map((entry) => (entry.id === id ? changed : entry));
    return ok(changed);
  }

  async remove(id: number): Promise<ApiResult<SavedAddress[]>> {
    this.calls.push(`remove ${id}`);
    if (this.refuse) return this.refuse;
    const next = removeFromBook(this.book, id);
    if (!next.ok) return failure('not-found', 'Address not found', 404);
    this.book = this.withFlags(this.book.filter((entry) => entry.id !== id), next.value);
    return ok(this.ordered());
  }

  async makeDefault(id: number): Promise<ApiResult<SavedAddress[]>> {
    this.calls.push(`default ${id}`);
    if (this.refuse) return this.refuse;
    const next = makeDefaultIn(this.book, id);
    if (!next.ok) return failure('not-found', 'Address not found', 404);
    this.book = this.withFlags(this.book, next.value);
    return ok(this.ordered());
  }

  private withFlags(addresses: SavedAddress[], flags: readonly { id: number; isDefault: boolean }[]): SavedAddress[] {
    return addresses.map((entry) => ({ ...entry, isDefault: flags.find((flag) => flag.id === entry.id)?.isDefault ?? false }));
  }

  private ordered(): SavedAddress[] {
    return [...this.book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);
  }
}
