/** Issue 28, item 2: the demo data files are checked at load, and a wrong one is named with its item and field. */
import { describe, expect, it } from 'vitest';
import { DEMO_DATA, DEMO_DATA_FILES } from '../../../server/seed/demoData';
import { parseSeedFile, seedDataFrom } from '../../../server/seed/SeedData';

/** A data file's items, copied so a test can spoil one. */
function itemsOf(file: 'products-avalon.json' | 'notifications.json'): Array<Record<string, unknown>> {
  return structuredClone(DEMO_DATA_FILES[file]) as Array<Record<string, unknown>>;
}

describe('the demo data files', () => {
  it('hold the whole demo shop, with the defaults of what a product leaves out', () => {
    expect(DEMO_DATA.products).toHaveLength(67);
    expect(DEMO_DATA.subcategories).toHaveLength(11);
    expect(DEMO_DATA.notifications).toHaveLength(6);
    const firstProduct = DEMO_DATA.products.find((product) => product.id === 1);
    expect(firstProduct).toMatchObject({ discountPounds: 0, isActive: true });
    expect(firstProduct?.variants).toBeUndefined();
    expect(DEMO_DATA.products.find((product) => product.id === 2)?.reviews).toEqual([]);
  });

  it('refuse a product with a wrong field, naming the file, the item, the field and what is wrong', () => {
    const products = itemsOf('products-avalon.json');
    const third = products[2] as { name: { en: string; ar: unknown }; pricePounds: unknown };
    third.name.ar = 34;
    third.pricePounds = '890';
    expect(() => parseSeedFile('products-avalon.json', products)).toThrow(
      [
        'server/seed/data/products-avalon.json is not valid demo data:',
        `  item 3 (id 34, "${third.name.en}"), at pricePounds: Invalid input: expected number, received string`,
        `  item 3 (id 34, "${third.name.en}"), at name.ar: Invalid input: expected string, received number`,
      ].join('\n'),
    );
  });

  it('refuse a misspelt field and a notification category SPEC does not have', () => {
    const notifications = itemsOf('notifications.json');
    const second = notifications[1] as { title: Record<string, unknown>; category: unknown };
    second.title.ar_text = second.title.ar;
    delete second.title.ar;
    second.category = 7;
    expect(() => parseSeedFile('notifications.json', notifications)).toThrow(
      [
        'server/seed/data/notifications.json is not valid demo data:',
        '  item 2 ("Track every order from My Orders"), at title: Unrecognized key: "ar_text"',
        '  item 2 ("Track every order from My Orders"), at category: Invalid option: expected one of 0|1|2|3|4',
      ].join('\n'),
    );
  });

  it('refuse a governorate without a shipping fee and a file that is no list', () => {
    const { Matrouh: _left, ...fees } = DEMO_DATA_FILES['shipping-fees.json'] as Record<string, number>;
    expect(() => parseSeedFile('shipping-fees.json', fees)).toThrow(/shipping-fees\.json is not valid demo data:\n {2}at Matrouh: /);
    expect(() => parseSeedFile('trainings.json', { id: 1 })).toThrow(/trainings\.json is not valid demo data:\n {2}the whole file: Invalid input: expected array/);
  });

  it('refuse a product of a subcategory that does not exist, and an id two products share', () => {
    const products = itemsOf('products-avalon.json');
    const [first, second] = products as Array<{ id: number; subcategoryId: number; name: { en: string } }>;
    if (!first || !second) throw new Error('no Avalon products');
    first.subcategoryId = 99;
    second.id = 1;
    expect(() => seedDataFrom({ ...DEMO_DATA_FILES, 'products-avalon.json': products })).toThrow(
      [
        'The demo data does not hold together:',
        `  server/seed/data/products-avalon.json, item 1 (id 32, "${first.name.en}"): subcategory 99 is not in subcategories.json`,
        `  server/seed/data/products-avalon.json, item 2 (id 1, "${second.name.en}"): id 1 is another product's too`,
      ].join('\n'),
    );
  });
});
