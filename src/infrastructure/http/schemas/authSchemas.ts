import * as z from 'zod/mini';
import type { SignedInUser } from '../../../application/auth/AuthApi';

// zod/mini: the token checks run on every page, so these schemas are part of the first load.

/** Profile texts another backend may leave out or send as null read as ''. */
const profileText = z.optional(z.nullable(z.string()));

function dateOrNull(text: string | null | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** SPEC §3 "User on login". */
export const signedInUserSchema: z.ZodMiniType<SignedInUser> = z.pipe(
  z.object({
    role: z.string(),
    token: z.string().check(z.minLength(1)),
    email: z.string(),
    user_id: z.int().check(z.positive()),
    first_name: profileText,
    middle_name: profileText,
    last_name: profileText,
    city: profileText,
    country: profileText,
    address: profileText,
    postal_code: profileText,
    state: profileText,
    phone: profileText,
    created_at: profileText,
  }),
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
  z.object({ valid: z.optional(z.boolean()), validity: z.optional(z.boolean()) }).check(z.refine((wire) => wire.valid !== undefined || wire.validity !== undefined)),
  z.transform((wire) => wire.valid ?? wire.validity ?? false),
);

/**
 * validateToken's 200: SPEC promises only the status. A body naming the token's role (this
 * repository's server sends `{ valid, user_id, role }`) lends the guard that role; any other body,
 * or none, accepts the token with no role named.
 */
export const acceptedTokenSchema: z.ZodMiniType<string | null> = z.pipe(
  z.unknown(),
  z.transform((wire) => {
    const named = z.object({ role: z.string() }).safeParse(wire);
    return named.success ? named.data.role : null;
  }),
);

/** The password-reset calls answer `{ message }`, shown to the person as it is. */
export const serverMessageSchema: z.ZodMiniType<string> = z.pipe(
  z.object({ message: z.string() }),
  z.transform((wire) => wire.message),
);
