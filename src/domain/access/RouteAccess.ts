import { Routes } from './Routes';

/**
 * Who may open a route (SPEC §2 route table, §6):
 * - public: everyone;
 * - guest-only: /login and /signup, which send a signed-in person home;
 * - signed-in: /account;
 * - subscriber: /ai-scan-upload, which also needs the subscription flag 'true';
 * - admin: /admin and everything under it except /admin/login;
 * - sales: /sales and everything under it except /sales/login.
 */
export type RouteAccess = 'public' | 'guest-only' | 'signed-in' | 'subscriber' | 'admin' | 'sales';

function safelyDecoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The path the router will match: without query or fragment, percent-decoded, lower-case (the
 * router matches case-insensitively), with doubled slashes, dot segments and the trailing slash
 * removed. Classifying this form rather than the raw text means '/Admin/', '//admin' or
 * '/%61dmin' cannot reach an admin screen as a public route.
 */
export function normalisePathname(pathname: string): string {
  const path = safelyDecoded(pathname.split(/[?#]/, 1)[0] ?? '').toLowerCase();
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

function isWithin(path: string, root: string): boolean {
  return path === root || path.startsWith(`${root}/`);
}

/** The admin and sales areas, their login pages included: the staff's, outside the storefront's shell and maintenance. */
export function isStaffArea(pathname: string): boolean {
  const path = normalisePathname(pathname);
  return isWithin(path, Routes.admin) || isWithin(path, Routes.sales);
}

export function routeAccessOf(pathname: string): RouteAccess {
  const path = normalisePathname(pathname);
  if (path === Routes.adminLogin || path === Routes.salesLogin) return 'public';
  if (isWithin(path, Routes.admin)) return 'admin';
  if (isWithin(path, Routes.sales)) return 'sales';
  if (path === Routes.login || path === Routes.signup) return 'guest-only';
  if (isWithin(path, Routes.account)) return 'signed-in';
  if (isWithin(path, Routes.aiScanUpload)) return 'subscriber';
  return 'public';
}
