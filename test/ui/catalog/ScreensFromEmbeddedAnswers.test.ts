import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CatalogApi } from '../../../src/application/catalog/CatalogApi';
import { settledAnswer, whenAnswered, whenSettled } from '../../../src/application/shared/settledAnswers';
import { FirstViewAnswers } from '../../../src/infrastructure/http/FirstViewAnswers';
import { HttpCatalogApi } from '../../../src/infrastructure/http/HttpCatalogApi';
import { HttpClient } from '../../../src/infrastructure/http/HttpClient';
import { ProductDetailPresenter } from '../../../src/ui/catalog/ProductDetailPresenter';
import { ProductListPresenter } from '../../../src/ui/catalog/ProductListPresenter';
import { HomePresenter } from '../../../src/ui/home/HomePresenter';
import { shellContainer } from '../shell/shellTestKit';
import { FakeCatalogApi, catalogContainer } from './catalogTestKit';

/** Responses recorded from the reference server's demo shop (test/fixtures/api). */
const recorded = (name: string): unknown => JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures/api', name), 'utf8'));

/** The page's embedded answers (server/http/firstView), read through the real HTTP adapter; the network only records what is asked of it. */
function embeddedCatalog(answers: Record<string, unknown>) {
  const fetched: string[] = [];
  const firstView = new FirstViewAnswers(Object.entries(answers).map(([path, body]) => [path, { status: 200, body }] as const));
  const client = new HttpClient(
    '',
    () => null,
    (input) => {
      fetched.push(String(input));
      return new Promise<Response>(() => {});
    },
    firstView,
  );
  return { api: new HttpCatalogApi(client), fetched };
}

/**
 * The server draws these screens from the answers it embeds, and the browser hydrates that HTML:
 * its first render must draw the same, so the screens take those answers in before it, in the same turn.
 */
describe('the catalogue screens start from the embedded answers, synchronously', () => {
  it('the product list shows its products as soon as it is handed its address', () => {
    const { api, fetched } = embeddedCatalog({ '/api/category/3/products': recorded('category-3-products.json'), '/api/category/3/subcategories': recorded('subcategories-3.json'), '/api/category/3': { id: 3, name: 'NuSmile' } });
    const { container } = catalogContainer(new FakeCatalogApi());
    container.rebind(CatalogApi).toConstantValue(api);
    const list = container.get(ProductListPresenter);
    list.addressChanged('category=3&sort=price-desc');
    expect(list.query.status).toBe('ready');
    expect(list.results.cards.length).toBeGreaterThan(0);
    expect(list.query.subcategories.length).toBeGreaterThan(0);
    expect(list.categories.categoryTitle).toBe('NuSmile');
    expect(fetched).toEqual([]);
  });

  it('the product page shows its product as soon as it is opened', () => {
    const { api, fetched } = embeddedCatalog({ '/api/product/46': recorded('product-crown.json') });
    const { container } = catalogContainer(new FakeCatalogApi());
    container.rebind(CatalogApi).toConstantValue(api);
    const detail = container.get(ProductDetailPresenter);
    detail.opened('46');
    expect(detail.status).toBe('ready');
    expect(detail.product?.id).toBe(46);
    expect(detail.variant.sides.length).toBeGreaterThan(0);
    expect(fetched).toEqual([]);
  });

  it('the home page shows its best sellers as soon as it is opened, and waits for the network for any it was not given', () => {
    const bestSellers = { '/api/product/51': recorded('product-51.json'), '/api/product/50': { ...(recorded('product-51.json') as object), id: 50 }, '/api/product/5': recorded('product-5.json') };
    const whole = embeddedCatalog({ ...bestSellers, '/api/product/4': { ...(recorded('product-5.json') as object), id: 4 } });
    const kit = shellContainer();
    kit.container.bind(CatalogApi).toConstantValue(whole.api);
    const home = kit.container.get(HomePresenter);
    home.opened();
    expect(home.status).toBe('loaded');
    expect(home.bestSellers.map((card) => card.id)).toEqual([51, 50, 5, 4]);
    expect(whole.fetched).toEqual([]);

    const partial = embeddedCatalog(bestSellers);
    const other = shellContainer();
    other.container.bind(CatalogApi).toConstantValue(partial.api);
    const waiting = other.container.get(HomePresenter);
    waiting.opened();
    expect(waiting.status).toBe('loading');
    expect(partial.fetched).toEqual(['/api/product/4']);
  });

  it('a screen whose answer comes over the network shows its loading state first, as before', () => {
    const { api, fetched } = embeddedCatalog({});
    const { container } = catalogContainer(new FakeCatalogApi());
    container.rebind(CatalogApi).toConstantValue(api);
    const detail = container.get(ProductDetailPresenter);
    detail.opened('5');
    expect(detail.status).toBe('loading');
    expect(fetched).toEqual(['/api/product/5']);
  });
});

describe('settled answers', () => {
  it('are handed over in the same turn; any other promise once it settles', async () => {
    const seen: unknown[] = [];
    whenAnswered(settledAnswer(1), (value) => seen.push(value));
    whenSettled([settledAnswer(2), settledAnswer(3)], (values) => seen.push(values));
    whenAnswered(Promise.resolve(4), (value) => seen.push(value));
    whenSettled([settledAnswer(5), Promise.resolve(6)], (values) => seen.push(values));
    expect(seen).toEqual([1, [2, 3]]);
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toEqual([1, [2, 3], 4, [5, 6]]);
  });
});
