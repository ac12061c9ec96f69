import { inject, injectable } from 'inversify';
import { type Result, fail, ok } from '@tiara/domain/result';
import { AddressBookApi, type SavedAddress } from './AddressBookApi';
import type { AddressBookError } from './AddressBookErrors';

/** Deletes a saved address; answers the addresses left (the server may have given the default to another). */
@injectable()
export class RemoveSavedAddress {
  private readonly api: AddressBookApi;

  constructor(@inject(AddressBookApi) api: AddressBookApi) {
    this.api = api;
  }

  async execute(id: number): Promise<Result<SavedAddress[], AddressBookError>> {
    const answer = await this.api.remove(id);
    return answer.ok ? ok(answer.value) : fail({ kind: 'failed', message: answer.error.message });
  }
}
