/**
 * DESIGN §5 invariants 1 and 7 over every route the app documents: the user comes from the token
 * (a `{userId}` in a path is the caller's own id unless the caller is Admin; admin and sales
 * routes need those roles), and no answer carries a password hash or another user's data.
 * The routes are read from the OpenAPI document, so a new route is held to the same rules at once.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Brand } from '@tiara/domain/brand';
import {
  type Account,
  apiOperations,
  describeExchange,
  type Fixtures,
  isPrivilegedPath,
  leaksIn,
  type Operation,
  privilegedOperations,
  requestFor,
  startApiSurface,
  userIdOperations,
} from '../support/apiSurface';
import type { TestServer } from '../support/testServer';

/** The read side of SPEC §7: every GET the storefront makes. `{product}` is the brand's slug. */
const SPEC_READ_CALLS = [
  'GET /api/management/maintenance-status',
  'GET /api/{product}ai/access/{userId}',
  'GET /api/notifications/user/{userId}',
  'GET /api/product',
  'GET /api/product/{id}',
  'GET /api/category/{id}',
  'GET /api/category/{id}/products',
  'GET /api/category/{id}/subcategories',
  'GET /api/product/variant/{productId}/{side}/{size}/{option}',
  'GET /api/ShippingFees',
  'GET /api/dentaltraining',
  'GET /api/dentaltraining/{id}/is-registered/{userId}',
  'GET /api/dentaltrainingpackage/{trainingId}',
  'GET /api/order/user/{userId}',
  'GET /api/{product}aisubscription/user/{userId}/active',
  'GET /api/events',
];

/** One route of each section of the back office and the sales desk (DESIGN §6), held to the admin and sales rules below. */
const BACK_OFFICE_CALLS = [
  'GET /api/admin/dashboard',
  'GET /api/admin/categories',
  'GET /api/admin/subcategories',
  'GET /api/admin/products',
  'GET /api/admin/products/export',
  'POST /api/admin/images',
  'GET /api/admin/orders',
  'PUT /api/admin/orders/{id}/status',
  'GET /api/admin/users',
  'GET /api/admin/notifications',
  'GET /api/admin/payments',
  'GET /api/admin/events',
  'GET /api/admin/trainings',
  'GET /api/admin/training-registrations/export',
  'GET /api/admin/promo-codes',
  'GET /api/admin/ai/plans',
  'GET /api/admin/ai/subscriptions',
  'GET /api/admin/ai/scans',
  'GET /api/admin/shipping-fees',
  'GET /api/admin/management/settings',
  'GET /api/admin/management/outbox',
  'GET /api/admin/contact-messages',
  'GET /api/admin/audit-log',
  'GET /api/sales/orders',
  'GET /api/sales/orders/{id}',
  'PUT /api/sales/orders/{id}/status',
  'GET /api/admin/returns',
  'POST /api/admin/returns/{id}/resolution',
  'GET /api/sales/returns',
  'POST /api/sales/returns/{id}/resolution',
];

/** Routes match case-insensitively and whatever their parameters are named. */
const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}').toLowerCase()}`;

describe('security invariants on every documented route', () => {
  let server: TestServer;
  let fixtures: Fixtures;
  let operations: Operation[];

  beforeAll(async () => {
    ({ server, fixtures, operations } = await startApiSurface());
  });
  afterAll(async () => {
    await server?.close();
  });

  const userIdRoutes = () => userIdOperations(operations);
  const privilegedRoutes = () => privilegedOperations(operations);

  async function call(operation: Operation, subject: Account, caller: Account | null): Promise<{ response: LightMyRequestResponse; description: string }> {
    const request = requestFor(operation, fixtures, subject, caller?.token ?? null);
    const response = await server.app.inject({ ...request, method: request.method as InjectOptions['method'] });
    return { response, description: describeExchange(request, response) };
  }

  async function expectEach(
    routes: Operation[],
    request: (operation: Operation) => Promise<{ response: LightMyRequestResponse; description: string }>,
    accepts: (status: number) => boolean,
    expectation: string,
  ): Promise<void> {
    // A check over no routes would pass whatever the server does.
    expect(routes.length, `routes to expect ${expectation} from`).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const operation of routes) {
      const { response, description } = await request(operation);
      if (!accepts(response.statusCode)) failures.push(`expected ${expectation}:\n${description}`);
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  }

  it('serves an OpenAPI 3 document at /api/docs/json with every read of SPEC §7', async () => {
    const response = await server.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as OpenAPIV3.Document;
    expect(document.openapi).toMatch(/^3\./);
    const documented = new Set(apiOperations(document).map((operation) => routeKey(operation.method, operation.path)));
    const missing = SPEC_READ_CALLS.map((call) => call.replace('{product}', Brand.slug)).filter((call) => {
      const [method = '', path = ''] = call.split(' ');
      return !documented.has(routeKey(method, path));
    });
    expect(missing, `SPEC §7 reads missing from the document: ${missing.join(', ')}`).toEqual([]);
    expect(documented.size).toBe(operations.length);
  });

  it('documents the back office and the sales desk', () => {
    const documented = new Set(operations.map((operation) => routeKey(operation.method, operation.path)));
    const missing = BACK_OFFICE_CALLS.filter((call) => {
      const [method = '', path = ''] = call.split(' ');
      return !documented.has(routeKey(method, path));
    });
    expect(missing, `back-office routes missing from the document: ${missing.join(', ')}`).toEqual([]);
    expect(privilegedRoutes().length).toBeGreaterThanOrEqual(BACK_OFFICE_CALLS.length);
  });

  it('finds the routes that take a {userId}', () => {
    expect(userIdRoutes().map((operation) => routeKey(operation.method, operation.path))).toEqual(
      expect.arrayContaining(SPEC_READ_CALLS.filter((call) => call.includes('{userId}')).map((call) => routeKey('GET', call.replace('{product}', Brand.slug).split(' ')[1] ?? ''))),
    );
  });

  describe('no answer of a GET route carries a password hash or another user’s e-mail', () => {
    const others = (owner: Account) => [fixtures.customer, fixtures.bystander, fixtures.admin, fixtures.sales].filter((account) => account.id !== owner.id).map((account) => account.email);

    async function expectNoLeaks(caller: Account, checkEmails: (operation: Operation) => boolean): Promise<void> {
      const failures: string[] = [];
      const reads = operations.filter((operation) => operation.method === 'GET');
      for (const operation of reads) {
        const { response, description } = await call(operation, fixtures.customer, caller);
        const problems = leaksIn(response.body);
        if (checkEmails(operation)) problems.push(...others(fixtures.customer).filter((email) => response.body.toLowerCase().includes(email.toLowerCase())).map((email) => `it shows ${email}`));
        if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
        if (problems.length) failures.push(`${problems.join('; ')}\n${description}`);
      }
      expect(reads.length).toBeGreaterThan(0);
      expect(failures, failures.join('\n\n')).toEqual([]);
    }

    it('asked by an admin about the customer (admin and sales listings may show customers’ e-mails, never hashes)', async () => {
      await expectNoLeaks(fixtures.admin, (operation) => !isPrivilegedPath(operation.path));
    });

    it('asked by the customer about itself', async () => {
      await expectNoLeaks(fixtures.customer, () => true);
    });
  });

  it('answers every {userId} route with 401 when there is no token', async () => {
    await expectEach(userIdRoutes(), (operation) => call(operation, fixtures.customer, null), (status) => status === 401, '401');
  });

  it('answers every {userId} route with 403 when a User asks about another user', async () => {
    await expectEach(userIdRoutes(), (operation) => call(operation, fixtures.bystander, fixtures.customer), (status) => status === 403, '403');
  });

  it('answers every admin and sales route with 401 without a token and 403 for a User', async () => {
    await expectEach(privilegedRoutes(), (operation) => call(operation, fixtures.customer, null), (status) => status === 401, '401');
    await expectEach(privilegedRoutes(), (operation) => call(operation, fixtures.customer, fixtures.customer), (status) => status === 403, '403');
  });

  it('answers every admin route with 403 for a Sales account', async () => {
    const adminOnly = privilegedRoutes().filter((operation) => /^\/api\/admin(\/|$)/i.test(operation.path));
    await expectEach(adminOnly, (operation) => call(operation, fixtures.customer, fixtures.sales), (status) => status === 403, '403');
  });

  it('lets a User reach its own {userId} routes', async () => {
    await expectEach(userIdRoutes(), (operation) => call(operation, fixtures.customer, fixtures.customer), (status) => status !== 401 && status !== 403 && status < 500, 'neither 401 nor 403');
  });

  it('lets an Admin reach any user’s {userId} routes', async () => {
    await expectEach(userIdRoutes(), (operation) => call(operation, fixtures.bystander, fixtures.admin), (status) => status !== 401 && status !== 403 && status < 500, 'neither 401 nor 403');
  });

  it('lets Sales reach the sales routes and an Admin reach every admin and sales route', async () => {
    const salesRoutes = privilegedRoutes().filter((operation) => /^\/api\/sales(\/|$)/i.test(operation.path));
    await expectEach(salesRoutes, (operation) => call(operation, fixtures.customer, fixtures.sales), (status) => status !== 401 && status !== 403 && status < 500, 'neither 401 nor 403');
    const [reads, writes] = [privilegedRoutes().filter((operation) => operation.method === 'GET'), privilegedRoutes().filter((operation) => operation.method !== 'GET')];
    // Reads first: the writes include deletions of the very rows the reads point at.
    await expectEach([...reads, ...writes], (operation) => call(operation, fixtures.customer, fixtures.admin), (status) => status !== 401 && status !== 403 && status < 500, 'neither 401 nor 403');
  });
});
