import { inject, injectable } from 'inversify';
import { observableRef } from 'mobx';
import { AdminArabicReportApi, type ArabicGap, type ArabicGapKind } from '../../../application/admin/arabic/AdminArabicReportApi';
import type { ApiResult } from '../../../application/shared/ApiResult';
import { ARABIC_GAP_KINDS } from '@tiara/domain/bilingual';
import { joinedList } from '@tiara/domain/language';
import { shownLanguage } from '../../i18n/localized';
import { AdminArabicMessages } from '../../messages/AdminArabicMessages';
import { AdminMessages } from '../../messages/AdminMessages';
import { makePresenterObservable } from '../../presenter/makePresenterObservable';
import { type AdminSectionPath, adminPath } from '../shared/AdminSections';

const texts = AdminArabicMessages.report;

/** Where each kind is written: products and subcategories in their own editors, opened on the item (`?edit=<id>`); the other kinds in their sections. */
const WRITTEN_IN: Readonly<Record<ArabicGapKind, { readonly path: AdminSectionPath; readonly section: keyof typeof AdminMessages.sections; readonly onTheItem: boolean }>> = {
  product: { path: 'products', section: 'products', onTheItem: true },
  subcategory: { path: 'categories', section: 'categories', onTheItem: true },
  notification: { path: 'notifications', section: 'notifications', onTheItem: false },
  training: { path: 'dental-training', section: 'dentalTraining', onTheItem: false },
  package: { path: 'dental-training', section: 'dentalTraining', onTheItem: false },
  plan: { path: 'tiaraai-subscriptions', section: 'aiSubscriptions', onTheItem: false },
};

/** An item as the report shows it, in the language shown now. */
export interface ArabicGapRow {
  readonly key: string;
  readonly title: string;
  /** "of Endo day" for a training's package; null otherwise. */
  readonly within: string | null;
  /** The texts it lacks, joined as the reader writes a list. */
  readonly missing: string;
  readonly link: { readonly to: string; readonly label: string };
}

export interface ArabicGapGroup {
  readonly kind: ArabicGapKind;
  readonly label: string;
  readonly rows: readonly ArabicGapRow[];
}

/**
 * Admin → Arabic texts (issue 28): every customer-facing text still to write in Arabic, by kind
 * with a count of each, each item linking to where it is written.
 */
@injectable()
export class ArabicReportPresenter {
  gaps: readonly ArabicGap[] | null = null;
  loading = false;
  error: string | null = null;

  constructor(@inject(AdminArabicReportApi) private readonly api: AdminArabicReportApi) {
    makePresenterObservable(this, arguments, { gaps: observableRef });
  }

  /** How many items of each kind lack Arabic, every kind named; null until the report has come. */
  get counts(): ReadonlyArray<{ readonly kind: ArabicGapKind; readonly label: string; readonly count: number }> | null {
    const gaps = this.gaps;
    if (gaps === null) return null;
    return ARABIC_GAP_KINDS.map((kind) => ({ kind, label: texts.kinds[kind], count: gaps.filter((gap) => gap.kind === kind).length }));
  }

  get total(): string | null {
    return this.gaps === null ? null : texts.total(this.gaps.length);
  }

  /** The report came and lists nothing. */
  get complete(): boolean {
    return this.gaps !== null && this.gaps.length === 0;
  }

  /** The kinds with items lacking Arabic, in the report's order. */
  get groups(): readonly ArabicGapGroup[] {
    const gaps = this.gaps ?? [];
    return ARABIC_GAP_KINDS.flatMap((kind) => {
      const rows = gaps.filter((gap) => gap.kind === kind).map(rowOf);
      return rows.length === 0 ? [] : [{ kind, label: texts.kinds[kind], rows }];
    });
  }

  opened(): Promise<void> {
    return this.load();
  }

  refreshClicked(): Promise<void> {
    return this.load();
  }

  private async load(): Promise<void> {
    this.loading = true;
    this.answered(await this.api.gaps());
  }

  private answered(answer: ApiResult<readonly ArabicGap[]>): void {
    this.loading = false;
    if (answer.ok) {
      this.gaps = answer.value;
      this.error = null;
    } else {
      this.error = answer.error.message;
    }
  }
}

function rowOf(gap: ArabicGap): ArabicGapRow {
  const writtenIn = WRITTEN_IN[gap.kind];
  return {
    key: `${gap.kind}-${gap.id}`,
    title: gap.title,
    within: gap.within === null ? null : texts.within(gap.within),
    missing: joinedList(
      shownLanguage(),
      gap.missing.map((field) => texts.fields[field]),
    ),
    link: writtenIn.onTheItem
      ? { to: `${adminPath(writtenIn.path)}?edit=${gap.id}`, label: texts.edit(gap.title) }
      : { to: adminPath(writtenIn.path), label: texts.openSection(AdminMessages.sections[writtenIn.section]) },
  };
}
