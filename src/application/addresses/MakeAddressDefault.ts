import { inject, injectable } from 'inversify';
import { type Result, fail, ok } from '@tiara/domain/result';
import { AddressBookApi, type SavedAddress } from './AddressBookApi';
import type { AddressBookError } from './AddressBookErrors';

/** Makes a saved address the default, the one the checkout starts from; answers the addresses. */
@injectable()
export class MakeAddressDefault {
  private readonly api: AddressBookApi;

  constructor(@inject(AddressBookApi) api: AddressBookApi) {
    this.api = api;
  }

  async execute(id: number): Promise<Result<SavedAddress[], AddressBookError>> {
    const answer = await this.api.makeDefault(id);
    return answer.ok ? ok(answer.value) : fail({ kind: 'failed', message: answer.error.message });
  }
}
