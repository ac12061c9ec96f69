import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serverTexts, textIn } from '../../../../server/application/texts/ServerText';
import { serverAccountMessagesAr } from '../../../../src/locales/server/ar/serverAccountMessagesAr';
import { serverAdminMessagesAr } from '../../../../src/locales/server/ar/serverAdminMessagesAr';
import { serverAiMessagesAr } from '../../../../src/locales/server/ar/serverAiMessagesAr';
import { serverHttpMessagesAr } from '../../../../src/locales/server/ar/serverHttpMessagesAr';
import { serverMailMessagesAr } from '../../../../src/locales/server/ar/serverMailMessagesAr';
import { serverNotificationMessagesAr } from '../../../../src/locales/server/ar/serverNotificationMessagesAr';
import { serverOrderMessagesAr } from '../../../../src/locales/server/ar/serverOrderMessagesAr';
import { serverOrderUpdateMessagesAr } from '../../../../src/locales/server/ar/serverOrderUpdateMessagesAr';
import { shipmentMessagesAr } from '../../../../src/locales/shared/ar/shipmentMessagesAr';
import { serverPasswordResetMessagesAr } from '../../../../src/locales/server/ar/serverPasswordResetMessagesAr';
import { serverPaymentMessagesAr } from '../../../../src/locales/server/ar/serverPaymentMessagesAr';
import { serverSubscriptionMessagesAr } from '../../../../src/locales/server/ar/serverSubscriptionMessagesAr';
import { serverTrainingMessagesAr } from '../../../../src/locales/server/ar/serverTrainingMessagesAr';
import { serverUploadMessagesAr } from '../../../../src/locales/server/ar/serverUploadMessagesAr';
import { serverAccountMessagesEn } from '../../../../src/locales/server/en/serverAccountMessagesEn';
import { serverAdminMessagesEn } from '../../../../src/locales/server/en/serverAdminMessagesEn';
import { serverAiMessagesEn } from '../../../../src/locales/server/en/serverAiMessagesEn';
import { serverHttpMessagesEn } from '../../../../src/locales/server/en/serverHttpMessagesEn';
import { serverMailMessagesEn } from '../../../../src/locales/server/en/serverMailMessagesEn';
import { serverNotificationMessagesEn } from '../../../../src/locales/server/en/serverNotificationMessagesEn';
import { serverOrderMessagesEn } from '../../../../src/locales/server/en/serverOrderMessagesEn';
import { serverOrderUpdateMessagesEn } from '../../../../src/locales/server/en/serverOrderUpdateMessagesEn';
import { shipmentMessagesEn } from '../../../../src/locales/shared/en/shipmentMessagesEn';
import { serverPasswordResetMessagesEn } from '../../../../src/locales/server/en/serverPasswordResetMessagesEn';
import { serverPaymentMessagesEn } from '../../../../src/locales/server/en/serverPaymentMessagesEn';
import { serverSubscriptionMessagesEn } from '../../../../src/locales/server/en/serverSubscriptionMessagesEn';
import { serverTrainingMessagesEn } from '../../../../src/locales/server/en/serverTrainingMessagesEn';
import { serverUploadMessagesEn } from '../../../../src/locales/server/en/serverUploadMessagesEn';

/** Every server table, English beside Arabic (the types already make each key exist in both). */
const TABLES: ReadonlyArray<readonly [string, object, object]> = [
  ['account', serverAccountMessagesEn, serverAccountMessagesAr],
  ['admin', serverAdminMessagesEn, serverAdminMessagesAr],
  ['ai', serverAiMessagesEn, serverAiMessagesAr],
  ['http', serverHttpMessagesEn, serverHttpMessagesAr],
  ['mail', serverMailMessagesEn, serverMailMessagesAr],
  ['notification', serverNotificationMessagesEn, serverNotificationMessagesAr],
  ['order', serverOrderMessagesEn, serverOrderMessagesAr],
  ['order update', serverOrderUpdateMessagesEn, serverOrderUpdateMessagesAr],
  ['shipment', shipmentMessagesEn, shipmentMessagesAr],
  ['password reset', serverPasswordResetMessagesEn, serverPasswordResetMessagesAr],
  ['payment', serverPaymentMessagesEn, serverPaymentMessagesAr],
  ['subscription', serverSubscriptionMessagesEn, serverSubscriptionMessagesAr],
  ['training', serverTrainingMessagesEn, serverTrainingMessagesAr],
  ['upload', serverUploadMessagesEn, serverUploadMessagesAr],
];

/**
 * A value each message's parameters can read: as a number it is `count`, as text its digits, and
 * as a list one order status. Messages take ids, counts, amounts, names and status lists, so one
 * such value fills every parameter of every message.
 */
const anyValue = (count: number) => Object.assign(['Shipped'], { valueOf: () => count, toString: () => String(count) });

/** Each text of a table, messages with values written out for `count`, keyed by path. */
function textsOf(table: object, count: number, path = ''): Array<readonly [string, string]> {
  return Object.entries(table).flatMap(([key, entry]): Array<readonly [string, string]> => {
    const at = `${path}${key}`;
    if (typeof entry === 'string') return [[at, entry]];
    if (typeof entry === 'function') return [[at, (entry as (...values: unknown[]) => string)(...Array.from({ length: entry.length }, () => anyValue(count)))]];
    return textsOf(entry as object, count, `${at}.`);
  });
}

describe("the server's texts", () => {
  it.each(TABLES)('%s: has the same keys in Arabic as in English', (_name, english, arabic) => {
    expect(textsOf(arabic, 2).map(([key]) => key)).toEqual(textsOf(english, 2).map(([key]) => key));
  });

  it.each(TABLES)('%s: has no empty Arabic text, whatever the number a message counts', (_name, _english, arabic) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (count) => {
        for (const [key, text] of textsOf(arabic, count)) expect(text.trim(), key).not.toBe('');
      }),
      { numRuns: 50 },
    );
  });

  it.each(TABLES)('%s: writes no Arabic text in English', (_name, english, arabic) => {
    const englishTexts = new Map(textsOf(english, 3));
    const sameAsEnglish = textsOf(arabic, 3).filter(([key, text]) => englishTexts.get(key) === text && /[a-z]{3}/i.test(text));
    expect(sameAsEnglish).toEqual([]);
  });

  it('reads each message in the language asked for, with its values', () => {
    const texts = serverTexts({ en: { hello: 'Hello', order: (id: number) => `Order #${id}`, nested: { bye: 'Bye' } }, ar: { hello: 'مرحبًا', order: (id: number) => `الطلب #${id}`, nested: { bye: 'مع السلامة' } } });
    expect(texts.hello('en')).toBe('Hello');
    expect(texts.hello('ar')).toBe('مرحبًا');
    expect(texts.order(7)('ar')).toBe('الطلب #7');
    expect(texts.nested.bye('ar')).toBe('مع السلامة');
    expect(textIn(texts.order(7), 'en')).toBe('Order #7');
    expect(textIn('a name', 'ar')).toBe('a name');
  });
});
