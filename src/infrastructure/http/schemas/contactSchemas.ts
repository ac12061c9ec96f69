import * as z from 'zod/mini';

/** POST /api/contact answers 201 with `{ message, id }`; the form needs only to know it landed. */
export const contactSentSchema = z.pipe(
  z.object({ id: z.int() }),
  z.transform((): void => undefined),
);
