import type { ShippingFeeJson } from '@tiara/contract/shippingJson';
import { poundsFromPiasters } from '@tiara/domain/money';
import type { ShippingFeeRecord } from '@tiara/domain/shipping-fee';

export function shippingFeeToJson(record: ShippingFeeRecord): ShippingFeeJson {
  return { governorate_name: record.governorateName, shipping_fee: poundsFromPiasters(record.fee) };
}
