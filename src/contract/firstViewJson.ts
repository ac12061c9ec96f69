import * as z from 'zod/mini';

/** The id of the page's `<script type="application/json">` in which the server hands over the first view's API answers. */
export const FIRST_VIEW_ELEMENT_ID = 'tiara-first-view';

/** One API answer as the server gave it: its status and its JSON body. */
export const EmbeddedAnswerJson = z.strictObject({ status: z.number(), body: z.unknown() });
export type EmbeddedAnswerJson = z.infer<typeof EmbeddedAnswerJson>;

/** What that script holds: the answers of the GETs the first view needs, by path. */
export const FirstViewJson = z.strictObject({ answers: z.record(z.string(), EmbeddedAnswerJson) });
export type FirstViewJson = z.infer<typeof FirstViewJson>;
