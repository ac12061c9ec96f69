/**
 * The API as the app documents it (its OpenAPI document), a small shop of fixture rows for the
 * handlers to find, and the checks every response must pass (DESIGN §5, invariants 1 and 7).
 * The fuzz and invariant tests walk the document, so a new route is covered as soon as it exists.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { PasswordHasher } from '../../../server/adapters/auth/PasswordHasher';
import {
  aiPlans,
  aiSubscriptions,
  contactMessages,
  dentalTrainings,
  events,
  notificationReads,
  notifications,
  orderItems,
  orders,
  productVariants,
  products,
  promoCodes,
  reviews,
  shippingFees,
  subcategories,
  trainingPackages,
  trainingRegistrations,
} from '../../../server/adapters/db/schema';
import { type TestServer, startTestServer } from './testServer';

export type JsonSchema = OpenAPIV3.SchemaObject;

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly required: boolean;
  readonly schema: JsonSchema;
}

export interface Operation {
  readonly method: string;
  /** The OpenAPI form, `/api/product/{id}`. */
  readonly path: string;
  readonly pathParams: readonly Parameter[];
  readonly queryParams: readonly Parameter[];
  readonly body: { readonly contentType: string; readonly schema: JsonSchema } | null;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function resolve(document: OpenAPIV3.Document, schema: OpenAPIV3.ReferenceObject | JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (!('$ref' in schema)) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return resolve(document, document.components?.schemas?.[name]);
}

/** Every documented operation, in a stable order. */
export function apiOperations(document: OpenAPIV3.Document): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) =>
        '$ref' in parameter ? (document.components?.parameters?.[parameter.$ref.split('/').pop() ?? ''] as OpenAPIV3.ParameterObject) : parameter,
      );
      const described = (where: 'path' | 'query'): Parameter[] =>
        parameters.filter((parameter) => parameter?.in === where).map((parameter) => ({ name: parameter.name, in: where, required: parameter.required === true, schema: resolve(document, parameter.schema) }));
      const requestBody = operation.requestBody && !('$ref' in operation.requestBody) ? operation.requestBody : undefined;
      const [contentType, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: described('path'),
        queryParams: described('query'),
        body: contentType ? { contentType, schema: resolve(document, media?.schema) } : null,
      });
    }
  }
  return operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** Fills `{name}` placeholders with values that are already URL-encoded (or deliberately raw). */
export function urlFor(path: string, values: Readonly<Record<string, string>>): string {
  return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => values[name] ?? '1');
}

export const isUserIdParam = (name: string): boolean => /^user_?id$/i.test(name);
export const isPrivilegedPath = (path: string): boolean => /^\/api\/(admin|sales)(\/|$)/i.test(path);

/** The routes of one user's data: a `{userId}` in the path, outside the back office and the sales desk. */
export function userIdOperations(operations: readonly Operation[]): Operation[] {
  return operations.filter((operation) => !isPrivilegedPath(operation.path) && operation.pathParams.some((parameter) => isUserIdParam(parameter.name)));
}

/** The routes of the back office and the sales desk. */
export function privilegedOperations(operations: readonly Operation[]): Operation[] {
  return operations.filter((operation) => isPrivilegedPath(operation.path));
}

export interface Account {
  readonly id: number;
  readonly email: string;
  readonly token: string;
}

export interface Fixtures {
  /** The customer whose data the requests ask for. */
  readonly customer: Account;
  /** Another customer with data of every kind, which must never show up in the customer's answers. */
  readonly bystander: Account;
  readonly admin: Account;
  readonly sales: Account;
  readonly password: string;
  readonly subcategoryId: number;
  readonly productId: number;
  readonly variantProductId: number;
  readonly variant: { readonly id: number; readonly side: number; readonly size: string; readonly option: number; readonly sku: string };
  readonly planId: number;
  readonly trainingId: number;
  readonly packageId: number;
  readonly eventId: number;
  readonly promo: { readonly id: number; readonly code: string };
  readonly notificationId: number;
  readonly orders: Readonly<Record<'customer' | 'bystander', number>>;
  readonly reviewId: number;
  readonly contactMessageId: number;
}

function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('a fixture row was not inserted');
  return row;
}

/** A small shop: accounts with real scrypt hashes (so a leaked hash would show), a catalogue, orders, and the rest. */
export async function insertFixtures(server: TestServer): Promise<Fixtures> {
  const password = 'fixture password 123';
  const passwordHash = await new PasswordHasher().hash(password);
  const account = async (role: 'User' | 'Admin' | 'Sales', name: string): Promise<Account> => {
    const created = await server.createUser({ role, passwordHash, firstName: name, email: `${name.toLowerCase()}@fixtures.example` });
    return { id: created.id, email: created.email, token: created.token };
  };
  const customer = await account('User', 'Customer');
  const bystander = await account('User', 'Bystander');
  const admin = await account('Admin', 'Admin');
  const sales = await account('Sales', 'Sales');
  const db = server.db;

  const subcategory = one(await db.insert(subcategories).values({ categoryId: 1, name: 'Composites', logoUrl: '/images/composites.png' }).returning());
  const product = one(
    await db
      .insert(products)
      .values({
        name: 'Fixture Composite Kit',
        description: 'A light-cured composite kit.',
        features: ['Light cured', 'Eight shades'],
        specifications: [{ name: 'Volume', value: '4 g' }],
        logoUrl: '/images/composite.png',
        categoryId: 1,
        subcategoryId: subcategory.id,
        sku: 'FIX-COMP-1',
        pricePiasters: 150_000,
        discountPiasters: 10_000,
        quantity: 20,
      })
      .returning(),
  );
  const variantProduct = one(
    await db
      .insert(products)
      .values({ name: 'Fixture Crown', categoryId: 3, sku: 'FIX-CROWN', pricePiasters: 90_000, quantity: 0, isVariant: true, logoUrl: '/images/crown.png' })
      .returning(),
  );
  const variant = one(
    await db.insert(productVariants).values({ productId: variantProduct.id, sku: 'FIX-CROWN-UR-4', quantity: 7, side: 0, size: '4', variableOption: 1 }).returning(),
  );
  await db.insert(productVariants).values({ productId: variantProduct.id, sku: 'FIX-CROWN-ONLY', quantity: 3, variableOption: 2, onlyOneOption: true });
  const review = one(
    await db.insert(reviews).values({ productId: product.id, rating: 5, userName: 'Dr. Customer', date: new Date('2026-10-01T09:00:00Z'), comment: 'Good' }).returning(),
  );

  await db
    .insert(aiPlans)
    .values([
      { id: 1, name: 'Starter', pricePiasters: 100_000, segmentations: 5, periodLabel: 'month' },
      { id: 2, name: 'Clinic', pricePiasters: 250_000, segmentations: 20, periodLabel: 'month' },
    ])
    .onConflictDoNothing();
  await db.insert(shippingFees).values({ governorateName: 'Cairo', feePiasters: 5_000 }).onConflictDoNothing();
  const promo = one(await db.insert(promoCodes).values({ code: 'FUZZ10', kind: 'percent', value: 10, maxUses: 1_000, minimumOrderPiasters: 10_000 }).returning());

  const training = one(
    await db
      .insert(dentalTrainings)
      .values({
        title: 'Fixture Endodontics Course',
        description: 'Two days of rotary endodontics.',
        instructors: 'Dr. Fixture',
        date: new Date('2026-12-10T08:00:00Z'),
        endDate: new Date('2026-12-11T16:00:00Z'),
        location: 'Cairo',
        capacity: 30,
      })
      .returning(),
  );
  const trainingPackage = one(await db.insert(trainingPackages).values({ trainingId: training.id, name: 'Full course', pricePiasters: 500_000 }).returning());
  const event = one(await db.insert(events).values({ title: 'Fixture Expo', date: new Date('2026-12-20T08:00:00Z'), location: 'Giza', speakers: ['Dr. Fixture'] }).returning());

  const order = async (owner: Account): Promise<number> => {
    const created = one(
      await db
        .insert(orders)
        .values({
          userId: owner.id,
          status: 'Pending',
          paymentMethod: 'Cash on Delivery',
          subtotalPiasters: 150_000,
          shippingPiasters: 5_000,
          totalPiasters: 155_000,
          shippingAddress: '6 Merryland Buildings',
          shippingCity: 'Heliopolis',
          shippingState: 'Cairo',
          shippingPhone: '01012345678',
          shippingEmail: owner.email,
          shippingFirstName: 'Fixture',
          shippingLastName: 'Owner',
        })
        .returning(),
    );
    await db.insert(orderItems).values({
      orderId: created.id,
      kind: 'product',
      productId: product.id,
      productName: product.name,
      unitPricePiasters: 140_000,
      quantity: 1,
      productImage: product.logoUrl,
    });
    return created.id;
  };
  const customerOrder = await order(customer);
  const bystanderOrder = await order(bystander);

  await db
    .insert(aiSubscriptions)
    .values({ userId: customer.id, planId: 1, orderId: customerOrder, status: 'Active', segmentationsAllowed: 5, segmentationsUsed: 1, activatedAt: new Date('2026-11-01T00:00:00Z') });
  await db.insert(aiSubscriptions).values({ userId: bystander.id, planId: 2, orderId: bystanderOrder, status: 'Active', segmentationsAllowed: 20, activatedAt: new Date('2026-11-01T00:00:00Z') });
  await db.insert(trainingRegistrations).values({ trainingId: training.id, userId: bystander.id, orderId: bystanderOrder, packageId: trainingPackage.id, status: 'Confirmed' });

  const notification = one(await db.insert(notifications).values({ title: 'New composite shades', message: 'Eight new shades.', category: 0 }).returning());
  const personal = one(await db.insert(notifications).values({ title: 'Your order shipped', message: 'On its way.', category: 1, userId: customer.id }).returning());
  await db.insert(notifications).values({ title: 'Bystander only', message: `For ${bystander.email}`, category: 4, userId: bystander.id });
  await db.insert(notificationReads).values({ userId: customer.id, notificationId: notification.id });
  const contact = one(await db.insert(contactMessages).values({ userId: bystander.id, name: 'Bystander', email: bystander.email, message: 'Do you ship to Aswan?' }).returning());

  return {
    customer,
    bystander,
    admin,
    sales,
    password,
    subcategoryId: subcategory.id,
    productId: product.id,
    variantProductId: variantProduct.id,
    variant: { id: variant.id, side: 0, size: '4', option: 1, sku: variant.sku },
    planId: 1,
    trainingId: training.id,
    packageId: trainingPackage.id,
    eventId: event.id,
    promo: { id: promo.id, code: promo.code },
    notificationId: personal.id,
    orders: { customer: customerOrder, bystander: bystanderOrder },
    reviewId: review.id,
    contactMessageId: contact.id,
  };
}

/**
 * What a parameter or field of this name most likely refers to. A bare `id` takes its meaning from
 * the path segment before it (`/product/{id}` is a product id).
 */
function subjectOf(name: string, path: string): string {
  if (!/^id$/i.test(name)) return name;
  const before = path.split(`{${name}}`)[0]?.split('/').filter((segment) => segment && !segment.startsWith('{')) ?? [];
  return before.at(-1) ?? name;
}

/** A value that points at a fixture row, for a path parameter, query parameter or body field. */
export function fixtureValue(name: string, path: string, schema: JsonSchema, fixtures: Fixtures, owner: Account): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const subject = subjectOf(name, path).toLowerCase().replace(/[_-]/g, '');
  const owned = owner.id === fixtures.bystander.id ? fixtures.orders.bystander : fixtures.orders.customer;
  const rules: Array<[RegExp, unknown]> = [
    [/^userid$|^user$|^users$/, owner.id],
    [/email/, owner.email],
    [/password/, fixtures.password],
    [/amount|price|total|fee/, 1_500],
    [/quantity/, 1],
    [/order/, owned],
    [/package/, fixtures.packageId],
    [/training/, fixtures.trainingId],
    [/variant/, fixtures.variant.id],
    [/side/, fixtures.variant.side],
    [/size/, fixtures.variant.size],
    [/option/, fixtures.variant.option],
    [/subcategor/, fixtures.subcategoryId],
    [/categor/, 1],
    [/product/, /variant/i.test(path) ? fixtures.variantProductId : fixtures.productId],
    [/notification/, fixtures.notificationId],
    [/promocodeid|promo$|promocodes?$/, fixtures.promo.id],
    [/code/, fixtures.promo.code],
    [/subscription|plan/, fixtures.planId],
    [/event/, fixtures.eventId],
    [/review/, fixtures.reviewId],
    [/contact/, fixtures.contactMessageId],
    [/status/, 'Success'],
    [/governorate|state|city/, 'Cairo'],
    [/phone/, '01012345678'],
    [/token/, owner.token],
  ];
  const match = rules.find(([pattern]) => pattern.test(subject));
  const value = match ? match[1] : undefined;
  const type = schema.type ?? schema.anyOf?.map((option) => ('type' in option ? option.type : undefined)).find(Boolean);
  if (type === 'integer' || type === 'number') return typeof value === 'number' ? value : 1;
  if (type === 'boolean') return true;
  if (type === 'string') {
    if (schema.format === 'date-time') return '2026-12-01T10:00:00.000Z';
    if (schema.format === 'email') return owner.email;
    return value === undefined ? 'Fixture' : String(value);
  }
  return value ?? 1;
}

/** A body that satisfies the documented schema, every field pointing at fixture rows where its name says what it is. */
export function exampleFor(schema: JsonSchema, path: string, fixtures: Fixtures, owner: Account, name = ''): unknown {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const options = variants as JsonSchema[];
    return exampleFor(options.find((option) => option.type === 'object') ?? options.find((option) => (option.type as string | undefined) !== 'null') ?? options[0]!, path, fixtures, owner, name);
  }
  if (schema.allOf?.length) return Object.assign({}, ...(schema.allOf as JsonSchema[]).map((part) => exampleFor(part, path, fixtures, owner, name)));
  if (schema.type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, exampleFor(property as JsonSchema, path, fixtures, owner, key)]));
  }
  if (schema.type === 'array') {
    return [exampleFor((schema.items ?? {}) as JsonSchema, path, fixtures, owner, name)];
  }
  const value = fixtureValue(name || 'value', path, schema, fixtures, owner);
  if (typeof value === 'string' && schema.minLength && value.length < schema.minLength) return value.padEnd(schema.minLength, 'x');
  return value;
}

export interface ApiRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string;
}

const MULTIPART_BOUNDARY = '----tiara-api-surface-boundary';

/**
 * A well-formed request for `subject`'s data (its id in `{userId}`, its order in `{orderId}`, a
 * valid body), sent with `token` (none when null), so that only the caller's identity decides
 * between 401, 403 and the rest. A multipart route gets one small file in the field `file`.
 */
export function requestFor(operation: Operation, fixtures: Fixtures, subject: Account, token: string | null): ApiRequest {
  const valueOf = (parameter: Parameter) => encodeURIComponent(String(fixtureValue(parameter.name, operation.path, parameter.schema, fixtures, subject)));
  const values = Object.fromEntries(operation.pathParams.map((parameter) => [parameter.name, valueOf(parameter)]));
  const query = operation.queryParams.filter((parameter) => parameter.required).map((parameter) => `${encodeURIComponent(parameter.name)}=${valueOf(parameter)}`);
  const url = `${urlFor(operation.path, values)}${query.length ? `?${query.join('&')}` : ''}`;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (operation.body?.contentType.startsWith('multipart')) {
    headers['content-type'] = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;
    const payload = [`--${MULTIPART_BOUNDARY}`, 'Content-Disposition: form-data; name="file"; filename="scan.dcm"', 'Content-Type: application/dicom', '', 'DICM', `--${MULTIPART_BOUNDARY}--`, ''].join('\r\n');
    return { method: operation.method, url, headers, payload };
  }
  headers['content-type'] = 'application/json';
  if (!operation.body) return { method: operation.method, url, headers };
  return { method: operation.method, url, headers, payload: JSON.stringify(exampleFor(operation.body.schema, operation.path, fixtures, subject)) };
}

/** Where a JSON key alone would be a leak, whatever it holds. */
const SECRET_KEY = /^(password_?hash|passwordhash|reset_?code|resetcode|code_?hash|codehash|verification_?code)$/i;
/** Words that must appear only in human-readable `message` texts (a validation error names the request's own `password_hash` field). */
const SECRET_WORDS = /password_?hash|passwordhash|reset code/i;
const STACK_FRAME = /\bat .+\(?[^\s()]+\.(ts|js|mjs|cjs):\d+:\d+\)?/;

function secretsIn(value: unknown, key: string, problems: string[]): void {
  if (typeof value === 'string') {
    if (key !== 'message' && SECRET_WORDS.test(value)) problems.push(`the value of '${key}' names a secret: ${value.slice(0, 120)}`);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) secretsIn(item, key, problems);
    return;
  }
  if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) {
      if (SECRET_KEY.test(name)) problems.push(`the response has a '${name}' field`);
      secretsIn(inner, name, problems);
    }
  }
}

function parsedJson(body: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

/** Leaks of invariant 7: password hashes, secret fields, stack traces. */
export function leaksIn(body: string): string[] {
  const problems: string[] = [];
  if (body.includes('scrypt$')) problems.push('the body contains a password hash (scrypt$)');
  if (STACK_FRAME.test(body)) problems.push('the body contains a stack trace');
  const parsed = parsedJson(body);
  if (parsed.ok) secretsIn(parsed.value, '', problems);
  else if (SECRET_WORDS.test(body)) problems.push('the body names a secret');
  return problems;
}

/** Everything invariant 7 asks of one response: never a 5xx, errors as `{ message, code }`, no leak. */
export function responseProblems(response: LightMyRequestResponse, method: string): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
  if (response.statusCode >= 400 && method !== 'HEAD') {
    const parsed = parsedJson(response.body);
    const body = parsed.ok ? parsed.value : undefined;
    const isErrorBody =
      typeof body === 'object' &&
      body !== null &&
      !Array.isArray(body) &&
      Object.keys(body).sort().join(',') === 'code,message' &&
      typeof (body as { message: unknown }).message === 'string' &&
      typeof (body as { code: unknown }).code === 'string';
    if (!isErrorBody) problems.push(`a ${response.statusCode} whose body is not { message, code }`);
    if (!String(response.headers['content-type'] ?? '').includes('application/json')) problems.push(`a ${response.statusCode} without a JSON content type`);
  }
  problems.push(...leaksIn(response.body));
  return problems;
}

export function describeExchange(request: { method: string; url: string; headers?: Record<string, string>; payload?: string }, response: LightMyRequestResponse): string {
  const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text);
  return [
    `${request.method} ${cut(request.url, 200)}`,
    `  headers: ${JSON.stringify(request.headers ?? {})}`,
    ...(request.payload === undefined ? [] : [`  body: ${cut(request.payload, 300)}`]),
    `  → ${response.statusCode} ${cut(response.body, 400)}`,
  ].join('\n');
}

/** A test server with the fixture shop, and the operations its OpenAPI document lists. */
export async function startApiSurface(): Promise<{ server: TestServer; fixtures: Fixtures; operations: Operation[] }> {
  const server = await startTestServer();
  const fixtures = await insertFixtures(server);
  return { server, fixtures, operations: apiOperations(server.app.swagger() as OpenAPIV3.Document) };
}
