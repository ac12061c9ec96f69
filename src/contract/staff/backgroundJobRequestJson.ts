import * as z from 'zod/mini';
import { JobStateJson } from './backgroundJobJson';

/*
 * The jobs list's filter. Apart from the answers: the back office only types what it sends, so
 * these rules never reach the browser.
 */

export const BackgroundJobQueryJson = z.object({ state: z.optional(JobStateJson) });
export type BackgroundJobQueryJson = z.infer<typeof BackgroundJobQueryJson>;
