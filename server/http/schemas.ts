import { z } from 'zod';
import { LARGEST_ID } from '@tiara/contract/idJson';

export const errorBody = z.object({ message: z.string(), code: z.string() });

/** Response schemas for the error statuses a route documents, all with the same `{ message, code }` body. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof errorBody> {
  return Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<S, typeof errorBody>;
}

export { LARGEST_ID } from '@tiara/contract/idJson';

/** A positive integer path parameter written in plain digits ("12"); anything else is a 400, never a database error. */
export const idParam = z
  .string()
  .regex(/^\d{1,10}$/, 'must be a positive whole number')
  .transform(Number)
  .pipe(z.number().int().positive().max(LARGEST_ID));
