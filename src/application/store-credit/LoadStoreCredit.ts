import { inject, injectable } from 'inversify';
import type { ApiResult } from '../shared/ApiResult';
import { type StoreCredit, StoreCreditApi } from './StoreCreditApi';

/** The signed-in customer's store credit balance and ledger. */
@injectable()
export class LoadStoreCredit {
  private readonly credit: StoreCreditApi;

  constructor(@inject(StoreCreditApi) credit: StoreCreditApi) {
    this.credit = credit;
  }

  execute(): Promise<ApiResult<StoreCredit>> {
    return this.credit.mine();
  }
}
