import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import type { ApiResult } from '../../application/shared/ApiResult';
import { ShippingFeeApi } from '../../application/shipping/ShippingFeeApi';
import { type ShippingFeeRecord, ShippingFeeTable } from '@tiara/domain/shipping-fee';
import { makePresenterObservable } from '../presenter/makePresenterObservable';

/**
 * The governorates' shipping fees as the back office keeps them (GET /api/ShippingFees), for a
 * screen that shows a fee: the cart's estimate and the checkout's fee read the same table.
 */
@injectable()
export class ShippingFeeTablePresenter {
  /** Null until the server answered. */
  table: ShippingFeeTable | null = null;

  constructor(@inject(ShippingFeeApi) private readonly shippingFees: ShippingFeeApi) {
    makePresenterObservable(this, arguments, { table: observableRef });
  }

  async load(): Promise<void> {
    this.arrived(await this.shippingFees.fees());
  }

  private arrived(result: ApiResult<ShippingFeeRecord[]>): void {
    // Without the table every governorate is charged the default, as SPEC §4 says for unknown ones.
    this.table = new ShippingFeeTable(result.ok ? result.value : []);
  }
}
