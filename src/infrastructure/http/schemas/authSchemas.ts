import * as z from 'zod/mini';
import { AcceptedTokenJson, AccountMessageJson, SignedInUserJson, TokenExpiryJson } from '@tiara/contract/userJson';
import type { SignedInUser } from '../../../application/auth/AuthApi';
import { dateOrNull } from './dateOrNull';
import { nullishFields } from './nullishFields';

// zod/mini: the token checks run on every page, so these schemas are part of the first load.

/**
 * SPEC §3 "User on login" names every field; a backend may leave a profile text out or send it as
 * null (read as ''), send an unreadable date (read as none), or name a role this server does not
 * have. A sign-in without a token signs nobody in.
 */
const specSignedInUser = z.object({
  ...nullishFields(SignedInUserJson, ['first_name', 'middle_name', 'last_name', 'city', 'country', 'address', 'postal_code', 'state', 'phone', 'created_at']),
  role: z.string(),
  token: z.string().check(z.minLength(1)),
});

export const signedInUserSchema: z.ZodMiniType<SignedInUser> = z.pipe(
  specSignedInUser,
  z.transform((wire) => ({
    role: wire.role,
    token: wire.token,
    email: wire.email,
    userId: wire.user_id,
    firstName: wire.first_name ?? '',
    middleName: wire.middle_name ?? '',
    lastName: wire.last_name ?? '',
    city: wire.city ?? '',
    country: wire.country ?? '',
    address: wire.address ?? '',
    postalCode: wire.postal_code ?? '',
    state: wire.state ?? '',
    phone: wire.phone ?? '',
    createdAt: dateOrNull(wire.created_at),
  })),
);

/**
 * SPEC §7 ValidateTokenExpiry reads "validity" without naming the field: a backend that keeps to
 * the words sends `validity`, this repository's server `valid`; one of them must be there.
 */
export const tokenExpirySchema: z.ZodMiniType<boolean> = z.pipe(
  z.object({ valid: z.optional(TokenExpiryJson.shape.valid), validity: z.optional(z.boolean()) }).check(z.refine((wire) => wire.valid !== undefined || wire.validity !== undefined)),
  z.transform((wire) => wire.valid ?? wire.validity ?? false),
);

/**
 * validateToken's 200: SPEC promises only the status. A body naming the token's role (this
 * repository's server sends `{ valid, user_id, role }`) lends the guard that role; any other body,
 * or none, accepts the token with no role named.
 */
const namingARole = z.object({ role: AcceptedTokenJson.shape.role });

export const acceptedTokenSchema: z.ZodMiniType<string | null> = z.pipe(
  z.unknown(),
  z.transform((wire) => {
    const named = namingARole.safeParse(wire);
    return named.success ? named.data.role : null;
  }),
);

/** The password-reset calls answer `{ message }`, shown to the person as it is. */
export const serverMessageSchema: z.ZodMiniType<string> = z.pipe(
  AccountMessageJson,
  z.transform((wire) => wire.message),
);
