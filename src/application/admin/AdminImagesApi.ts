import type { ServiceIdentifier } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';

/** POST /api/admin/images: the server sniffs the format, stores it under a random name and answers its URL. */
export interface AdminImagesApi {
  upload(file: Blob, fileName: string): Promise<ApiResult<{ readonly url: string }>>;
}

export const AdminImagesApi: ServiceIdentifier<AdminImagesApi> = Symbol('AdminImagesApi');
