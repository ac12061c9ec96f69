import { Routes } from '@tiara/domain/access';
import { PageTitleMessages } from '../messages/PageTitleMessages';
import { SalesMessages } from '../messages/SalesMessages';
import type { PageTitleRoute } from '../routing/PageTitlePresenter';
import { StaffReturnsMessages } from '../messages/StaffReturnsMessages';
import { SALES_RETURNS_PATH } from './SalesReturnsPage';

/** The sales desk's tab titles: its login, its orders and its returns. */
export const SALES_PAGE_TITLES: readonly PageTitleRoute[] = [
  { path: Routes.salesLogin, title: () => PageTitleMessages.titled(SalesMessages.login.title) },
  { path: Routes.salesHome, title: () => PageTitleMessages.inArea(SalesMessages.orders, SalesMessages.areaTitle) },
  { path: SALES_RETURNS_PATH, title: () => PageTitleMessages.inArea(StaffReturnsMessages.title, SalesMessages.areaTitle) },
];
