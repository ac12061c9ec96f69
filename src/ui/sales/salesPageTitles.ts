import { Routes } from '@tiara/domain/access';
import { PageTitleMessages } from '../messages/PageTitleMessages';
import { SalesMessages } from '../messages/SalesMessages';
import type { PageTitleRoute } from '../routing/PageTitlePresenter';

/** The sales desk's tab titles: its login and its orders. */
export const SALES_PAGE_TITLES: readonly PageTitleRoute[] = [
  { path: Routes.salesLogin, title: () => PageTitleMessages.titled(SalesMessages.login.title) },
  { path: Routes.salesHome, title: () => PageTitleMessages.inArea(SalesMessages.orders, SalesMessages.areaTitle) },
];
