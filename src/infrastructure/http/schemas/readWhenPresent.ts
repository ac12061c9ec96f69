import * as z from 'zod/mini';

type Defaults<Shape extends z.core.$ZodShape> = { readonly [Field in keyof Shape]?: z.output<Shape[Field]> };
type Read<Shape extends z.core.$ZodShape, Given> = Omit<z.output<z.ZodMiniObject<Shape>>, keyof Given> & { [Field in keyof Given & keyof Shape]: z.output<Shape[Field]> };

/**
 * An object read from a contract shape whose fields named in `defaults` a backend may leave out:
 * each is read when present and taken as its default when absent (what SPEC does not promise, or
 * an older server did not send). Written with what the storefront's first load already carries
 * (optional, pipe, transform) rather than z.partial or z._default, whose code would join it.
 */
export function readWhenPresent<Shape extends z.core.$ZodShape, const Given extends Defaults<Shape>>(
  shape: Shape,
  defaults: Given,
): z.ZodMiniType<Read<Shape, Given>> {
  const fields: Record<string, z.core.$ZodType> = { ...shape };
  for (const field of Object.keys(defaults)) fields[field] = z.optional(shape[field]!);
  // Parsed JSON has no key set to undefined: a field left out is simply not in what zod answers.
  return z.pipe(z.object(fields), z.transform((read) => ({ ...defaults, ...read }))) as never;
}
