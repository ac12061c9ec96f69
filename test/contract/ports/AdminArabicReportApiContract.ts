import { describe, expect, it } from 'vitest';
import type { AdminArabicReportApi } from '../../../src/application/admin/arabic/AdminArabicReportApi';
import type { AdminCatalogApi, ProductFields } from '../../../src/application/admin/AdminCatalogApi';
import { productFields as englishProductFields } from './AdminCatalogApiContract';
import type { Subject } from './support/Subject';

export interface AdminArabicReportApiSubject {
  readonly api: AdminArabicReportApi;
  /** The catalogue the report reads. */
  readonly catalog: AdminCatalogApi;
  /** A name nothing in the catalogue has yet, starting with `base` (a new one each call). */
  uniqueName(base: string): string;
}

const NUSMILE = 3;

/** A product of NuSmile's (as the catalogue's contract writes one) in English and Arabic, unless `fields` say otherwise. */
const productFields = (name: string, fields: Partial<ProductFields> = {}): ProductFields =>
  englishProductFields(name, {
    nameAr: 'تيجان ستانلس ستيل',
    descriptionAr: 'تيجان ستانلس ستيل جاهزة التشكيل.',
    featuresAr: ['جاهزة التشكيل'],
    specifications: [{ name: 'Pieces', value: '12' }],
    specificationsAr: [{ name: 'عدد القطع', value: '١٢' }],
    ...fields,
  });

/** What the back office's report of what lacks Arabic relies on. */
export function adminArabicReportApiContract(subject: Subject<AdminArabicReportApiSubject>): void {
  describe('AdminArabicReportApi', () => {
    it('lists a product while one of its texts lacks its Arabic, naming those texts, and no longer once it has them all', async () => {
      const { api, catalog, uniqueName } = await subject();
      const name = uniqueName('Crown Kit');
      const created = await catalog.createProduct(productFields(name, { descriptionAr: null, specificationsAr: [{ name: 'عدد القطع', value: '' }] }));
      if (!created.ok) throw new Error(created.error.message);
      const listed = await api.gaps();
      if (!listed.ok) throw new Error(listed.error.message);
      expect(listed.value.filter((gap) => gap.kind === 'product' && gap.id === created.value.id)).toEqual([
        { kind: 'product', id: created.value.id, title: name, within: null, missing: ['description', 'specifications'] },
      ]);
      await catalog.updateProduct(created.value.id, { descriptionAr: 'تيجان جاهزة.', specificationsAr: [{ name: 'عدد القطع', value: '١٢' }] });
      const after = await api.gaps();
      expect(after.ok && after.value.some((gap) => gap.kind === 'product' && gap.id === created.value.id)).toBe(false);
    });

    it('lists a subcategory without its Arabic name after the products, and not one with it', async () => {
      const { api, catalog, uniqueName } = await subject();
      const bare = await catalog.createSubcategory({ categoryId: NUSMILE, name: uniqueName('Strip Crowns'), nameAr: null, logoUrl: '', isActive: true });
      const named = await catalog.createSubcategory({ categoryId: NUSMILE, name: uniqueName('Space Maintainers'), nameAr: 'حافظات المسافة', logoUrl: '', isActive: true });
      if (!bare.ok || !named.ok) throw new Error('the subcategories were not added');
      const listed = await api.gaps();
      if (!listed.ok) throw new Error(listed.error.message);
      expect(listed.value.find((gap) => gap.kind === 'subcategory' && gap.id === bare.value.id)).toEqual({ kind: 'subcategory', id: bare.value.id, title: bare.value.name, within: null, missing: ['name'] });
      expect(listed.value.some((gap) => gap.kind === 'subcategory' && gap.id === named.value.id)).toBe(false);
      const kinds = listed.value.map((gap) => gap.kind);
      expect(kinds.lastIndexOf('product')).toBeLessThan(kinds.indexOf('subcategory'));
    });
  });
}
