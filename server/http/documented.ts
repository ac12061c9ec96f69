import * as z from 'zod/mini';

/** A copy of `schema` with the API document's words on it; the schema itself is left as it is. */
export function described<Schema extends z.core.$ZodType>(schema: Schema, description: string): Schema {
  const copy = z.clone(schema);
  z.globalRegistry.add(copy, { ...z.globalRegistry.get(schema), description });
  return copy;
}

/**
 * A wire shape of the contract (src/contract), with the API document's words on some of its
 * fields. The shape is the contract's, which the SPA reads too; the words are the server's, so the
 * SPA's bundle carries none of them. The contract's own schemas are left as they are.
 */
export function documented<Shape extends z.core.$ZodShape>(
  object: z.ZodMiniObject<Shape>,
  descriptions: { readonly [Field in keyof Shape]?: string },
): z.ZodMiniObject<Shape> {
  const words: Readonly<Record<string, string | undefined>> = descriptions;
  const fields: Record<string, z.core.$ZodType> = {};
  for (const [field, schema] of Object.entries<z.core.$ZodType>(object.shape)) {
    const description = words[field];
    if (description !== undefined) fields[field] = described(schema, description);
  }
  return z.extend(object, fields) as unknown as z.ZodMiniObject<Shape>;
}
