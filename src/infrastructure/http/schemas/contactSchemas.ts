import * as z from 'zod/mini';
import { ContactMessageSentJson } from '@tiara/contract/contactJson';

/** POST /api/contact answers 201 with `{ message, id }`; the form needs only to know it landed. */
export const contactSentSchema: z.ZodMiniType<void> = z.pipe(
  z.object({ id: ContactMessageSentJson.shape.id }),
  z.transform((): void => undefined),
);
