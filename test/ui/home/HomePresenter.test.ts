import { describe, expect, it } from 'vitest';
import { CatalogApi } from '../../../src/application/catalog/CatalogApi';
import { HomePresenter } from '../../../src/ui/home/HomePresenter';
import { AiAccessPresenter } from '../../../src/ui/shell/AiAccessPresenter';
import { FakeCatalogApi, networkFailure, notFound, recordedProducts, settle } from '../catalog/catalogTestKit';
import { shellContainer } from '../shell/shellTestKit';

function setUp() {
  const kit = shellContainer();
  const catalog = new FakeCatalogApi();
  kit.container.bind(CatalogApi).toConstantValue(catalog);
  return { ...kit, catalog, home: kit.container.get(HomePresenter) };
}

describe('HomePresenter best sellers', () => {
  it('loads products 51, 50, 5 and 4 in that order, with their prices and links', async () => {
    const { home, catalog } = setUp();
    catalog.hold();
    home.opened();
    expect(home.status).toBe('loading');
    expect(catalog.calls).toEqual(['/api/product/51', '/api/product/50', '/api/product/5', '/api/product/4']);
    await catalog.release();
    expect(home.status).toBe('loaded');
    expect(home.isEmpty).toBe(false);
    expect(home.bestSellers.map((card) => card.id)).toEqual([51, 50, 5, 4]);
    expect(home.bestSellers[0]).toEqual({
      id: 51,
      name: 'KidsGuard Silver Diamine Fluoride 38%, 5 ml',
      imageUrl: '/images/products/bonding-bottle.svg',
      href: '/products/51',
      price: '1,300 EGP',
      listPrice: '1,450 EGP',
      outOfStock: false,
    });
    expect(home.bestSellers[1]).toMatchObject({ price: '1,750 EGP', listPrice: null });
  });

  it('labels a best seller without stock as out of stock', async () => {
    const { home, catalog } = setUp();
    catalog.catalogue = recordedProducts().map((product) => (product.id === 5 ? { ...product, quantity: 0 } : product));
    home.opened();
    await settle();
    expect(home.bestSellers.map((card) => card.outOfStock)).toEqual([false, false, true, false]);
  });

  it("shows the error state when a best seller cannot be loaded, and 'Try Again' loads them again", async () => {
    const { home, catalog } = setUp();
    catalog.failures.set('/api/product/50', networkFailure);
    home.opened();
    await settle();
    expect(home.status).toBe('failed');
    expect(home.bestSellers).toEqual([]);
    catalog.failures.clear();
    catalog.hold();
    home.tryAgainClicked();
    expect(home.status).toBe('loading');
    await catalog.release();
    expect(home.status).toBe('loaded');
    expect(home.bestSellers).toHaveLength(4);
  });

  it('leaves out a best seller that no longer exists or is inactive', async () => {
    const { home, catalog } = setUp();
    catalog.failures.set('/api/product/51', notFound);
    catalog.catalogue = recordedProducts().map((product) => (product.id === 4 ? { ...product, isActive: false } : product));
    home.opened();
    await settle();
    expect(home.status).toBe('loaded');
    expect(home.bestSellers.map((card) => card.id)).toEqual([50, 5]);
  });

  it('is empty when none of the best sellers is left', async () => {
    const { home, catalog } = setUp();
    catalog.catalogue = [];
    home.opened();
    await settle();
    expect(home.status).toBe('loaded');
    expect(home.isEmpty).toBe(true);
  });

  it('shows only the newest load when an older one answers late', async () => {
    const { home, catalog } = setUp();
    const bestSellerPaths = ['/api/product/51', '/api/product/50', '/api/product/5', '/api/product/4'];
    catalog.hold();
    for (const path of bestSellerPaths) catalog.failures.set(path, networkFailure);
    home.opened();
    catalog.failures.clear();
    home.tryAgainClicked();
    await catalog.release([4, 5, 6, 7]);
    expect(home.status).toBe('loaded');
    await catalog.release([0, 1, 2, 3]);
    expect(home.status).toBe('loaded');
    expect(home.bestSellers).toHaveLength(4);
  });
});

describe('HomePresenter tiles and cards', () => {
  it('offers a tile per category of SPEC §3, without All Categories, each leading to its product list', () => {
    const { home } = setUp();
    expect(home.categoryTiles).toEqual([
      { id: 1, name: 'Premier Dental Products', href: '/products?category=1' },
      { id: 2, name: 'Avalon Biomed', href: '/products?category=2' },
      { id: 3, name: 'NuSmile', href: '/products?category=3' },
    ]);
  });

  it('sends the AI card to /ai only when the signed-in user has AI access', async () => {
    const { home, session, aiApi, container } = setUp();
    const aiAccess = container.get(AiAccessPresenter);
    expect(home.aiCardTarget).toBe('/events');
    aiApi.usersWithAccess.add(1);
    session.signIn(1);
    aiAccess.sessionSeen();
    await settle();
    expect(home.aiCardTarget).toBe('/ai');
  });
});
