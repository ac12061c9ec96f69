import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdminArabicReportApi } from '../../../../src/application/admin/arabic/AdminArabicReportApi';
import { ArabicReportPresenter } from '../../../../src/ui/admin/arabic/ArabicReportPresenter';
import { showLanguage } from '../../../../src/ui/i18n/localized';
import { loadTexts } from '../../../../src/ui/i18n/translations';
import { catalogProduct } from '../../../application/support/fakes/FakeAdminCatalogApi';
import { FakeAdminArabicReportApi } from '../../../application/support/fakes/FakeAdminArabicReportApi';
import { refusal } from '../../../application/support/fakes/FakeApi';
import { sectionContainer } from '../shared/sectionsTestKit';

function setUp() {
  const api = new FakeAdminArabicReportApi();
  api.productRows.set(7, catalogProduct(7, { name: 'Matrix Bands', nameAr: 'أشرطة ماتريكس', description: 'Steel bands.', specifications: [{ name: 'Pieces', value: '12' }] }));
  api.productRows.set(8, catalogProduct(8, { name: 'Etch Gel', nameAr: 'جل حفر' }));
  api.subcategoryRows.set(3, { id: 3, categoryId: 3, name: 'Strip crowns', nameAr: null, logoUrl: '', isActive: true });
  api.others = [
    { kind: 'plan', id: 2, title: 'Pro', within: null, missing: ['period'] },
    { kind: 'package', id: 6, title: 'VIP', within: 'Endo day', missing: ['name'] },
  ];
  const kit = sectionContainer(AdminArabicReportApi, api);
  return { api, presenter: kit.container.get(ArabicReportPresenter) };
}

describe('ArabicReportPresenter', () => {
  beforeAll(async () => {
    await loadTexts('ar', ['storefront', 'staff']);
  });
  afterEach(() => showLanguage('en'));

  it('counts the items lacking Arabic of every kind, and lists those kinds in the report’s order with what each item lacks', async () => {
    const { presenter } = setUp();
    expect(presenter.counts).toBeNull();
    await presenter.opened();
    expect(presenter.counts?.map((entry) => [entry.label, entry.count])).toEqual([
      ['Products', 1],
      ['Subcategories', 1],
      ['Notifications', 0],
      ['Trainings', 0],
      ['Training packages', 1],
      ['AI plans', 1],
    ]);
    expect(presenter.total).toBe('4 items lack Arabic');
    expect(presenter.complete).toBe(false);
    expect(presenter.groups.map((group) => group.label)).toEqual(['Products', 'Subcategories', 'Training packages', 'AI plans']);
    expect(presenter.groups[0]?.rows).toEqual([
      { key: 'product-7', title: 'Matrix Bands', within: null, missing: 'Description, Specifications', link: { to: '/admin/products?edit=7', label: 'Edit Matrix Bands' } },
    ]);
  });

  it('links products and subcategories to their editors, and the other kinds to the section where they are written', async () => {
    const { presenter } = setUp();
    await presenter.opened();
    const links = presenter.groups.flatMap((group) => group.rows.map((row) => [row.key, row.link.to, row.link.label, row.within]));
    expect(links).toEqual([
      ['product-7', '/admin/products?edit=7', 'Edit Matrix Bands', null],
      ['subcategory-3', '/admin/categories?edit=3', 'Edit Strip crowns', null],
      ['package-6', '/admin/dental-training', 'Open Dental Training', 'of Endo day'],
      ['plan-2', '/admin/tiaraai-subscriptions', 'Open TiaraAI Subscriptions', null],
    ]);
  });

  it('says every text has its Arabic once nothing lacks it, after a refresh', async () => {
    const { presenter, api } = setUp();
    await presenter.opened();
    api.productRows.set(7, { ...api.productRows.get(7)!, descriptionAr: 'أشرطة ستانلس.', specificationsAr: [{ name: 'عدد القطع', value: '١٢' }] });
    api.subcategoryRows.set(3, { ...api.subcategoryRows.get(3)!, nameAr: 'تيجان شريطية' });
    api.others = [];
    await presenter.refreshClicked();
    expect(presenter.complete).toBe(true);
    expect(presenter.groups).toEqual([]);
    expect(presenter.counts?.every((entry) => entry.count === 0)).toBe(true);
  });

  it('names kinds and texts in the shown language, the Arabic list joined with the Arabic comma', async () => {
    const { presenter } = setUp();
    await presenter.opened();
    showLanguage('ar');
    expect(presenter.groups[0]).toMatchObject({ label: 'المنتجات', rows: [{ missing: 'الوصف، المواصفات', link: { label: 'تعديل Matrix Bands' } }] });
    expect(presenter.total).toBe('4 عناصر تنقصها العربية');
  });

  it('shows the server’s refusal and keeps the last report', async () => {
    const { presenter, api } = setUp();
    await presenter.opened();
    const failure = refusal(403, 'forbidden', 'Only an Admin may do this.');
    api.failures.set('gaps', failure);
    await presenter.refreshClicked();
    expect(presenter.error).toBe(failure.message);
    expect(presenter.counts?.[0]?.count).toBe(1);
    expect(presenter.loading).toBe(false);
  });
});
