import * as z from 'zod/mini';
import { UploadedImageJson } from '@tiara/contract/staff/imageJson';
import type { AdminImagesApi } from '../../../application/admin/AdminImagesApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';

const CREATED = 201;

const uploadedSchema = z.pipe(
  UploadedImageJson,
  z.transform((wire) => ({ url: wire.url })),
);

/** POST /api/admin/images as multipart, the picture in the field `file`. */
export class HttpAdminImagesApi implements AdminImagesApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  upload(file: Blob, fileName: string): Promise<ApiResult<{ readonly url: string }>> {
    const form = new FormData();
    form.append('file', file, fileName);
    return this.http.send({ method: 'POST', path: '/api/admin/images', body: form, schema: uploadedSchema, expect: [CREATED] });
  }
}
