import * as z from 'zod/mini';

type Defaults<Shape extends z.core.$ZodShape> = { readonly [Field in keyof Shape]?: z.output<Shape[Field]> };
type Defaulted<Shape extends z.core.$ZodShape, Given> = Omit<Shape, keyof Given> & { [Field in keyof Given & keyof Shape]: z.ZodMiniDefault<Shape[Field]> };

/**
 * A contract shape whose fields named in `defaults` a backend may leave out: each is read when
 * present and taken as its default when absent (what SPEC does not promise, or an older server
 * did not send). Written here rather than with z.partial, whose code would join the storefront's
 * first load.
 */
export function readWhenPresent<Shape extends z.core.$ZodShape, const Given extends Defaults<Shape>>(
  shape: Shape,
  defaults: Given,
): Defaulted<Shape, Given> {
  const fields: Record<string, z.core.$ZodType> = { ...shape };
  for (const [field, value] of Object.entries(defaults)) fields[field] = z._default(shape[field]!, value);
  return fields as Defaulted<Shape, Given>;
}
