import { eq } from 'drizzle-orm';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, users } from '../../../../server/adapters/db/schema';
import { apiOperations } from '../../support/apiSurface';
import { type BackOffice, expectRefusal, startBackOffice } from './adminTestKit';

/** Every back-office and sales route, as the OpenAPI document names it. */
const ADMIN_ROUTES = [
  'GET /api/admin/dashboard',
  'GET /api/admin/categories',
  'GET /api/admin/subcategories',
  'POST /api/admin/subcategories',
  'GET /api/admin/subcategories/{id}',
  'PATCH /api/admin/subcategories/{id}',
  'DELETE /api/admin/subcategories/{id}',
  'GET /api/admin/products',
  'POST /api/admin/products',
  'GET /api/admin/products/export',
  'GET /api/admin/products/{id}',
  'PATCH /api/admin/products/{id}',
  'DELETE /api/admin/products/{id}',
  'POST /api/admin/products/{id}/variants',
  'PATCH /api/admin/products/{id}/variants/{variantId}',
  'DELETE /api/admin/products/{id}/variants/{variantId}',
  'POST /api/admin/images',
  'GET /api/admin/orders',
  'GET /api/admin/orders/export',
  'GET /api/admin/orders/{id}',
  'PUT /api/admin/orders/{id}/status',
  'GET /api/admin/orders/{id}/refunds',
  'POST /api/admin/orders/{id}/refunds',
  'POST /api/admin/refunds/{id}/check',
  'GET /api/admin/orders/{id}/credit-notes',
  'GET /api/admin/users',
  'GET /api/admin/users/{id}',
  'PATCH /api/admin/users/{id}',
  'GET /api/admin/notifications',
  'POST /api/admin/notifications',
  'GET /api/admin/notifications/{id}',
  'PATCH /api/admin/notifications/{id}',
  'DELETE /api/admin/notifications/{id}',
  'GET /api/admin/payments',
  'GET /api/admin/payments/{id}',
  'GET /api/admin/refunds',
  'GET /api/admin/store-credit',
  'GET /api/admin/events',
  'POST /api/admin/events',
  'GET /api/admin/events/{id}',
  'PATCH /api/admin/events/{id}',
  'DELETE /api/admin/events/{id}',
  'GET /api/admin/trainings',
  'POST /api/admin/trainings',
  'GET /api/admin/trainings/{id}',
  'PATCH /api/admin/trainings/{id}',
  'DELETE /api/admin/trainings/{id}',
  'POST /api/admin/trainings/{id}/packages',
  'PATCH /api/admin/trainings/{id}/packages/{packageId}',
  'DELETE /api/admin/trainings/{id}/packages/{packageId}',
  'GET /api/admin/training-registrations',
  'GET /api/admin/training-registrations/export',
  'GET /api/admin/promo-codes',
  'POST /api/admin/promo-codes',
  'GET /api/admin/promo-codes/{id}',
  'PATCH /api/admin/promo-codes/{id}',
  'DELETE /api/admin/promo-codes/{id}',
  'GET /api/admin/promo-codes/{id}/uses',
  'GET /api/admin/ai/plans',
  'POST /api/admin/ai/plans',
  'GET /api/admin/ai/plans/{id}',
  'PATCH /api/admin/ai/plans/{id}',
  'DELETE /api/admin/ai/plans/{id}',
  'GET /api/admin/ai/subscriptions',
  'PUT /api/admin/ai/subscriptions/{id}/quota',
  'GET /api/admin/ai/scans',
  'GET /api/admin/shipping-fees',
  'PUT /api/admin/shipping-fees/{governorate}',
  'GET /api/admin/management/settings',
  'PUT /api/admin/management/maintenance',
  'PUT /api/admin/management/ai-access',
  'GET /api/admin/invoice-settings',
  'PUT /api/admin/invoice-settings',
  'GET /api/admin/management/outbox',
  'GET /api/admin/jobs',
  'POST /api/admin/jobs/{id}/retry',
  'GET /api/admin/arabic-missing',
  'GET /api/admin/audit-log',
  'GET /api/admin/contact-messages',
  'GET /api/admin/returns',
  'GET /api/admin/returns/{id}',
  'POST /api/admin/returns/{id}/decision',
  'POST /api/admin/returns/{id}/receipt',
  'POST /api/admin/returns/{id}/resolution',
];

const SALES_ROUTES = [
  'GET /api/sales/orders',
  'GET /api/sales/orders/{id}',
  'PUT /api/sales/orders/{id}/status',
  'GET /api/sales/returns',
  'GET /api/sales/returns/{id}',
  'POST /api/sales/returns/{id}/decision',
  'POST /api/sales/returns/{id}/receipt',
  'POST /api/sales/returns/{id}/resolution',
];

/** A concrete request for a route: ids that may or may not exist (the answer must not depend on them before the caller is known). */
function requestFor(route: string): { method: string; url: string } {
  const [method = 'GET', path = ''] = route.split(' ');
  return { method, url: path.replace('{governorate}', 'Cairo').replace(/\{[^}]+\}/g, '1') };
}

describe('who may use the back office and the sales desk', () => {
  let office: BackOffice;
  let productId: number;

  beforeAll(async () => {
    office = await startBackOffice();
    const [product] = await office.server.db.insert(products).values({ name: 'Kept product', categoryId: 1, pricePiasters: 10_000, quantity: 3 }).returning();
    productId = product?.id ?? 0;
  });
  afterAll(async () => {
    await office.server.close();
  });

  it('lists exactly these routes under /api/admin and /api/sales in the API document', () => {
    const documented = apiOperations(office.server.app.swagger() as OpenAPIV3.Document)
      .filter((operation) => /^\/api\/(admin|sales)\//.test(operation.path))
      .map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(documented)).toEqual(new Set([...ADMIN_ROUTES, ...SALES_ROUTES]));
  });

  it.each([...ADMIN_ROUTES, ...SALES_ROUTES])('%s answers 401 without a token and 403 to a customer', async (route) => {
    const { method, url } = requestFor(route);
    const body = method === 'GET' ? undefined : {};
    expectRefusal(await office.call(method, url, body, null), 401, 'unauthenticated', 'Session expired. Please log in again.');
    expectRefusal(await office.call(method, url, body, office.customer), 403, 'forbidden');
  });

  it.each(ADMIN_ROUTES)('%s answers 403 to a sales account', async (route) => {
    const { method, url } = requestFor(route);
    expectRefusal(await office.call(method, url, method === 'GET' ? undefined : {}, office.sales), 403, 'forbidden');
  });

  it.each(SALES_ROUTES.filter((route) => route.startsWith('GET')))('%s lets a sales account and an admin in', async (route) => {
    const { method, url } = requestFor(route);
    for (const user of [office.sales, office.admin]) {
      const status = (await office.call(method, url, undefined, user)).statusCode;
      expect([200, 404]).toContain(status);
    }
  });

  it('changes nothing and writes no audit entry for a refused caller', async () => {
    for (const user of [null, office.customer, office.sales]) {
      expect((await office.call('DELETE', `/api/admin/products/${productId}`, undefined, user)).statusCode).toBeGreaterThanOrEqual(401);
      expect((await office.call('PUT', '/api/admin/management/maintenance', { is_under_maintenance: true }, user)).statusCode).toBeGreaterThanOrEqual(401);
    }
    expect(await office.server.db.select({ id: products.id }).from(products).where(eq(products.id, productId))).toHaveLength(1);
    expect(await office.server.db.select().from(auditLog)).toEqual([]);
    expect((await office.server.request({ method: 'GET', url: '/api/management/maintenance-status' })).json()).toEqual({ is_under_maintenance: false });
  });

  it('locks out at once an admin whose role was taken away, although the token still says Admin', async () => {
    const deputy = await office.server.createUser({ role: 'Admin' });
    expect((await office.call('GET', '/api/admin/dashboard', undefined, deputy)).statusCode).toBe(200);
    await office.ok('PATCH', `/api/admin/users/${deputy.id}`, { role: 'User' });
    expectRefusal(await office.call('GET', '/api/admin/dashboard', undefined, deputy), 403, 'no_longer_staff', 'Your account no longer has access to this area. Please log in again.');
    expectRefusal(await office.call('GET', '/api/sales/orders', undefined, deputy), 403, 'no_longer_staff');
  });

  it('locks out a sales session whose account was deleted', async () => {
    const leaver = await office.server.createUser({ role: 'Sales' });
    expect((await office.call('GET', '/api/sales/orders', undefined, leaver)).statusCode).toBe(200);
    await office.server.db.delete(users).where(eq(users.id, leaver.id));
    expectRefusal(await office.call('GET', '/api/sales/orders', undefined, leaver), 403, 'no_longer_staff');
  });

  it('never lets an admin change their own role, so the shop keeps its admin', async () => {
    expectRefusal(await office.call('PATCH', `/api/admin/users/${office.admin.id}`, { role: 'User' }), 409, 'own_role', 'You cannot change your own role.');
    expect((await office.call('GET', '/api/admin/dashboard')).statusCode).toBe(200);
    // Saving the own profile with the same role is fine.
    const saved = await office.ok<{ role: string; first_name: string }>('PATCH', `/api/admin/users/${office.admin.id}`, { role: 'Admin', first_name: 'Amira' });
    expect(saved).toMatchObject({ role: 'Admin', first_name: 'Amira' });
  });
});
