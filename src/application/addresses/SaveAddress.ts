import { inject, injectable } from 'inversify';
import { type Result, fail, ok } from '@tiara/domain/result';
import { type SavedAddressForm, validateSavedAddress } from '@tiara/domain/saved-address';
import { AddressBookApi, type SavedAddress } from './AddressBookApi';
import type { AddressBookError } from './AddressBookErrors';

export interface SaveAddressInput {
  /** The address to change, or null for a new one. */
  readonly id: number | null;
  readonly address: SavedAddressForm;
  /** For a new address: make it the default. */
  readonly makeDefault?: boolean;
}

/**
 * Adds or changes a saved address, checked first by the rules the server applies
 * (src/domain/saved-address, the checkout's own for the delivery fields), so a form with a
 * mistake shows it at once. Answers the book as it is afterwards.
 */
@injectable()
export class SaveAddress {
  private readonly api: AddressBookApi;

  constructor(@inject(AddressBookApi) api: AddressBookApi) {
    this.api = api;
  }

  async execute(input: SaveAddressInput): Promise<Result<SavedAddress[], AddressBookError>> {
    const checked = validateSavedAddress(input.address);
    if (!checked.ok) return fail({ kind: 'invalid', fieldErrors: checked.fieldErrors });
    const saved = input.id === null ? await this.api.add(checked.address, input.makeDefault ?? false) : await this.api.update(input.id, checked.address);
    if (!saved.ok) return fail({ kind: 'failed', message: saved.error.message });
    const book = await this.api.list();
    return book.ok ? ok(book.value) : fail({ kind: 'failed', message: book.error.message });
  }
}
