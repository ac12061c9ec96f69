import * as z from 'zod/mini';

/**
 * A contract shape read leniently: each named field may be missing or null, as a backend that
 * keeps only to SPEC may send it; present, it has the contract's type.
 */
export function nullishFields<Shape extends z.core.$ZodShape, const Field extends keyof Shape & string>(object: z.ZodMiniObject<Shape>, fields: readonly Field[]) {
  const lenient: Record<string, z.core.SomeType> = {};
  for (const field of fields) lenient[field] = z.optional(z.nullable(object.shape[field] as Shape[Field]));
  return z.extend(object, lenient as { [Name in Field]: z.ZodMiniOptional<z.ZodMiniNullable<Shape[Name]>> });
}
