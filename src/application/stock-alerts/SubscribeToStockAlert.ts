import { inject, injectable } from 'inversify';
import { type Result, fail, ok } from '@tiara/domain/result';
import { type AlertEmailProblem, alertEmailProblem } from '@tiara/domain/stock-alert';
import type { ApiFailure } from '../shared/ApiResult';
import { SessionStore } from '../session/SessionStore';
import { StockAlertApi, type StockAlertSubscription, type StockAlertTarget } from './StockAlertApi';

/**
 * `needs-email`: a visitor, who must give an address first; `email`: the address given breaks
 * the rule (SPEC's texts); `refused`: the server's answer (in stock again, sold out of the shop...).
 */
export type SubscribeError = { readonly kind: 'needs-email' } | { readonly kind: 'email'; readonly problem: AlertEmailProblem } | { readonly kind: 'refused'; readonly failure: ApiFailure };

/** Puts the signed-in customer, or a visitor by the address they typed, on a product's back-in-stock list. */
@injectable()
export class SubscribeToStockAlert {
  private readonly alerts: StockAlertApi;
  private readonly session: SessionStore;

  constructor(@inject(StockAlertApi) alerts: StockAlertApi, @inject(SessionStore) session: SessionStore) {
    this.alerts = alerts;
    this.session = session;
  }

  /** Whether the caller is signed in, so one click is enough. */
  get signedIn(): boolean {
    return this.session.current().token !== null;
  }

  /** `email`: what a visitor typed; null on the first click. */
  async execute(target: StockAlertTarget, email: string | null): Promise<Result<StockAlertSubscription, SubscribeError>> {
    let address: string | null = null;
    if (!this.signedIn) {
      if (email === null) return fail({ kind: 'needs-email' });
      const problem = alertEmailProblem(email);
      if (problem) return fail({ kind: 'email', problem });
      address = email.trim();
    }
    const answer = await this.alerts.subscribe(target, address);
    return answer.ok ? ok(answer.value) : fail({ kind: 'refused', failure: answer.error });
  }
}
