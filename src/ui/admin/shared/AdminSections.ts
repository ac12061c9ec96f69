import { Routes } from '../../../domain/access';
import { AdminMessages } from '../../messages/AdminMessages';

/** SPEC §2's children of /admin, in the route table's order, then the background jobs (issue 17), with the sidebar's labels. */
export const ADMIN_SECTIONS = [
  { path: 'dashboard', label: AdminMessages.sections.dashboard },
  { path: 'categories', label: AdminMessages.sections.categories },
  { path: 'products', label: AdminMessages.sections.products },
  { path: 'orders', label: AdminMessages.sections.orders },
  { path: 'users', label: AdminMessages.sections.users },
  { path: 'notifications', label: AdminMessages.sections.notifications },
  { path: 'payments', label: AdminMessages.sections.payments },
  { path: 'events', label: AdminMessages.sections.events },
  { path: 'dental-training', label: AdminMessages.sections.dentalTraining },
  { path: 'promocodes', label: AdminMessages.sections.promoCodes },
  { path: 'tiaraai-subscriptions', label: AdminMessages.sections.aiSubscriptions },
  { path: 'shipping-fees', label: AdminMessages.sections.shippingFees },
  { path: 'management', label: AdminMessages.sections.management },
  { path: 'jobs', label: AdminMessages.sections.jobs },
] as const;

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];

export const adminPath = (section: AdminSectionPath) => `${Routes.admin}/${section}`;
