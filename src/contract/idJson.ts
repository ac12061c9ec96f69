import * as z from 'zod/mini';

/** The largest id a PostgreSQL integer column holds: a larger one names nothing, so the server refuses it on the wire. */
export const LARGEST_ID = 2_147_483_647;

/** A row's id as a body names it (an order, a plan's order, ...). */
export const IdJson = z.int().check(z.positive(), z.lte(LARGEST_ID));
export type IdJson = z.infer<typeof IdJson>;
