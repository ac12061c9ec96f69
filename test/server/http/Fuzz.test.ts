/**
 * DESIGN §5 invariant 7 under fire: random and malformed requests to every documented route (read
 * from the app's own OpenAPI document, so a new route is fuzzed as soon as it exists) never get a
 * 5xx, every 4xx is `{ message, code }`, and no answer carries a password hash or another secret.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  describeExchange,
  exampleFor,
  type Fixtures,
  fixtureValue,
  type JsonSchema,
  type Operation,
  responseProblems,
  startApiSurface,
  urlFor,
} from '../support/apiSurface';
import { forgedTokens } from '../support/forgedTokens';
import type { TestServer } from '../support/testServer';

/** At least this many random requests in all, spread evenly over the routes, and at least a few per route. */
const MINIMUM_REQUESTS = 2_000;
const MINIMUM_RUNS_PER_ROUTE = 8;

interface Exchange {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string;
}

const PATH_NASTIES = [
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '0x10',
  '00000000001',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  '..',
  '../',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%00',
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%C0%AF',
  "1'%20OR%20'1'%3D'1",
  '1%3BDROP%20TABLE%20users',
  '%F0%9F%A6%B7',
  '%EF%B7%BA',
  '%20',
  '',
  'a'.repeat(600),
  'Success',
  'Failed',
  'success',
  'Pending',
];

const ODD_CONTENT_TYPES = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'multipart/form-data',
  'application/octet-stream',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json, text/html',
  'image/png',
  '*/*',
  'application/jsonp',
];

const RAW_JUNK = ['{', '{"a":', '[1,2,', 'undefined', 'NaN', '\uFEFF{}', 'null', '"just a string"', 'true', '1e999', '{"a":1}{"b":2}', 'a.b.c', '\u0000', ' ', '{}}', "{'single': 'quotes'}", '<xml/>'];

const NASTY_VALUES: unknown[] = [
  null,
  -1,
  0,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  1.5,
  1e-300,
  '',
  ' ',
  'null',
  'NaN',
  '-1',
  '💥'.repeat(50),
  '\u0000',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  [],
  {},
  true,
  false,
  [[[[[]]]]],
  { $ne: null },
  JSON.parse('{"__proto__":{"admin":true}}'),
  'a'.repeat(5_000),
];

const BOUNDARY = '----tiara-fuzz-boundary';

function multipartFile(fileName: string, content: string, field = 'file'): string {
  return [`--${BOUNDARY}`, `Content-Disposition: form-data; name="${field}"; filename="${fileName}"`, 'Content-Type: application/octet-stream', '', content, `--${BOUNDARY}--`, ''].join('\r\n');
}

const nastyValue = fc.oneof(fc.constantFrom(...NASTY_VALUES), fc.jsonValue({ maxDepth: 2 }));

/** A value of the documented shape; with `withNasties`, nasty values are mixed in at any depth. */
function shaped(schema: JsonSchema, path: string, fixtures: Fixtures, name: string, depth: number, withNasties: boolean): fc.Arbitrary<unknown> {
  const hint = fixtureValue(name || 'value', path, schema, fixtures, fixtures.customer);
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  let valid: fc.Arbitrary<unknown>;
  if (schema.enum?.length) valid = fc.constantFrom(...schema.enum);
  else if (variants?.length) valid = fc.oneof(...variants.map((variant) => shaped(variant, path, fixtures, name, depth, withNasties)));
  else if ((schema.type === 'object' || schema.properties) && depth < 4) {
    const fields = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, shaped(property as JsonSchema, path, fixtures, key, depth + 1, withNasties)]));
    valid = fc.oneof(fc.record(fields), fc.record(fields, { requiredKeys: [] }));
  } else if (schema.type === 'array' && depth < 4) valid = fc.array(shaped((schema.items ?? {}) as JsonSchema, path, fixtures, name, depth + 1, withNasties), { maxLength: 4 });
  else if (schema.type === 'integer') valid = fc.oneof(fc.constant(hint), fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.constantFrom(0, 1, 2 ** 31 - 1));
  else if (schema.type === 'number') valid = fc.oneof(fc.constant(hint), fc.double({ noNaN: true, noDefaultInfinity: true }));
  else if (schema.type === 'string')
    valid = fc.oneof(
      fc.constant(hint),
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.constantFrom('2026-12-01T10:00:00Z', 'not a date', fixtures.promo.code, fixtures.customer.email, 'Cairo', 'Cash on Delivery'),
    );
  else if (schema.type === 'boolean') valid = fc.boolean();
  else valid = fc.jsonValue({ maxDepth: 2 });
  return withNasties ? fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: nastyValue }) : valid;
}

interface Body {
  readonly payload?: string;
  /** The content type the client would send with it. */
  readonly contentType?: string;
}

function bodies(operation: Operation, fixtures: Fixtures): fc.Arbitrary<Body> {
  const schema: JsonSchema = operation.body?.schema ?? {};
  const example = operation.body && !operation.body.contentType.startsWith('multipart') ? exampleFor(schema, operation.path, fixtures, fixtures.customer) : {};
  const exampleObject = example && typeof example === 'object' && !Array.isArray(example) ? (example as Record<string, unknown>) : {};
  const fieldNames = Object.keys(schema.properties ?? {});
  const json = (value: unknown): Body => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  const raw = (payload: string): Body => ({ payload, contentType: 'application/json' });

  const kinds: Array<fc.WeightedArbitrary<Body>> = [
    { weight: 1, arbitrary: fc.constant<Body>({ contentType: 'application/json' }) },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
    { weight: 3, arbitrary: shaped(schema, operation.path, fixtures, '', 0, false).map(json) },
    { weight: 3, arbitrary: shaped(schema, operation.path, fixtures, '', 0, true).map(json) },
    {
      weight: 3,
      arbitrary: fc
        .record({ field: fc.constantFrom(...(fieldNames.length ? fieldNames : ['x'])), value: fc.option(nastyValue, { nil: undefined }) })
        .map(({ field, value }) => json({ ...exampleObject, [field]: value })),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...(fieldNames.length ? fieldNames : ['x'])).chain((field) =>
        fc.constantFrom('x', '€', '\u{1F9B7}').map((unit) => json({ ...exampleObject, [field]: unit.repeat(Math.floor(100_000 / Buffer.byteLength(unit))) })),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({ depth: fc.integer({ min: 50, max: 50_000 }), array: fc.boolean() })
        .map(({ depth, array }) => raw(array ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{"__proto__":{"role":"Admin","polluted":true}', '{"constructor":{"prototype":{"polluted":true}}', '{"__proto__":null').map((start) => {
        const rest = JSON.stringify(exampleObject).slice(1);
        return raw(rest === '}' ? `${start}}` : `${start},${rest}`);
      }),
    },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...RAW_JUNK), fc.string({ maxLength: 200 })).map(raw) },
  ];
  if (operation.body?.contentType.startsWith('multipart')) {
    kinds.push({
      weight: 6,
      arbitrary: fc
        .record({
          fileName: fc.constantFrom('scan.nii', 'scan.nii.gz', 'scan.dcm', 'scan.zip', 'scan.nrrd', '../../etc/passwd', '', 'a'.repeat(300), 'photo.png', '💥.dcm'),
          content: fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('', 'DICM', '\u0000'.repeat(400), 'PK\u0003\u0004')),
          field: fc.constantFrom('file', 'files', 'image', ''),
        })
        .map(({ fileName, content, field }) => ({ payload: multipartFile(fileName, content, field), contentType: `multipart/form-data; boundary=${BOUNDARY}` })),
    });
    kinds.push({ weight: 1, arbitrary: fc.constant<Body>({ payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n\r\n`, contentType: `multipart/form-data; boundary=${BOUNDARY}` }) });
  }
  return fc.oneof(...kinds);
}

function queries(operation: Operation, fixtures: Fixtures): fc.Arbitrary<string> {
  const documented = Object.fromEntries(
    operation.queryParams.map((parameter) => [
      parameter.name,
      fc.oneof(
        shaped(parameter.schema, operation.path, fixtures, parameter.name, 0, true).map((value) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '')),
        fc.constantFrom(...PATH_NASTIES.map((text) => decodeURIComponentSafe(text))),
      ),
    ]),
  );
  const junk = fc.constantFrom('', '', '', 'page=-1&limit=1e9', '__proto__[polluted]=1', 'a[b][c]=d', 'search=%00', 'sort=%27%3BDROP%20TABLE%20products%3B--', '%=%', 'q=' + 'x'.repeat(3_000));
  return fc.tuple(fc.record(documented, { requiredKeys: [] }), junk).map(([values, extra]) => {
    const pairs = Object.entries(values).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    if (extra) pairs.push(extra);
    return pairs.length ? `?${pairs.join('&')}` : '';
  });
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function pathValues(operation: Operation, fixtures: Fixtures): fc.Arbitrary<Record<string, string>> {
  const valid = (name: string, schema: JsonSchema, owner: Account) => encodeURIComponent(String(fixtureValue(name, operation.path, schema, fixtures, owner)));
  const fields = Object.fromEntries(
    operation.pathParams.map((parameter) => [
      parameter.name,
      fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(valid(parameter.name, parameter.schema, fixtures.customer), valid(parameter.name, parameter.schema, fixtures.bystander)) },
        { weight: 3, arbitrary: fc.constantFrom(...PATH_NASTIES) },
        { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent) },
        { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.double()).map((value) => encodeURIComponent(String(value))) },
      ),
    ]),
  );
  return fc.record(fields);
}

async function authorisations(server: TestServer, fixtures: Fixtures): Promise<Array<string | undefined>> {
  const forgeries = await forgedTokens(fixtures, fixtures.bystander, server.clock.now);
  /** Signed by the server for an account that no longer exists (deleted while its session was alive). */
  const deletedUser = await server.tokens.issue(987_654, 'User', server.clock.now);
  return [
    undefined,
    undefined,
    'Bearer null',
    'Bearer undefined',
    'Bearer ',
    'garbage',
    'Bearer garbage.garbage.garbage',
    `Basic ${Buffer.from('admin:admin').toString('base64')}`,
    ...forgeries.map(({ token }) => `Bearer ${token}`),
    `Bearer ${deletedUser}`,
    `Bearer ${fixtures.customer.token} extra`,
    `Bearer ${fixtures.customer.token}`,
    `Bearer ${fixtures.customer.token}`,
    `Bearer ${fixtures.bystander.token}`,
    `Bearer ${fixtures.sales.token}`,
    `Bearer ${fixtures.admin.token}`,
    `Bearer ${fixtures.admin.token}`,
  ];
}

describe('fuzzing every documented route', () => {
  let server: TestServer;
  let fixtures: Fixtures;
  let operations: Operation[];
  let sent = 0;

  async function send(exchange: Exchange): Promise<string[]> {
    sent += 1;
    const response = await server.app.inject({
      method: exchange.method as InjectOptions['method'],
      url: exchange.url,
      headers: exchange.headers,
      ...(exchange.payload === undefined ? {} : { payload: exchange.payload }),
    });
    const problems = responseProblems(response, exchange.method);
    return problems.length ? [`${problems.join('; ')}\n${describeExchange(exchange, response)}`] : [];
  }

  beforeAll(async () => {
    ({ server, fixtures, operations } = await startApiSurface());
  });
  afterAll(async () => {
    await server?.close();
  });

  it('finds the routes in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toContain('POST /api/user/signin');
  });

  it(`answers ${MINIMUM_REQUESTS}+ random and malformed requests with no 5xx, errors as { message, code }, and no secrets`, { timeout: 240_000 }, async () => {
    const runsPerRoute = Math.max(MINIMUM_RUNS_PER_ROUTE, Math.ceil(MINIMUM_REQUESTS / operations.length));
    const authorisation = fc.constantFrom(...(await authorisations(server, fixtures)));
    const failures: string[] = [];

    for (const operation of operations) {
      const exchanges = fc
        .record({
          method: fc.oneof({ weight: 12, arbitrary: fc.constant(operation.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') }),
          params: pathValues(operation, fixtures),
          query: queries(operation, fixtures),
          body: bodies(operation, fixtures),
          contentType: fc.oneof({ weight: 8, arbitrary: fc.constant<'natural'>('natural') }, { weight: 2, arbitrary: fc.constantFrom(...ODD_CONTENT_TYPES) }),
          authorization: authorisation,
        })
        .map(({ method, params, query, body, contentType, authorization }): Exchange => {
          const type = contentType === 'natural' ? body.contentType : contentType;
          return {
            method,
            url: `${urlFor(operation.path, params)}${query}`,
            headers: { ...(type ? { 'content-type': type } : {}), ...(authorization ? { authorization } : {}) },
            ...(body.payload === undefined ? {} : { payload: body.payload }),
          };
        });
      try {
        await fc.assert(
          fc.asyncProperty(exchanges, async (exchange) => {
            const problems = await send(exchange);
            if (problems.length) throw new Error(problems.join('\n'));
          }),
          { numRuns: runsPerRoute, endOnFailure: true, includeErrorInReport: true },
        );
      } catch (error) {
        failures.push(`${operation.method} ${operation.path}:\n${error instanceof Error ? error.message : String(error)}`);
      }
    }

    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
    expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
    expect(({} as Record<string, unknown>).role, 'Object.prototype was polluted').toBeUndefined();
  });

  it('answers a list of hand-picked nasty requests within the contract', { timeout: 60_000 }, async () => {
    const { customer, bystander, admin } = fixtures;
    const promo = fixtures.promo.code;
    const json = 'application/json';
    const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });
    const expired = await server.tokens.issue(customer.id, 'User', new Date('2020-01-01T00:00:00Z'));
    const orderLine = { product_id: fixtures.productId, product_name: 'Fixture Composite Kit', product_image: '', quantity: 1, price: 1_400 };
    const order = (change: Record<string, unknown>) => ({
      user_id: customer.id,
      status: 'Pending',
      shipping_amount: 50,
      total_amount: 1_450,
      shipping_address: '6 Merryland Buildings',
      shipping_city: 'Heliopolis',
      shipping_state: 'Cairo',
      shipping_postal_code: '',
      shipping_country: 'Egypt',
      shipping_phone: '01012345678',
      shipping_email: customer.email,
      shipping_user_first_name: 'Fixture',
      shipping_user_last_name: 'Customer',
      shipping_user_middle_name: '',
      promo_code_id: null,
      payment_method: 'Cash on Delivery',
      order_items: [orderLine],
      ...change,
    });

    /** `status`: what the answer must be besides the general rules ('4xx': any client error). */
    const cases: Array<{ method: string; url: string; body?: unknown; raw?: string; headers?: Record<string, string>; status?: number | '4xx' }> = [
      { method: 'GET', url: '/api/product/99999999999999999999', status: '4xx' },
      { method: 'GET', url: '/api/product/2147483648', status: '4xx' },
      { method: 'GET', url: '/api/product/-5', status: '4xx' },
      { method: 'GET', url: '/api/product/1.5', status: '4xx' },
      { method: 'GET', url: '/api/product/0x10', status: '4xx' },
      { method: 'GET', url: '/api/product/%00', status: '4xx' },
      { method: 'GET', url: '/api/product/null', status: '4xx' },
      { method: 'GET', url: '/api/product/variant/1/null/null/null' },
      { method: 'GET', url: `/api/product/variant/${fixtures.variantProductId}/null/null/null` },
      { method: 'GET', url: `/api/product/variant/${fixtures.variantProductId}/99/%20/-1` },
      { method: 'GET', url: `/api/product/variant/${fixtures.variantProductId}/0/${'9'.repeat(400)}/null` },
      { method: 'GET', url: '/api/product/variant/-1/-1/-1/-1' },
      { method: 'GET', url: '/api/product?search=%00&sort=%27%3BDROP%20TABLE%20products%3B--&page=-1' },
      { method: 'GET', url: '/api/category/999/products' },
      { method: 'GET', url: '/api/category/-1/subcategories', status: '4xx' },
      { method: 'GET', url: '/api/category/abc', status: '4xx' },
      { method: 'GET', url: '/api/category/1e3/products' },
      { method: 'POST', url: '/api/PromoCode/validate', headers: bearer(customer), body: { code: promo, order_amount: 1e308, user_id: customer.id } },
      { method: 'POST', url: '/api/PromoCode/validate', headers: bearer(customer), body: { code: promo, order_amount: -1e308, user_id: customer.id } },
      { method: 'POST', url: '/api/PromoCode/validate', headers: bearer(customer), body: { code: promo, order_amount: 'a lot', user_id: customer.id }, status: '4xx' },
      { method: 'POST', url: '/api/PromoCode/validate', headers: bearer(customer), body: { code: promo, order_amount: 500, user_id: 'me' }, status: '4xx' },
      { method: 'POST', url: '/api/PromoCode/validate', headers: bearer(customer), body: { code: promo, order_amount: 500, user_id: bystander.id } },
      { method: 'POST', url: '/api/promocode/validate', headers: bearer(customer), body: { code: 'x'.repeat(100_000), order_amount: 500, user_id: customer.id } },
      { method: 'POST', url: '/api/promocode/validate', headers: bearer(customer), body: { code: { $ne: null }, order_amount: 500, user_id: customer.id }, status: '4xx' },
      { method: 'POST', url: '/api/promocode/validate', body: { code: promo, order_amount: 500, user_id: customer.id } },
      { method: 'POST', url: '/api/promocode/createUserUsage', headers: bearer(customer), body: { user_id: customer.id, promo_code_id: fixtures.promo.id, order_id: fixtures.orders.customer, used_at: 'yesterday' } },
      { method: 'POST', url: '/api/promocode/createUserUsage', headers: bearer(customer), body: { user_id: customer.id, promo_code_id: -1, order_id: 2 ** 31 } },
      { method: 'GET', url: '/api/notifications/user/0', status: '4xx' },
      { method: 'GET', url: '/api/notifications/user/0', headers: bearer(customer), status: '4xx' },
      { method: 'GET', url: '/api/notifications/user/-1', headers: bearer(admin), status: '4xx' },
      { method: 'GET', url: '/api/notifications/user/99999999999', headers: bearer(admin), status: '4xx' },
      { method: 'GET', url: '/api/notifications/user/null', headers: { authorization: 'Bearer null' }, status: '4xx' },
      { method: 'POST', url: '/api/notifications/user-notification/999999999/read', headers: bearer(customer) },
      { method: 'POST', url: '/api/notifications/user-notification/abc/read', headers: bearer(customer), status: '4xx' },
      { method: 'POST', url: '/api/order/create', headers: bearer(customer), raw: '', status: '4xx' },
      { method: 'POST', url: '/api/order/create', headers: bearer(customer), body: order({ order_items: [] }), status: '4xx' },
      { method: 'POST', url: '/api/order/create', headers: bearer(customer), body: order({ order_items: [{ ...orderLine, quantity: -1 }] }), status: '4xx' },
      { method: 'POST', url: '/api/order/create', headers: bearer(customer), body: order({ order_items: [{ ...orderLine, quantity: 1e9 }] }), status: '4xx' },
      { method: 'POST', url: '/api/order/create', headers: bearer(customer), body: order({ order_items: [{ ...orderLine, price: '1400' }] }) },
      { method: 'POST', url: '/api/order/create', headers: bearer(customer), body: order({ order_items: [{ ...orderLine, price: 0.01 }] }), status: '4xx' },
      { method: 'POST', url: '/api/order/create', headers: bearer(customer), body: order({ order_items: [{ ...orderLine, product_id: 1_000_001 }] }) },
      { method: 'POST', url: '/api/order/create', headers: bearer(customer), body: order({ order_items: [{ ...orderLine, product_id: 1_000_004 }] }), status: '4xx' },
      { method: 'POST', url: '/api/order/create', headers: bearer(customer), body: order({ order_items: [{ ...orderLine, product_id: 2_000_000 + fixtures.trainingId }] }) },
      { method: 'POST', url: '/api/order/create', headers: bearer(customer), body: order({ order_items: [{ ...orderLine, product_id: 2_999_999 }] }), status: '4xx' },
      { method: 'POST', url: '/api/order/create', headers: bearer(customer), body: order({ order_items: Array.from({ length: 10_000 }, () => orderLine) }) },
      { method: 'POST', url: '/api/order/create', headers: bearer(customer), body: order({ user_id: bystander.id }), status: '4xx' },
      { method: 'POST', url: '/api/order/create', headers: bearer(customer), body: order({ promo_code_id: 2 ** 31 }) },
      { method: 'POST', url: '/api/order/create', body: order({}), status: '4xx' },
      { method: 'POST', url: '/api/order/confirmOrder/abc/Maybe', headers: bearer(customer), status: '4xx' },
      { method: 'POST', url: `/api/order/confirmOrder/${fixtures.orders.customer}/Success`, headers: bearer(customer) },
      { method: 'POST', url: `/api/order/confirmOrder/${fixtures.orders.bystander}/Success`, headers: bearer(customer), status: '4xx' },
      { method: 'POST', url: `/api/payment/payment-status/${fixtures.orders.customer}/Success` },
      { method: 'POST', url: `/api/payment/payment-status/${fixtures.orders.customer}/Success`, headers: bearer(customer) },
      { method: 'POST', url: '/api/payment/payment-status/99999999999999999999/Failed', headers: bearer(customer), status: '4xx' },
      { method: 'POST', url: '/api/payment/create-intention', headers: bearer(customer), body: { amount: -1, currency: 'EGP', items: [] }, status: '4xx' },
      { method: 'POST', url: '/api/payment/create-intention', headers: bearer(customer), body: { amount: 1e308, currency: 'USD', extras: { tiara_order_id: fixtures.orders.bystander } }, status: '4xx' },
      { method: 'POST', url: '/api/payment/callback', body: { obj: { id: 1, success: true }, hmac: 'forged' }, status: '4xx' },
      { method: 'POST', url: `/api/tiaraaisubscription/user/${customer.id}/subscribe`, headers: bearer(customer), body: { subscription_id: 999, order_id: -1 }, status: '4xx' },
      { method: 'POST', url: `/api/tiaraaisubscription/user/${customer.id}/activate/${fixtures.orders.bystander}`, headers: bearer(customer), status: '4xx' },
      { method: 'GET', url: '/api/tiaraai/access/abc', headers: bearer(customer), status: '4xx' },
      { method: 'GET', url: '/api/tiaraai/access/0', headers: bearer(customer), status: '4xx' },
      { method: 'POST', url: `/api/dentaltraining/${fixtures.trainingId}/register/${customer.id}/999999999`, headers: bearer(customer), status: '4xx' },
      { method: 'POST', url: `/api/dentaltraining/${fixtures.trainingId}/register/${customer.id}/${fixtures.orders.bystander}`, headers: bearer(customer), status: '4xx' },
      { method: 'GET', url: `/api/dentaltraining/-1/is-registered/${customer.id}`, headers: bearer(customer), status: '4xx' },
      { method: 'GET', url: '/api/dentaltrainingpackage/99999999999999999999', status: '4xx' },
      { method: 'GET', url: '/api/events/999999999' },
      { method: 'POST', url: '/api/user/signin', body: { email: { $gt: '' }, password_hash: { $gt: '' } }, status: '4xx' },
      { method: 'POST', url: '/api/user/signin', body: { email: 'x'.repeat(100_000), password_hash: 'x' }, status: '4xx' },
      { method: 'POST', url: '/api/user/signin', body: { email: customer.email, password_hash: 'x'.repeat(100_000) }, status: '4xx' },
      { method: 'POST', url: '/api/user/signin', raw: `{"email":"${customer.email}","password_hash":"${'x'.repeat(2_000_000)}"}`, status: 413 },
      {
        method: 'POST',
        url: '/api/user/signup',
        raw: `{"__proto__":{"role":"Admin"},"first_name":"Proto","last_name":"Type","email":"proto@fixtures.example","password_hash":"long enough password","phone":"01012345678","role":"Admin"}`,
      },
      { method: 'POST', url: '/api/user/validateToken', raw: 'null', status: 401 },
      { method: 'POST', url: '/api/user/validateToken', raw: '"null"', status: 401 },
      { method: 'POST', url: '/api/user/validateToken', raw: expired, status: 401 },
      { method: 'POST', url: '/api/user/ValidateTokenExpiry', raw: '{}' },
      { method: 'POST', url: '/api/user/ValidateTokenExpiry', raw: '{"token":{"$ne":null}}', status: '4xx' },
      { method: 'POST', url: '/api/user/forgot-password', body: { email: customer.email } },
      { method: 'POST', url: '/api/user/reset-password', body: { email: customer.email, verification_code: '000000', new_password: 'another long password' }, status: '4xx' },
      { method: 'POST', url: '/api/scans/upload', headers: bearer(customer), body: { file: 'not a file' }, status: '4xx' },
      { method: 'POST', url: '/api/scans/upload', raw: multipartFile('scan.dcm', 'DICM'), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, status: 401 },
      { method: 'POST', url: '/api/scans/upload', raw: `--${BOUNDARY}--\r\n`, headers: { ...bearer(customer), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, status: '4xx' },
      { method: 'POST', url: '/api/scans/upload', raw: multipartFile('../../etc/passwd', ''), headers: { ...bearer(customer), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, status: '4xx' },
      { method: 'GET', url: `/api/order/user/${customer.id}`, headers: { authorization: `Bearer ${expired}` }, status: 401 },
      { method: 'GET', url: `/api/order/user/${bystander.id}`, headers: bearer(customer), status: 403 },
      { method: 'GET', url: '/api/%', status: 400 },
      { method: 'GET', url: '/api/product/%E0%A4%A', status: 400 },
      { method: 'GET', url: '/api/../../etc/passwd', status: '4xx' },
      { method: 'GET', url: '/api/ShippingFees?governorate=%00' },
      { method: 'GET', url: '/api/management/maintenance-status', headers: { authorization: 'Bearer null' } },
      { method: 'POST', url: '/api/contact', body: { name: 'x'.repeat(100_000), email: 'not an email', message: '' }, status: '4xx' },
      { method: 'DELETE', url: '/api/product/1', headers: bearer(customer), status: '4xx' },
      { method: 'PUT', url: '/api/ShippingFees', headers: bearer(customer), body: [{ governorate_name: 'Cairo', shipping_fee: -1 }], status: '4xx' },
    ];

    const failures: string[] = [];
    for (const testCase of cases) {
      const payload = testCase.raw ?? (testCase.body === undefined ? undefined : JSON.stringify(testCase.body));
      const exchange: Exchange = {
        method: testCase.method,
        url: testCase.url,
        headers: { 'content-type': json, ...testCase.headers },
        ...(payload === undefined ? {} : { payload }),
      };
      const response = await server.app.inject({ method: exchange.method as InjectOptions['method'], url: exchange.url, headers: exchange.headers, ...(payload === undefined ? {} : { payload }) });
      const problems = responseProblems(response, exchange.method);
      const expected = testCase.status;
      // A call of SPEC §7 whose route is not built yet is held to the general rules only.
      const routeMissing = response.statusCode === 404 && response.body.includes('"No route for ');
      const statusFits =
        expected === undefined || routeMissing || (expected === '4xx' ? response.statusCode >= 400 && response.statusCode < 500 : response.statusCode === expected);
      if (!statusFits) problems.push(`expected ${expected}, got ${response.statusCode}`);
      if (problems.length) failures.push(`${problems.join('; ')}\n${describeExchange(exchange, response)}`);
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(({} as Record<string, unknown>).role, 'Object.prototype was polluted').toBeUndefined();
  });
});
