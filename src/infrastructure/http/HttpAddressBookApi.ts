import type { AddressBookApi, SavedAddress } from '../../application/addresses/AddressBookApi';
import type { ApiResult } from '../../application/shared/ApiResult';
import type { SavedAddressForm } from '@tiara/domain/saved-address';
import { addressFieldsJsonOf } from '@tiara/contract/addressJson';
import type { HttpClient } from './HttpClient';
import { addressBookSchema, savedAddressSchema } from './schemas/addressSchemas';

/** /api/addresses: the customer is the bearer token's. */
export class HttpAddressBookApi implements AddressBookApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  list(): Promise<ApiResult<SavedAddress[]>> {
    return this.http.send({ method: 'GET', path: '/api/addresses', schema: addressBookSchema, feature: 'saved-addresses' });
  }

  add(address: SavedAddressForm, makeDefault: boolean): Promise<ApiResult<SavedAddress>> {
    return this.http.send({ method: 'POST', path: '/api/addresses', body: { ...addressFieldsJsonOf(address), is_default: makeDefault }, schema: savedAddressSchema, feature: 'saved-addresses', keyed: true });
  }

  update(id: number, address: SavedAddressForm): Promise<ApiResult<SavedAddress>> {
    return this.http.send({ method: 'PUT', path: `/api/addresses/${id}`, body: addressFieldsJsonOf(address), schema: savedAddressSchema, feature: 'saved-addresses', keyed: true });
  }

  remove(id: number): Promise<ApiResult<SavedAddress[]>> {
    return this.http.send({ method: 'DELETE', path: `/api/addresses/${id}`, schema: addressBookSchema, feature: 'saved-addresses', keyed: true });
  }

  makeDefault(id: number): Promise<ApiResult<SavedAddress[]>> {
    return this.http.send({ method: 'POST', path: `/api/addresses/${id}/default`, schema: addressBookSchema, feature: 'saved-addresses', keyed: true });
  }
}
