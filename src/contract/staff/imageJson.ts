import * as z from 'zod/mini';

/** The answer to POST /api/admin/images: the stored picture's address, to put in an image field. */
export const UploadedImageJson = z.object({ url: z.string(), name: z.string(), content_type: z.string(), size_bytes: z.int() });
export type UploadedImageJson = z.infer<typeof UploadedImageJson>;
