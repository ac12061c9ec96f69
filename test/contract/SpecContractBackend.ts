import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

/**
 * A stand-in backend that honours SPEC.md §3 and §7 and nothing more: every answer carries only
 * the fields and status codes SPEC shows ("not shown" answers have an empty body, errors only a
 * `message`, SPEC §8). It exists to prove the SPA runs on any backend that keeps to SPEC, not only
 * on this repository's server, which sends more. State lives in memory for one run.
 *
 * It serves the built SPA too (dist/index.html for every path that is not an API call or a file),
 * with no first view embedded, so the SPA has to ask the API for everything itself.
 */

/** The account a journey signs in with (SPEC §3 "User on login"). */
export const CONTRACT_CUSTOMER = { email: 'clinic@contract.example', password: 'Contract123!' } as const;
/** A promo code worth 10% of the order (SPEC §7 PromoCode/validate). */
export const CONTRACT_PROMO = { code: 'SPEC10', percent: 10 } as const;
/** SPEC §9 AI plans: plan id to segmentations allowed. */
const PLAN_SEGMENTATIONS: Readonly<Record<number, number>> = { 1: 10, 2: 25, 3: 50 };

interface User {
  readonly id: number;
  readonly email: string;
  readonly password: string;
  readonly profile: Readonly<Record<string, string>>;
  readonly createdAt: string;
}

interface Order {
  readonly id: number;
  readonly userId: number;
  readonly createdAt: string;
  readonly total: number;
  status: string;
  readonly items: readonly { product_name: string; quantity: number; price: number; product_image: string }[];
}

interface Subscription {
  readonly userId: number;
  readonly orderId: number;
  readonly allowed: number;
  used: number;
  active: boolean;
}

const image = (folder: string, name: string) => `/images/${folder}/${name}.svg`;

/** SPEC §3 Product with exactly its fields; ids 51, 50, 5 and 4 are the home page's Best Sellers. */
const PRODUCTS = [
  { id: 4, name: 'Contract Bonding Agent 5 ml', price: 850, discount_fee: 0, categoryId: 1, logo: 'bonding-bottle' },
  { id: 5, name: 'Contract Etch Gel 3 x 5 ml', price: 390, discount_fee: 40, categoryId: 1, logo: 'composite-syringe' },
  { id: 50, name: 'Contract Bioceramic Sealer', price: 2200, discount_fee: 0, categoryId: 2, logo: 'cement-kit' },
  { id: 51, name: 'Contract Diamond Bur Kit', price: 1250, discount_fee: 0, categoryId: 1, logo: 'bur' },
].map((product) => ({
  id: product.id,
  name: product.name,
  price: product.price,
  description: `${product.name}, as SPEC §3 describes a product.`,
  features: ['Made for clinics'],
  specifications: [{ name: 'Pack', value: 'Single' }],
  logoUrl: image('products', product.logo),
  categoryId: product.categoryId,
  categoryName: product.categoryId === 1 ? 'Premier Dental Products' : 'Avalon Biomed',
  quantity: 40,
  isVariant: false,
  isActive: true,
  discount_fee: product.discount_fee,
  reviews: [{ id: 1, rating: 5, user: 'Dr. Salma', date: '2026-10-01', comment: 'Works as described.' }],
  variant_products: [],
}));

/** A crown product with side/size variants (SPEC §3 Variant product). */
const CROWN = {
  ...PRODUCTS[0]!,
  id: 46,
  name: 'Contract Zirconia Crown',
  categoryId: 3,
  categoryName: 'NuSmile',
  logoUrl: image('products', 'crown-kit'),
  isVariant: true,
  variant_products: [
    { id: 461, sku: 'ZR-UR-2', quantity: 6, side: 0, size: '2', variable_option: null, only_one_option: false },
    { id: 462, sku: 'ZR-UR-3', quantity: 0, side: 0, size: '3', variable_option: null, only_one_option: false },
  ],
};
const CATALOGUE = [...PRODUCTS, CROWN];

const CATEGORIES: Readonly<Record<number, string>> = { 1: 'Premier Dental Products', 2: 'Avalon Biomed', 3: 'NuSmile' };

const SUBCATEGORIES: Readonly<Record<number, readonly object[]>> = {
  1: [{ id: 11, name: 'Adhesives', logo_url: image('subcategories', 'impression-cements'), is_active: true }],
  2: [{ id: 21, name: 'Sealers', logo_url: image('subcategories', 'bioceramic-sealers'), is_active: true }],
  3: [],
};

/** SPEC §3 Dental training and Training package. */
const TRAININGS = [
  {
    id: 1,
    title: 'Contract Pediatric Crowns Workshop',
    description: 'Hands-on crowns for primary teeth.',
    instructors: 'Dr. Laila Hassan',
    date: '2027-03-12T08:00:00.000Z',
    end_date: null,
    location: 'Cairo',
    capacity: 20,
    image_url: image('trainings', 'pediatric-crowns'),
  },
];
const PACKAGES: Readonly<Record<number, readonly { id: number; name: string; price: number }[]>> = { 1: [{ id: 1, name: 'Lecture only', price: 2500 }] };

const SHIPPING_FEES = [
  { governorate_name: 'Cairo', shipping_fee: 150 },
  { governorate_name: 'Alexandria', shipping_fee: 175 },
];

const NOTIFICATIONS = [{ id: 1, isRead: false, notification: { title: 'New training', message: 'Pediatric crowns in March.', category: 3, created_at: '2026-11-01T09:00:00.000Z' } }];

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** The number in an order reference: `41`, `tiaraai-41` or `tiaradentaltraining-41`. */
const orderIdOf = (reference: string): number => Number(/(\d+)$/.exec(reference)?.[1] ?? Number.NaN);

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function jsonOf(raw: Buffer): unknown {
  try {
    return raw.length === 0 ? undefined : JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

type Answer = { readonly status: number; readonly body?: unknown };
const answer = (status: number, body?: unknown): Answer => ({ status, ...(body === undefined ? {} : { body }) });
const refused = (status: number, message: string): Answer => answer(status, { message });

export interface SpecContractBackend {
  readonly url: string;
  /** The calls made, as `METHOD /path`, in order: what the SPA asked of the backend. */
  readonly calls: readonly string[];
  /** The file names the scan uploads carried. */
  readonly uploadedFiles: readonly string[];
  close(): Promise<void>;
}

/** Starts the stand-in on `port` (0: any free port); `distDir` is the built SPA to serve, if any. */
export async function startSpecContractBackend({ port = 0, host = '127.0.0.1', distDir }: { port?: number; host?: string; distDir?: string } = {}): Promise<SpecContractBackend> {
  const users: User[] = [
    {
      id: 1,
      email: CONTRACT_CUSTOMER.email,
      password: CONTRACT_CUSTOMER.password,
      profile: { first_name: 'Salma', middle_name: 'Adel', last_name: 'Nabil', address: '5 Tahrir Street', city: 'Dokki', state: 'Giza', country: 'Egypt', phone: '01012345678' },
      createdAt: '2026-01-15T10:00:00.000Z',
    },
  ];
  const tokens = new Map<string, number>();
  const orders: Order[] = [];
  const subscriptions: Subscription[] = [];
  /** `trainingId:userId` → the order that pays for the seat, registered once that order succeeds. */
  const pendingSeats = new Map<string, number>();
  const registered = new Set<string>();
  /** `userId:notificationId` of each notification a user marked read. */
  const readNotifications = new Set<string>();
  const calls: string[] = [];
  const uploadedFiles: string[] = [];

  const userOfToken = (request: IncomingMessage): number | undefined => tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
  const activeSubscriptionOf = (userId: number) => subscriptions.filter((subscription) => subscription.userId === userId && subscription.active);

  function signIn(body: Record<string, unknown>): Answer {
    const user = users.find((candidate) => candidate.email === body.email && candidate.password === body.password_hash);
    if (!user) return refused(401, 'Invalid email or password.');
    const token = randomUUID();
    tokens.set(token, user.id);
    return answer(200, { role: 'User', token, email: user.email, user_id: user.id, ...user.profile, postal_code: '12611', created_at: user.createdAt });
  }

  function signUp(body: Record<string, unknown>): Answer {
    if (typeof body.email !== 'string' || typeof body.password_hash !== 'string') return refused(400, 'Email and password are required.');
    if (users.some((user) => user.email === body.email)) return refused(409, 'Email already exists.');
    const profile = Object.fromEntries(['first_name', 'middle_name', 'last_name', 'address', 'city', 'state', 'country', 'phone'].map((key) => [key, String(body[key] ?? '')]));
    users.push({ id: users.length + 1, email: body.email, password: body.password_hash, profile, createdAt: new Date().toISOString() });
    return answer(201);
  }

  function createOrder(body: Record<string, unknown>): Answer {
    const items = Array.isArray(body.order_items) ? (body.order_items as Record<string, unknown>[]) : [];
    if (items.length === 0) return refused(400, 'An order needs items.');
    const order: Order = {
      id: orders.length + 1,
      userId: Number(body.user_id) || 0,
      createdAt: new Date().toISOString(),
      total: Number(body.total_amount) || 0,
      status: 'Pending',
      items: items.map((item) => ({ product_name: String(item.product_name), quantity: Number(item.quantity), price: Number(item.price), product_image: String(item.product_image ?? '') })),
    };
    orders.push(order);
    return answer(201, { orderid: order.id });
  }

  /** As a gateway would: straight back to the shop's confirmation page with its own order id and our reference (SPEC §2). */
  function paymentIntention(request: IncomingMessage, body: Record<string, unknown>): Answer {
    const extras = (body.extras ?? {}) as Record<string, unknown>;
    const reference = String(body.special_reference ?? extras.tiara_order_id ?? '');
    if (!reference) return refused(400, 'special_reference is required.');
    const query = new URLSearchParams({ success: 'true', order: `gw-${reference}`, merchant_order_id: reference });
    return answer(200, `http://${request.headers.host}/payment/confirmation?${query.toString()}`);
  }

  function confirmOrder(reference: string, outcome: string): Answer {
    const order = orders.find((candidate) => candidate.id === orderIdOf(reference));
    if (!order) return refused(404, 'Order not found.');
    order.status = outcome === 'Success' ? 'Paid' : 'Failed';
    if (outcome === 'Success') {
      for (const [seat, orderId] of pendingSeats) if (orderId === order.id) registered.add(seat);
    }
    return answer(200);
  }

  function activate(userId: number, reference: string): Answer {
    const subscription = subscriptions.find((candidate) => candidate.userId === userId && candidate.orderId === orderIdOf(reference));
    if (!subscription) return refused(404, 'No subscription for this order.');
    subscription.active = true;
    return answer(200);
  }

  function activeQuota(userId: number): Answer {
    const active = activeSubscriptionOf(userId);
    if (active.length === 0) return refused(404, 'No active subscription.');
    return answer(200, {
      is_active: true,
      segmentations_allowed: active.reduce((sum, subscription) => sum + subscription.allowed, 0),
      segmentations_used: active.reduce((sum, subscription) => sum + subscription.used, 0),
    });
  }

  async function uploadScan(request: IncomingMessage): Promise<Answer> {
    const userId = userOfToken(request);
    const raw = (await bodyOf(request)).toString('latin1');
    if (userId === undefined) return refused(401, 'Session expired. Please log in again.');
    const fileName = /name="file"; filename="([^"]*)"/.exec(raw)?.[1];
    if (!(request.headers['content-type'] ?? '').startsWith('multipart/form-data') || fileName === undefined) return refused(400, 'One multipart field named file is required.');
    const withRoom = activeSubscriptionOf(userId).find((subscription) => subscription.used < subscription.allowed);
    if (!withRoom) return refused(403, 'No segmentations remaining.');
    withRoom.used += 1;
    uploadedFiles.push(fileName);
    return answer(200);
  }

  async function route(request: IncomingMessage, path: string): Promise<Answer> {
    const method = request.method ?? 'GET';
    const segments = path.split('/').slice(2).map(decodeURIComponent);
    const at = (pattern: string) => {
      const parts = pattern.split('/');
      return parts.length === segments.length && parts.every((part, index) => part === '*' || part.toLowerCase() === segments[index]!.toLowerCase());
    };
    if (method === 'POST' && at('scans/upload')) return uploadScan(request);
    const body = jsonOf(await bodyOf(request));
    const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const id = (index: number) => Number(segments[index]);

    if (method === 'GET') {
      if (at('management/maintenance-status')) return answer(200, { is_under_maintenance: false });
      if (at('product')) return answer(200, CATALOGUE);
      if (at('product/*')) {
        const product = CATALOGUE.find((candidate) => candidate.id === id(1));
        return product ? answer(200, product) : refused(404, 'Product not found.');
      }
      if (at('product/variant/*/*/*/*')) {
        const variant = CROWN.variant_products.find((candidate) => id(2) === CROWN.id && String(candidate.side) === segments[3] && candidate.size === segments[4]);
        return variant ? answer(200, { quantity: variant.quantity }) : refused(404, 'Variant not found.');
      }
      if (at('category/*')) return CATEGORIES[id(1)] ? answer(200, { id: id(1), name: CATEGORIES[id(1)] }) : refused(404, 'Category not found.');
      if (at('category/*/products')) return answer(200, CATALOGUE.filter((product) => product.categoryId === id(1)));
      if (at('category/*/subcategories')) return answer(200, SUBCATEGORIES[id(1)] ?? []);
      if (at('ShippingFees')) return answer(200, SHIPPING_FEES);
      if (at('tiaraai/access/*')) return answer(200, { has_access: true });
      if (at('notifications/user/*')) return answer(200, NOTIFICATIONS.map((entry) => ({ ...entry, isRead: entry.isRead || readNotifications.has(`${id(2)}:${entry.id}`) })));
      if (at('dentaltraining')) return answer(200, TRAININGS);
      if (at('dentaltraining/*/is-registered/*')) return answer(200, { registered: registered.has(`${id(1)}:${id(3)}`) });
      if (at('dentaltrainingpackage/*')) return answer(200, PACKAGES[id(1)] ?? []);
      if (at('order/user/*')) {
        const own = orders.filter((order) => order.userId === id(2));
        return answer(200, own.map((order) => ({ id: order.id, created_at: order.createdAt, total_amount: order.total, status: order.status, order_items: order.items })));
      }
      if (at('tiaraaisubscription/user/*/active')) return activeQuota(id(2));
      if (at('events')) return answer(200, []);
    }

    if (method === 'POST') {
      if (at('user/ValidateTokenExpiry')) return answer(200, { validity: tokens.has(String(body)) });
      if (at('user/validateToken')) return tokens.has(String(body)) ? answer(200) : refused(401, 'Invalid token.');
      if (at('user/signin')) return signIn(record);
      if (at('user/signup')) return signUp(record);
      if (at('notifications/user-notification/*/read')) {
        const userId = userOfToken(request);
        if (userId === undefined) return refused(401, 'Session expired. Please log in again.');
        readNotifications.add(`${userId}:${id(2)}`);
        return answer(200);
      }
      if (at('PromoCode/validate')) {
        if (String(record.code).toUpperCase() !== CONTRACT_PROMO.code) return answer(200, { is_valid: false, message: 'This promo code does not exist.', discount_amount: 0, promo_code_id: 0 });
        const discount = Math.round(Number(record.order_amount) * CONTRACT_PROMO.percent) / 100;
        return answer(200, { is_valid: true, message: 'Promo code applied.', discount_amount: discount, promo_code_id: 1 });
      }
      if (at('order/create')) return createOrder(record);
      if (at('payment/create-intention')) return paymentIntention(request, record);
      if (at('tiaraaisubscription/user/*/subscribe')) {
        const allowed = PLAN_SEGMENTATIONS[Number(record.subscription_id)];
        if (allowed === undefined) return refused(400, 'Unknown plan.');
        subscriptions.push({ userId: id(2), orderId: Number(record.order_id), allowed, used: 0, active: false });
        return answer(200);
      }
      if (at('dentaltraining/*/register/*/*')) {
        pendingSeats.set(`${id(1)}:${id(3)}`, id(4));
        return answer(200);
      }
      if (at('payment/payment-status/*/*')) return orders.some((order) => order.id === orderIdOf(segments[2]!)) ? answer(200) : refused(404, 'Order not found.');
      if (at('tiaraaisubscription/user/*/activate/*')) return activate(id(2), segments[4]!);
      if (at('order/confirmOrder/*/*')) return confirmOrder(segments[2]!, segments[3]!);
      if (at('promocode/createUserUsage')) return answer(200);
    }
    return refused(404, 'Not found.');
  }

  function serveFile(path: string, response: ServerResponse): void {
    if (!distDir) {
      response.writeHead(404).end();
      return;
    }
    const candidate = join(distDir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    const file = candidate.startsWith(distDir) && existsSync(candidate) && statSync(candidate).isFile() ? candidate : join(distDir, 'index.html');
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  }

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://contract.test').pathname;
    if (!path.startsWith('/api/')) {
      serveFile(path, response);
      return;
    }
    calls.push(`${request.method} ${path}`);
    route(request, path).then(
      ({ status, body }) => {
        if (body === undefined) response.writeHead(status).end();
        else response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      },
      (error: unknown) => response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: String(error) })),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${boundPort}`,
    calls,
    uploadedFiles,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A browser's idle keep-alive connections would otherwise hold the close open.
        server.closeAllConnections();
      }),
  };
}
