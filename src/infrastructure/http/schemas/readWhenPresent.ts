import * as z from 'zod/mini';

type Defaults<Shape extends z.core.$ZodShape> = { readonly [Field in keyof Shape]?: z.output<Shape[Field]> };
type Defaulted<Shape extends z.core.$ZodShape, Given> = Omit<Shape, keyof Given> & {
  [Field in keyof Given & keyof Shape]: z.ZodMiniPipe<z.ZodMiniOptional<Shape[Field]>, z.ZodMiniTransform<z.output<Shape[Field]>, z.output<Shape[Field]> | undefined>>;
};

/**
 * A contract shape whose fields named in `defaults` a backend may leave out: each is read when
 * present and taken as its default when absent (what SPEC does not promise, or an older server
 * did not send). Written with what the storefront's first load already carries (optional, pipe,
 * transform) rather than z.partial or z._default, whose code would join it.
 */
export function readWhenPresent<Shape extends z.core.$ZodShape, const Given extends Defaults<Shape>>(
  shape: Shape,
  defaults: Given,
): Defaulted<Shape, Given> {
  const fields: Record<string, z.core.$ZodType> = { ...shape };
  for (const [field, value] of Object.entries(defaults)) {
    fields[field] = z.pipe(z.optional(shape[field]!), z.transform((read: unknown) => (read === undefined ? value : read)));
  }
  return fields as Defaulted<Shape, Given>;
}
