import type * as z from 'zod/mini';
import { nullable, optional } from 'zod/mini';

/**
 * A contract shape's fields, the named ones read leniently: each may be missing or null, as a
 * backend that keeps only to SPEC may send it; present, it has the contract's type. Spread into
 * z.object with any field read otherwise (z.extend would bring its code into the first load).
 */
export function nullishFields<Shape extends z.core.$ZodShape, const Field extends keyof Shape & string>(object: z.ZodMiniObject<Shape>, fields: readonly Field[]) {
  const shape: Record<string, z.core.SomeType> = { ...object.shape };
  for (const field of fields) shape[field] = optional(nullable(object.shape[field] as Shape[Field]));
  return shape as Omit<Shape, Field> & { [Name in Field]: z.ZodMiniOptional<z.ZodMiniNullable<Shape[Name]>> };
}
