import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adminMessagesAr } from '../../src/locales/shop/ar/adminMessagesAr';
import { adminRefundsMessagesAr } from '../../src/locales/shop/ar/adminRefundsMessagesAr';
import { adminSectionsMessagesAr } from '../../src/locales/shop/ar/adminSectionsMessagesAr';
import { aiMessagesAr } from '../../src/locales/shop/ar/aiMessagesAr';
import { catalogListMessagesAr } from '../../src/locales/shop/ar/catalogListMessagesAr';
import { catalogMessagesAr } from '../../src/locales/shop/ar/catalogMessagesAr';
import { engageMessagesAr } from '../../src/locales/shop/ar/engageMessagesAr';
import { dateMessagesAr } from '../../src/locales/shared/ar/dateMessagesAr';

/**
 * Arabic counts take six forms (CLDR: zero, one, two, few 3–10, many 11–99, other 100–102…): one
 * and two are written as words without the figure, 3–10 take the plural noun, 11–99 the singular
 * accusative, 100 the singular genitive.
 */
const COUNTS = [0, 1, 2, 3, 11, 100] as const;

const countMessages: ReadonlyArray<readonly [string, (count: number) => string, readonly string[]]> = [
  ['reviewsCount', catalogMessagesAr.reviewsCount, ['لا توجد مراجعات', 'مراجعة واحدة', 'مراجعتان', '3 مراجعات', '11 مراجعة', '100 مراجعة']],
  ['cartItems', catalogMessagesAr.cartItems, ['لا توجد منتجات', 'منتج واحد', 'منتجان', '3 منتجات', '11 منتجًا', '100 منتج']],
  ['showProducts', catalogListMessagesAr.showProducts, ['لا توجد منتجات للعرض', 'عرض منتج واحد', 'عرض منتجين', 'عرض 3 منتجات', 'عرض 11 منتجًا', 'عرض 100 منتج']],
  ['segmentations', aiMessagesAr.landing.segmentations, ['بدون عمليات تجزئة', 'عملية تجزئة واحدة', 'عمليتا تجزئة', '3 عمليات تجزئة', '11 عملية تجزئة', '100 عملية تجزئة']],
  ['segmentations left', (count) => aiMessagesAr.landing.subscriberSummary('X', count).replace(/^.*?، (.*?)\. .*$/, '$1'), ['ولم يتبقَّ لك أي عملية تجزئة', 'ويتبقى لك عملية تجزئة واحدة', 'ويتبقى لك عمليتا تجزئة', 'ويتبقى لك 3 عمليات تجزئة', 'ويتبقى لك 11 عملية تجزئة', 'ويتبقى لك 100 عملية تجزئة']],
  ['files', (count) => aiMessagesAr.upload.totalSize(count, 'size'), ['لا توجد ملفات، \u2066size\u2069.', 'ملف واحد، \u2066size\u2069.', 'ملفان، \u2066size\u2069.', '3 ملفات، \u2066size\u2069.', '11 ملفًا، \u2066size\u2069.', '100 ملف، \u2066size\u2069.']],
  ['days ago', adminMessagesAr.users.daysAgo, ['اليوم', 'منذ يوم', 'منذ يومين', 'منذ 3 أيام', 'منذ 11 يومًا', 'منذ 100 يوم']],
  ['hours ago', dateMessagesAr.hoursAgo, ['الآن', 'منذ ساعة', 'منذ ساعتين', 'منذ 3 ساعات', 'منذ 11 ساعة', 'منذ 100 ساعة']],
  ['spots', engageMessagesAr.training.spotsAvailable, ['لا توجد مقاعد متاحة', 'مقعد واحد متاح', 'مقعدان متاحان', '3 مقاعد متاحة', '11 مقعدًا متاحًا', '100 مقعد متاح']],
  ['countdown days', engageMessagesAr.events.days, ['يوم', 'يوم', 'يومان', 'أيام', 'يومًا', 'يوم']],
  ['countdown hours', engageMessagesAr.events.hours, ['ساعة', 'ساعة', 'ساعتان', 'ساعات', 'ساعة', 'ساعة']],
  ['countdown minutes', engageMessagesAr.events.minutes, ['دقيقة', 'دقيقة', 'دقيقتان', 'دقائق', 'دقيقة', 'دقيقة']],
  ['countdown seconds', engageMessagesAr.events.seconds, ['ثانية', 'ثانية', 'ثانيتان', 'ثوانٍ', 'ثانية', 'ثانية']],
  ['listed users', adminSectionsMessagesAr.management.listedUsers, ['لا يوجد مستخدمون مدرجون', 'مستخدم واحد مدرج', 'مستخدمان مدرجان', '3 مستخدمين مدرجين', '11 مستخدمًا مدرجًا', '100 مستخدم مدرج'].map((text) => `${text} (امنح صلاحية الوصول أو اسحبها من قسم المستخدمين).`)],
  ['customers holding store credit', adminRefundsMessagesAr.storeCredit.customersWithBalance, ['لا يملك أي عميل رصيدًا', 'عميل واحد لديه رصيد', 'عميلان لديهما رصيد', '3 عملاء لديهم رصيد', '11 عميلًا لديهم رصيد', '100 عميل لديهم رصيد']],
  ['refunds confirmed', (count) => adminRefundsMessagesAr.dashboard.refundsNote(count, 0).split(' · ')[0] ?? '', ['لا استردادات مؤكدة', 'استرداد واحد مؤكد', 'استردادان مؤكدان', '3 استردادات مؤكدة', '11 استردادًا مؤكدًا', '100 استرداد مؤكد']],
  ['products held', (count) => adminMessagesAr.categories.holdsProducts('X', count).replace(/^.*تضم (.*?):.*$/, '$1'), ['0 منتج', 'منتجًا واحدًا', 'منتجين', '3 منتجات', '11 منتجًا', '100 منتج']],
];

describe('Arabic count messages take the plural form of their count', () => {
  it.each(countMessages)('%s for 0, 1, 2, 3, 11, 100', (_name, message, texts) => {
    expect(COUNTS.map((count) => message(count))).toEqual(texts);
  });

  it('writes one and two as words, and any other count with its Latin figure', () => {
    fc.assert(
      fc.property(fc.constantFrom(...countMessages), fc.integer({ min: 3, max: 100_000 }), ([name, message], count) => {
        if (name.startsWith('countdown')) return; // the figure stands above the caption
        expect(message(1)).not.toMatch(/\d/);
        expect(message(2)).not.toMatch(/\d/);
        expect(message(count)).toContain(String(count));
        expect(message(count)).not.toMatch(/[٠-٩]/);
      }),
      { numRuns: 300 },
    );
  });

  it('uses the form CLDR gives each count: 103 is few, 111 many, 101 other', () => {
    expect(catalogMessagesAr.cartItems(103)).toBe('103 منتجات');
    expect(catalogMessagesAr.cartItems(111)).toBe('111 منتجًا');
    expect(catalogMessagesAr.cartItems(101)).toBe('101 منتج');
  });
});
