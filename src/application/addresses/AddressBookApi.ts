import type { ServiceIdentifier } from 'inversify';
import type { SavedAddressForm } from '@tiara/domain/saved-address';
import type { ApiResult } from '../shared/ApiResult';

/** A delivery address the signed-in customer keeps (a clinic or one of its branches). */
export interface SavedAddress extends SavedAddressForm {
  readonly id: number;
  readonly isDefault: boolean;
}

/** /api/addresses: always the signed-in customer's own book, the default first. */
export interface AddressBookApi {
  list(): Promise<ApiResult<SavedAddress[]>>;
  add(address: SavedAddressForm, makeDefault: boolean): Promise<ApiResult<SavedAddress>>;
  update(id: number, address: SavedAddressForm): Promise<ApiResult<SavedAddress>>;
  /** Answers the addresses left. */
  remove(id: number): Promise<ApiResult<SavedAddress[]>>;
  /** Answers the addresses, with `id` the default. */
  makeDefault(id: number): Promise<ApiResult<SavedAddress[]>>;
}

export const AddressBookApi: ServiceIdentifier<AddressBookApi> = Symbol('AddressBookApi');
