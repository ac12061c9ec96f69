/** The browser tab's title (issue 27): every route of every area has one, in the shown language, following the page. */
import { Container } from 'inversify';
import { autorun } from 'mobx';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS } from '../../../src/ui/admin/shared/AdminSections';
import { ADMIN_PAGE_TITLES } from '../../../src/ui/admin/shared/adminPageTitles';
import { showLanguage } from '../../../src/ui/i18n/localized';
import { loadTexts } from '../../../src/ui/i18n/translations';
import { PageTitlePresenter } from '../../../src/ui/routing/PageTitlePresenter';
import { MAINTENANCE_PAGE_TITLES, STOREFRONT_PAGE_TITLES } from '../../../src/ui/routing/storefrontPageTitles';
import { SALES_PAGE_TITLES } from '../../../src/ui/sales/salesPageTitles';

/** Every storefront page of SPEC §2's route table, by an address of it. */
const STOREFRONT_PAGES = [
  '/',
  '/products',
  '/products/46',
  '/cart',
  '/checkout',
  '/payment/confirmation',
  '/login',
  '/signup',
  '/forgot-password',
  '/account',
  '/my-orders',
  '/my-orders/12',
  '/notifications',
  '/training',
  '/contact',
  '/tiara-ai-checkout',
  '/events',
  '/privacy-policy',
  '/refund-exchange-policy',
  '/shipping-policy',
  '/ai',
  '/ai-scan-upload',
  '/no-such-page',
];

describe('PageTitlePresenter', () => {
  beforeAll(async () => {
    await loadTexts('ar', ['storefront', 'staff']);
  });
  afterEach(() => showLanguage('en'));

  const titles = () => new PageTitlePresenter();

  it('gives each storefront page a title of its own, the shop named after the page', () => {
    const presenter = titles();
    const shown = STOREFRONT_PAGES.map((path) => presenter.titleOf(STOREFRONT_PAGE_TITLES, path, ''));
    expect(new Set(shown).size).toBe(STOREFRONT_PAGES.length);
    expect(shown.slice(0, 5)).toEqual(['Tiara · Professional Dental Supplies', 'All Products · Tiara', 'Product · Tiara', 'Shopping Cart · Tiara', 'Checkout · Tiara']);
    expect(presenter.titleOf(STOREFRONT_PAGE_TITLES, '/my-orders/12', '')).toBe('Order #12 · Tiara');
    expect(presenter.titleOf(STOREFRONT_PAGE_TITLES, '/no-such-page', '')).toBe('Page not found · Tiara');
  });

  it("names a category's list after the category, and the whole list or an unknown category as all products", () => {
    const presenter = titles();
    expect(presenter.titleOf(STOREFRONT_PAGE_TITLES, '/products', '?category=3&page=2')).toBe('NuSmile · Tiara');
    expect(presenter.titleOf(STOREFRONT_PAGE_TITLES, '/products', '?category=0')).toBe('All Products · Tiara');
    expect(presenter.titleOf(STOREFRONT_PAGE_TITLES, '/products', '?category=99')).toBe('All Products · Tiara');
    expect(presenter.titleOf(STOREFRONT_PAGE_TITLES, '/products', '?search=gel')).toBe('All Products · Tiara');
  });

  it("names a product's page after the product once the page has it, for that page's address only", () => {
    const presenter = titles();
    const seen: (string | null)[] = [];
    const stop = autorun(() => seen.push(presenter.titleOf(STOREFRONT_PAGE_TITLES, '/products/46', '')));
    presenter.subjectShown('/products/46', 'PediaZir Anterior Zirconia Crowns');
    stop();
    expect(seen).toEqual(['Product · Tiara', 'PediaZir Anterior Zirconia Crowns · Tiara']);
    expect(presenter.titleOf(STOREFRONT_PAGE_TITLES, '/products/47', '')).toBe('Product · Tiara');
  });

  it('names every page of the shop under maintenance after the maintenance page (SPEC §2)', () => {
    expect(titles().titleOf(MAINTENANCE_PAGE_TITLES, '/cart', '')).toBe('Under Maintenance · Tiara');
  });

  it('follows the language switch', () => {
    const presenter = titles();
    const seen: (string | null)[] = [];
    const stop = autorun(() => seen.push(presenter.titleOf(STOREFRONT_PAGE_TITLES, '/cart', '')));
    showLanguage('ar');
    stop();
    expect(seen).toEqual(['Shopping Cart · Tiara', 'سلة التسوق · Tiara']);
    expect(presenter.titleOf(STOREFRONT_PAGE_TITLES, '/', '')).toBe('Tiara · مستلزمات طب الأسنان الاحترافية');
  });

  it("gives the back office's login and each of its sections a title, in the area's name", () => {
    const presenter = titles();
    expect(presenter.titleOf(ADMIN_PAGE_TITLES, '/admin/login', '')).toBe('Admin Login · Tiara');
    expect(presenter.titleOf(ADMIN_PAGE_TITLES, '/admin/orders', '')).toBe('Orders · Tiara Admin');
    const sections = ADMIN_SECTIONS.map((section) => presenter.titleOf(ADMIN_PAGE_TITLES, `/admin/${section.path}`, ''));
    expect(new Set(sections).size).toBe(ADMIN_SECTIONS.length);
    showLanguage('ar');
    expect(presenter.titleOf(ADMIN_PAGE_TITLES, '/admin/orders', '')).toBe('الطلبات · لوحة إدارة Tiara');
    // Addresses the area sends elsewhere (its index, an unknown section) keep the title they had.
    expect(presenter.titleOf(ADMIN_PAGE_TITLES, '/admin', '')).toBeNull();
  });

  it("gives the sales desk's login and its orders a title", () => {
    const presenter = titles();
    expect(presenter.titleOf(SALES_PAGE_TITLES, '/sales/login', '')).toBe('Sales Login · Tiara');
    expect(presenter.titleOf(SALES_PAGE_TITLES, '/sales/orders', '')).toBe('Orders · Tiara Sales');
  });

  it('is one for the whole page, so that the title and the page naming its subject meet', () => {
    const container = new Container({ autobind: true });
    expect(container.get(PageTitlePresenter)).toBe(container.get(PageTitlePresenter));
  });
});
