import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import type { ShippingFeeApi } from '../../../../src/application/shipping/ShippingFeeApi';
import { ok } from '@tiara/domain/result';
import type { ShippingFeeRecord } from '@tiara/domain/shipping-fee';
import { FakeApi } from './FakeApi';

/** The governorates' fees as the admin keeps them (a few of the demo shop's); `calls` counts the reads. */
export class FakeShippingFeeApi extends FakeApi implements ShippingFeeApi {
  calls = 0;
  table: ShippingFeeRecord[] = [
    { governorateName: 'Cairo', fee: 15_000 },
    { governorateName: 'Alexandria', fee: 17_500 },
    { governorateName: 'North Sinai', fee: 0 },
  ];

  fees(): Promise<ApiResult<ShippingFeeRecord[]>> {
    this.calls += 1;
    return this.respond('fees', 'fees', () => ok(this.table));
  }
}
