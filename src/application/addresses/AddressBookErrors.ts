import type { SavedAddressProblems } from '@tiara/domain/saved-address';

/**
 * Why the address book could not be read or changed: nobody is signed in; the backend keeps no
 * address book (one that keeps only to SPEC §7); the form breaks the rules (each field's problem,
 * found before anything is sent); or the server refused or could not be reached, with its message
 * fit to show.
 */
export type AddressBookError =
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'not-offered' }
  | { readonly kind: 'invalid'; readonly fieldErrors: SavedAddressProblems }
  | { readonly kind: 'failed'; readonly message: string };
