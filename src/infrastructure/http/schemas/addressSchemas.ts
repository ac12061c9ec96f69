import * as z from 'zod/mini';
import { SavedAddressJson, savedAddressFormOf } from '@tiara/contract/addressJson';
import type { SavedAddress } from '../../../application/addresses/AddressBookApi';

/** An address of GET /api/addresses and the answers of its changes. */
export const savedAddressSchema: z.ZodMiniType<SavedAddress> = z.pipe(
  SavedAddressJson,
  z.transform((wire) => ({
    id: wire.id,
    ...savedAddressFormOf(wire),
    isDefault: wire.is_default,
  })),
);

export const addressBookSchema: z.ZodMiniType<SavedAddress[]> = z.array(savedAddressSchema);
