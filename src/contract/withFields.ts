import * as z from 'zod/mini';

/**
 * A contract object with more fields, or some replaced: what z.extend does, written as a spread.
 * z.extend's own code would join the storefront's first load wherever the SPA reads a shape made
 * with it, and a spread written at a module's top level would keep a shape nobody reads; the
 * annotation lets the bundler drop it instead.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withFields<Object extends z.ZodMiniObject, Added extends z.core.$ZodLooseShape>(
  object: Object,
  added: Added,
): z.ZodMiniObject<z.core.util.Extend<Object['shape'], z.core.util.Writeable<Added>>, Object['_zod']['config']> {
  return z.object({ ...object.shape, ...added }) as never;
}
