import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { AdminDashboardApi, type Dashboard, type Growth } from '../../../application/admin/AdminDashboardApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { Brand } from '@tiara/domain/brand';
import { monthOfYearText } from '../../../locales/format/dateTexts';
import { shownLanguage } from '../../i18n/localized';
import { shownPrice } from '../../i18n/shownPrice';
import { AdminMessages } from '../../messages/AdminMessages';
import { AdminRefundsMessages } from '../../messages/AdminRefundsMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { staffDateTime } from '../shared/StaffFormats';

export interface StatCard {
  readonly label: string;
  readonly value: string;
  readonly note: string;
  /** Up, down or level against last month; null for a figure without growth. */
  readonly trend: 'up' | 'down' | 'level' | null;
}

export interface ChartBar {
  readonly label: string;
  readonly value: number;
  readonly valueText: string;
  /** The bar's height as a share of the tallest, 0 to 1. */
  readonly share: number;
}

function trendOf(growth: Growth): StatCard['trend'] {
  if (growth.percent === null || growth.percent === 0) return 'level';
  return growth.percent > 0 ? 'up' : 'down';
}

/** /admin/dashboard: the server's totals, growth, six months of revenue and the latest orders and payments. */
@injectable()
export class DashboardPresenter {
  dashboard: Dashboard | null = null;
  loading = false;
  error: string | null = null;

  constructor(@inject(AdminDashboardApi) private readonly api: AdminDashboardApi) {
    makePresenterObservable(this, arguments, { dashboard: observableRef });
  }

  async opened(): Promise<void> {
    this.loading = true;
    this.loaded(await this.api.dashboard());
  }

  refreshClicked(): Promise<void> {
    return this.opened();
  }

  get lastUpdated(): string {
    return this.dashboard ? AdminMessages.dashboard.lastUpdated(staffDateTime(this.dashboard.generatedAt)) : '';
  }

  get cards(): StatCard[] {
    const dashboard = this.dashboard;
    if (!dashboard) return [];
    const { totals, growth, refunds } = dashboard;
    const texts = AdminMessages.dashboard;
    const refundTexts = AdminRefundsMessages.dashboard;
    const thisMonth = dashboard.revenueByMonth.at(-1);
    return [
      { label: texts.totalOrders, value: String(totals.orders), note: texts.growth(growth.orders.percent), trend: trendOf(growth.orders) },
      { label: texts.revenue, value: shownPrice(totals.revenue), note: texts.growth(growth.revenue.percent), trend: trendOf(growth.revenue) },
      { label: refundTexts.netRevenue, value: shownPrice(totals.netRevenue), note: `${refundTexts.netRevenueNote} · ${texts.growth(growth.netRevenue.percent)}`, trend: trendOf(growth.netRevenue) },
      { label: refundTexts.refunds, value: shownPrice(thisMonth?.refunded ?? 0), note: refundTexts.refundsNote(thisMonth?.refundsConfirmed ?? 0, refunds.pendingCount), trend: null },
      { label: refundTexts.storeCredit, value: shownPrice(refunds.storeCreditOutstanding), note: refundTexts.storeCreditNote, trend: null },
      { label: texts.customers, value: String(totals.customers), note: texts.growth(growth.customers.percent), trend: trendOf(growth.customers) },
      { label: texts.products, value: String(totals.products), note: texts.productsActive(totals.activeProducts), trend: null },
      { label: texts.aiSubscriptions, value: String(totals.activeAiSubscriptions), note: Brand.aiName, trend: null },
    ];
  }

  get revenueBars(): ChartBar[] {
    const months = this.dashboard?.revenueByMonth ?? [];
    const tallest = Math.max(0, ...months.map((month) => month.revenue));
    return months.map((month) => ({
      label: monthOfYearText(month.month, shownLanguage()),
      value: month.revenue,
      valueText: shownPrice(month.revenue),
      share: tallest === 0 ? 0 : month.revenue / tallest,
    }));
  }

  private loaded(answer: ApiResult<Dashboard>): void {
    this.loading = false;
    if (answer.ok) {
      this.dashboard = answer.value;
      this.error = null;
    } else {
      this.error = answer.error.message;
    }
  }
}
