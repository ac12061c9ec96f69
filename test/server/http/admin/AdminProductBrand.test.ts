import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackOffice, expectRefusal, startBackOffice } from './adminTestKit';

/** Issue 19, item 6: the back office sets a product's brand, and the storefront sends it at once. */
describe('back office: a product brand', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(async () => {
    await office.server.close();
  });

  const storefrontBrand = async (id: number): Promise<unknown> => (await office.server.request({ method: 'GET', url: `/api/product/${id}` })).json<{ brand: unknown }>().brand;

  it('stores the brand trimmed, keeps it when a change leaves it out, and clears it when blank or null', async () => {
    const created = await office.ok<{ id: number; brand: string | null }>('POST', '/api/admin/products', { name: 'Flow Composite', brand: '  Lumina ', price: 300, quantity: 2, category_id: 1 });
    expect(created.brand).toBe('Lumina');
    expect(await storefrontBrand(created.id)).toBe('Lumina');
    expect(await office.ok('PATCH', `/api/admin/products/${created.id}`, { price: 320 })).toMatchObject({ brand: 'Lumina' });
    expect(await office.ok('PATCH', `/api/admin/products/${created.id}`, { brand: 'Premier' })).toMatchObject({ brand: 'Premier' });
    expect(await storefrontBrand(created.id)).toBe('Premier');
    expect(await office.ok('PATCH', `/api/admin/products/${created.id}`, { brand: '  ' })).toMatchObject({ brand: null });
    expect(await office.ok('PATCH', `/api/admin/products/${created.id}`, { brand: 'KidsGuard' })).toMatchObject({ brand: 'KidsGuard' });
    expect(await office.ok('PATCH', `/api/admin/products/${created.id}`, { brand: null })).toMatchObject({ brand: null });
    expect(await storefrontBrand(created.id)).toBeNull();
  });

  it('has no brand when none is given, and refuses one over 100 characters', async () => {
    const created = await office.ok<{ brand: string | null }>('POST', '/api/admin/products', { name: 'Plain Bur', price: 10, quantity: 1, category_id: 1 });
    expect(created.brand).toBeNull();
    const refused = await office.call('POST', '/api/admin/products', { name: 'Long', brand: 'b'.repeat(101), price: 10, quantity: 1, category_id: 1 });
    expectRefusal(refused, 400, 'validation_failed', /brand/);
  });
});
