import * as z from 'zod/mini';
import type { AdminImagesApi } from '../../../application/admin/AdminImagesApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import type { HttpClient } from '../HttpClient';

const CREATED = 201;

/** POST /api/admin/images as multipart, the picture in the field `file`. */
export class HttpAdminImagesApi implements AdminImagesApi {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  upload(file: Blob, fileName: string): Promise<ApiResult<{ readonly url: string }>> {
    const form = new FormData();
    form.append('file', file, fileName);
    return this.http.send({ method: 'POST', path: '/api/admin/images', body: form, schema: z.object({ url: z.string() }), expect: [CREATED] });
  }
}
