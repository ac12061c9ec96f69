import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serverTexts, textIn } from '../../../../server/application/texts/ServerText';
import { shipmentMessagesAr } from '../../../../src/locales/shared/ar/shipmentMessagesAr';
import { shipmentMessagesEn } from '../../../../src/locales/shared/en/shipmentMessagesEn';

type Module = Readonly<Record<string, object>>;
const englishTables = import.meta.glob<Module>('../../../../src/locales/server/en/*En.ts', { eager: true });
const arabicTables = import.meta.glob<Module>('../../../../src/locales/server/ar/*Ar.ts', { eager: true });

/** The table `module` exports under its file's name ('serverMailMessagesEn.ts': serverMailMessagesEn). */
function tableOf(modules: Readonly<Record<string, Module>>, path: string): object {
  const name = path.slice(path.lastIndexOf('/') + 1, -'.ts'.length);
  const table = modules[path]?.[name];
  if (table === undefined) throw new Error(`${path} exports no ${name}`);
  return table;
}

/**
 * Every table of the server's (src/locales/server), English beside Arabic, and the shipment texts
 * it shares with the shop; the types already make each key exist in both.
 */
const TABLES: ReadonlyArray<readonly [string, object, object]> = [
  ...Object.keys(englishTables).map((path) => {
    const arabic = path.replace('/en/', '/ar/').replace(/En\.ts$/, 'Ar.ts');
    return [path.slice(path.lastIndexOf('/') + 1), tableOf(englishTables, path), tableOf(arabicTables, arabic)] as const;
  }),
  ['shipment', shipmentMessagesEn, shipmentMessagesAr],
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
