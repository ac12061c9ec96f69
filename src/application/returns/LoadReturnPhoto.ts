import { inject, injectable } from 'inversify';
import { OrderDetailApi } from '../orders/OrderDetailApi';
import type { ApiResult } from '../shared/ApiResult';
import type { OrderReturnsApi } from './OrderReturnsApi';

/**
 * The picture of a report's photo, to show. It answers only its owner's credentials, which an
 * `<img src>` cannot send: the page shows the bytes fetched here.
 */
@injectable()
export class LoadReturnPhoto {
  private readonly api: OrderReturnsApi;

  constructor(@inject(OrderDetailApi) api: OrderReturnsApi) {
    this.api = api;
  }

  execute(photoId: number): Promise<ApiResult<Blob>> {
    return this.api.returnPhoto(photoId);
  }
}
