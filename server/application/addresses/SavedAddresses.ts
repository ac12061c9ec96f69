import type { SavedAddressForm } from '@tiara/domain/saved-address';
import type { RequestAnswers } from '../idempotency/RequestAnswers';

/** An address as the customer's book keeps it. */
export interface StoredAddress extends SavedAddressForm {
  readonly id: number;
  readonly isDefault: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** One customer's book while it is being changed: no other change to it runs until this one ends. */
export interface AddressBookEdit {
  /** False when the token outlived its account: there is no book to add to. */
  readonly accountExists: boolean;
  /** The addresses, oldest first. */
  readonly entries: readonly StoredAddress[];
  /** Stores a new address, not the default; answers its id. */
  insert(address: SavedAddressForm, now: Date): Promise<number>;
  update(id: number, address: SavedAddressForm, now: Date): Promise<void>;
  remove(id: number): Promise<void>;
  /** Makes `id` the one default of the book (none for an empty book). */
  markDefault(id: number | null, now: Date): Promise<void>;
  /** The addresses as this change leaves them so far, oldest first. */
  current(): Promise<StoredAddress[]>;
  /** Keeps the request's answer under its Idempotency-Key with this change. */
  readonly answers: RequestAnswers;
}

/** The customers' saved delivery addresses. */
export interface SavedAddresses {
  /** The customer's addresses, oldest first. */
  list(userId: number): Promise<StoredAddress[]>;
  /** Runs `change` on the customer's book in one transaction, with the book locked against concurrent changes. */
  edit<T>(userId: number, change: (book: AddressBookEdit) => Promise<T>): Promise<T>;
}
