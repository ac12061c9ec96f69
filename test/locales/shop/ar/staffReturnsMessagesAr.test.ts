import { describe, expect, it } from 'vitest';
import { staffReturnsMessagesAr } from '../../../../src/locales/shop/ar/staffReturnsMessagesAr';

/** As test/locales/arabicPlurals.test.ts: 0, 1, 2, 3 (few), 11 (many), 100 (other). */
const COUNTS = [0, 1, 2, 3, 11, 100] as const;

describe('the staff returns texts in Arabic', () => {
  it.each([
    ['requests waiting', staffReturnsMessagesAr.waitingCount, ['لا توجد طلبات تنتظر قرارًا', 'طلب واحد ينتظر قرارًا', 'طلبان ينتظران قرارًا', '3 طلبات تنتظر قرارًا', '11 طلبًا ينتظر قرارًا', '100 طلب ينتظر قرارًا']],
    ['hours waited', staffReturnsMessagesAr.hoursOld, ['0 ساعة', 'ساعة واحدة', 'ساعتان', '3 ساعات', '11 ساعة', '100 ساعة']],
    ['days waited', staffReturnsMessagesAr.daysOld, ['0 يوم', 'يوم واحد', 'يومان', '3 أيام', '11 يومًا', '100 يوم']],
    [
      "the gateway's attempts",
      (count: number) => staffReturnsMessagesAr.waitingForGateway(count).replace(/^بانتظار تأكيد Paymob: (.*?)\. .*$/, '$1'),
      ['لم يُرسَل الطلب بعد', 'أُرسل الطلب مرة واحدة', 'أُرسل الطلب مرتين', 'أُرسل الطلب 3 مرات', 'أُرسل الطلب 11 مرة', 'أُرسل الطلب 100 مرة'],
    ],
  ] as const)('counts %s with the plural form of each count', (_name, message, texts) => {
    expect(COUNTS.map((count) => message(count))).toEqual(texts);
  });

  it('isolates a name, a note and an error written in either direction inside the Arabic sentence', () => {
    expect(staffReturnsMessagesAr.resolve.confirmStoreCredit('420 ج.م', 'Mona Hassan')).toBe('إضافة 420 ج.م رصيدًا في المتجر إلى حساب \u2068Mona Hassan\u2069، يستخدمه عند الدفع.');
    expect(staffReturnsMessagesAr.resolve.confirmByHand('420 ج.م', 'Bank transfer')).toContain('(\u2068Bank transfer\u2069)');
    expect(staffReturnsMessagesAr.lastError('Paymob timed out')).toBe('آخر خطأ: \u2068Paymob timed out\u2069');
  });
});
