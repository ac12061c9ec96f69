import { Routes } from '@tiara/domain/access';
import { AdminMessages } from '../../messages/AdminMessages';
import { PageTitleMessages } from '../../messages/PageTitleMessages';
import type { PageTitleRoute } from '../../routing/PageTitlePresenter';
import { ADMIN_SECTIONS, adminPath, sectionLabel } from './AdminSections';

/** The back office's tab titles: its login, and each section by its sidebar label. */
export const ADMIN_PAGE_TITLES: readonly PageTitleRoute[] = [
  { path: Routes.adminLogin, title: () => PageTitleMessages.titled(AdminMessages.login.title) },
  ...ADMIN_SECTIONS.map((section) => ({ path: adminPath(section.path), title: () => PageTitleMessages.inArea(sectionLabel(section), AdminMessages.areaTitle) })),
];
