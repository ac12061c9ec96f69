import type { AdminArabicReportApi, ArabicGap } from '../../../../src/application/admin/arabic/AdminArabicReportApi';
import type { ApiResult } from '../../../../src/application/shared/ApiResult';
import { ARABIC_GAP_KINDS, lacksArabic, productArabicGaps } from '@tiara/domain/bilingual';
import { ok } from '@tiara/domain/result';
import { FakeAdminCatalogApi } from './FakeAdminCatalogApi';

/**
 * The report of what lacks Arabic over the back office's catalogue in memory (`catalog`): its
 * products and subcategories by the server's rule, each kind by name as the server orders them,
 * and the items of the kinds other screens edit as a test sets them (`others`), all in the
 * server's order of kinds.
 */
export class FakeAdminArabicReportApi extends FakeAdminCatalogApi implements AdminArabicReportApi {
  others: ArabicGap[] = [];

  gaps(): Promise<ApiResult<readonly ArabicGap[]>> {
    return this.respond('gaps', 'gaps', () => {
      const byName = <T extends { readonly name: string; readonly id: number }>(rows: Iterable<T>) => [...rows].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
      const products = byName(this.productRows.values()).flatMap((product): ArabicGap[] => {
        const missing = productArabicGaps(product);
        return missing.length === 0 ? [] : [{ kind: 'product', id: product.id, title: product.name, within: null, missing }];
      });
      const subcategories = byName(this.subcategoryRows.values()).flatMap((line): ArabicGap[] =>
        lacksArabic(line.name, line.nameAr) ? [{ kind: 'subcategory', id: line.id, title: line.name, within: null, missing: ['name'] }] : [],
      );
      const others = [...this.others].sort((a, b) => ARABIC_GAP_KINDS.indexOf(a.kind) - ARABIC_GAP_KINDS.indexOf(b.kind));
      return ok([...products, ...subcategories, ...others]);
    });
  }
}
