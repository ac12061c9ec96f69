import { Routes } from '@tiara/domain/access';
import { AdminMessages } from '../../messages/AdminMessages';

/**
 * SPEC §2's children of /admin, in the route table's order with the returns (issue 29) beside the orders, then the background jobs (issue 17) and what lacks Arabic (issue 28),
 * each with the key of its sidebar label: the label is read when the sidebar draws, so it is in
 * the shown language (read here, once, it would stay in the language the module loaded in).
 */
export const ADMIN_SECTIONS = [
  { path: 'dashboard', section: 'dashboard' },
  { path: 'categories', section: 'categories' },
  { path: 'products', section: 'products' },
  { path: 'orders', section: 'orders' },
  { path: 'returns', section: 'returns' },
  { path: 'users', section: 'users' },
  { path: 'notifications', section: 'notifications' },
  { path: 'payments', section: 'payments' },
  { path: 'events', section: 'events' },
  { path: 'dental-training', section: 'dentalTraining' },
  { path: 'promocodes', section: 'promoCodes' },
  { path: 'tiaraai-subscriptions', section: 'aiSubscriptions' },
  { path: 'shipping-fees', section: 'shippingFees' },
  { path: 'management', section: 'management' },
  { path: 'jobs', section: 'jobs' },
  { path: 'arabic', section: 'arabic' },
] as const satisfies ReadonlyArray<{ path: string; section: keyof typeof AdminMessages.sections }>;

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];

export const adminPath = (section: AdminSectionPath) => `${Routes.admin}/${section}`;

/** A section's sidebar label, in the language shown now. */
export const sectionLabel = (section: (typeof ADMIN_SECTIONS)[number]) => AdminMessages.sections[section.section];
