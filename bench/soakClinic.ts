import { randomBytes } from 'node:crypto';
import { Upload } from 'tus-js-client';
import { aiSlug } from '@tiara/domain/brand';
import { aiPlanCartId } from '@tiara/domain/cart';
import { type OrderLine, type PaymentMethod, buildOrderPayload, buildPaymentIntention } from '@tiara/domain/checkout';
import { type OrderReferenceKind, orderReference } from '@tiara/domain/order-reference';
import type { ProductJson } from '@tiara/contract/catalogJson';
import type { ActiveSubscriptionJson, AiPlanJson } from '@tiara/contract/aiJson';
import type { PastOrderJson } from '@tiara/contract/orderHistoryJson';
import type { ScanJobJson } from '@tiara/contract/scanJson';
import { SANDBOX_APPROVED_CARD } from '../server/adapters/payments/SandboxGateway';
import { type SoakHttp, UnexpectedAnswer } from './soakHttp';

/** What every clinic reads once from the shop before the load: the catalogue, the AI plans and the Cairo fee. */
export interface SoakShop {
  readonly products: readonly ProductJson[];
  readonly categoryIds: readonly number[];
  /** Words of product names, to type into the search box. */
  readonly searchWords: readonly string[];
  readonly plans: readonly AiPlanJson[];
  /** Piasters. */
  readonly cairoFee: number;
  /** A small NIfTI scan, to which each upload appends bytes of its own. */
  readonly scan: Buffer;
}

export interface Pacing {
  /** Mean pause, in ms, between one page and the next of a visit (exponential, as readers are). */
  readonly thinkMs: number;
  /** Whether the run is over: a clinic finishes its visit and stops. */
  readonly over: () => boolean;
}

/** A small pseudo-random generator (mulberry32), seeded per clinic so that a run can be repeated. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const piasters = (pounds: number) => Math.round(pounds * 100);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const BOUNDARY = '----tiara-soak-scan';
const TUS_CHUNK_BYTES = 128 * 1024;

/**
 * One dental clinic using the shop for the length of the soak, one visit after another with
 * pauses as a person takes them: browsing (first views of pages, then the SPA's API calls), the
 * search box, cart and cash orders, card orders through the sandbox's checkout (its callback
 * included), signing in again, the account's pages, invoices, and AI scan uploads (tus and the
 * single upload), buying an AI plan by card when its segmentations run out.
 */
export class SoakClinic {
  private readonly random: () => number;
  private readonly email: string;
  private readonly password = `Soak#${randomBytes(6).toString('hex')}`;
  private signedUp = false;
  private userId = 0;
  private token = '';
  private readonly paidOrders: number[] = [];
  private landed = false;

  constructor(
    private readonly index: number,
    private readonly http: SoakHttp,
    private readonly shop: SoakShop,
    private readonly pacing: Pacing,
  ) {
    this.random = seededRandom(index + 1);
    this.email = `soak-clinic-${index}-${randomBytes(4).toString('hex')}@clinic.example`;
  }

  /** Signs up, then visits until the run is over. A visit that meets an unexpected answer ends there (the answer is in the report). */
  async run(): Promise<void> {
    await this.pause(this.random() * this.pacing.thinkMs * 2);
    while (!this.pacing.over()) {
      try {
        if (this.token === '') await this.joinShop();
        else await this.visit();
      } catch (error) {
        if (!(error instanceof UnexpectedAnswer)) throw error;
      }
      await this.pause(this.pacing.thinkMs * 2);
    }
  }

  private async visit(): Promise<void> {
    const visits: Array<[number, () => Promise<void>]> = [
      [24, () => this.browseCatalogue()],
      [8, () => this.landOnProduct()],
      [12, () => this.searchProducts()],
      [12, () => this.orderCash()],
      [8, () => this.orderByCard()],
      [5, () => this.signInAgain()],
      [10, () => this.readAccount()],
      [12, () => this.uploadScan()],
      [4, () => this.readTrainingsAndEvents()],
    ];
    const total = visits.reduce((sum, [weight]) => sum + weight, 0);
    let roll = this.random() * total;
    for (const [weight, visit] of visits) {
      roll -= weight;
      if (roll < 0) return visit();
    }
  }

  private pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.random() * items.length)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  }

  /** An exponential pause of mean `meanMs`, capped at five times it. */
  private pause(meanMs: number): Promise<void> {
    return sleep(Math.min(meanMs * 5, -meanMs * Math.log(1 - this.random())));
  }

  private readPage(): Promise<void> {
    return this.pause(this.pacing.thinkMs);
  }

  /** A page opened from its address: the server's first view, and on the clinic's first landing the scripts and styles it names. */
  private async openPage(path: string): Promise<void> {
    const page = await this.http.send('GET', path, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
    if (!this.landed) {
      this.landed = true;
      const assets = [...new Set([...page.text.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!))];
      await Promise.all(assets.map((asset) => this.http.send('GET', asset, { headers: { 'accept-encoding': 'br, gzip' } })));
    }
    await this.http.send('GET', '/api/management/maintenance-status');
  }

  /** Signs up once (a visit cut short after that only signs in next time), then in. */
  private async joinShop(): Promise<void> {
    if (!this.signedUp) {
      await this.openPage('/signup');
      await this.readPage();
      await this.http.send('POST', '/api/user/signup', {
        json: { first_name: 'Soak', last_name: `Clinic ${this.index}`, email: this.email, password_hash: this.password, phone: '01012345678', city: 'Cairo', state: 'Cairo' },
        expect: [201],
      });
      this.signedUp = true;
    } else {
      await this.openPage('/login');
      await this.readPage();
    }
    await this.signIn();
  }

  private async signIn(): Promise<void> {
    const session = await this.http.send('POST', '/api/user/signin', { json: { email: this.email, password_hash: this.password } });
    const { token, user_id } = session.json<{ token: string; user_id: number }>();
    this.token = token;
    this.userId = user_id;
    await Promise.all([
      this.http.send('GET', `/api/${aiSlug}/access/${this.userId}`, { token }),
      this.http.send('GET', `/api/notifications/user/${this.userId}`, { token }),
    ]);
  }

  private async signInAgain(): Promise<void> {
    await this.openPage('/login');
    await this.readPage();
    await this.signIn();
  }

  private async viewProduct(product: ProductJson): Promise<void> {
    const detail = await this.http.send('GET', `/api/product/${product.id}`);
    const variant = detail.json<ProductJson>().variant_products[0];
    if (variant) {
      await this.pause(this.pacing.thinkMs / 3);
      const part = (value: number | string | null) => (value === null ? 'null' : encodeURIComponent(String(value)));
      await this.http.send('GET', `/api/product/variant/${product.id}/${part(variant.side)}/${part(variant.size)}/${part(variant.variable_option)}`);
    }
  }

  private async browseCatalogue(): Promise<void> {
    await this.openPage('/');
    await this.readPage();
    const category = this.pick(this.shop.categoryIds);
    const [list] = await Promise.all([this.http.send('GET', `/api/category/${category}/products`), this.http.send('GET', `/api/category/${category}/subcategories`)]);
    const shown = list.json<ProductJson[]>();
    for (let page = 0; page < 1 + Math.floor(this.random() * 3) && shown.length > 0; page += 1) {
      await this.readPage();
      await this.viewProduct(this.pick(shown));
    }
  }

  private async landOnProduct(): Promise<void> {
    const product = this.pick(this.shop.products);
    if (this.random() < 0.5) await this.openPage(`/products/${product.id}`);
    else await this.openPage(`/products?category=${product.categoryId}`);
    await this.readPage();
    await this.viewProduct(this.pick(this.shop.products));
  }

  private async searchProducts(): Promise<void> {
    const word = this.pick(this.shop.searchWords);
    // The suggestions as the word is typed, then the list it was searched for.
    for (const length of [3, 5, word.length]) {
      if (length > word.length) continue;
      await this.pause(250);
      await this.http.send('GET', `/api/product/suggestions?q=${encodeURIComponent(word.slice(0, length))}`);
    }
    const found = await this.http.send('GET', `/api/product?search=${encodeURIComponent(word)}&page=1`);
    const items = found.json<{ items: ProductJson[] }>().items;
    if (items.length === 0) return;
    await this.readPage();
    await this.viewProduct(this.pick(items));
  }

  /** One to three plain products (variants need a choice the soak does not make), in the cart the browser keeps. */
  private cartLines(): OrderLine[] {
    const plain = this.shop.products.filter((product) => !product.isVariant);
    const count = 1 + Math.floor(this.random() * 3);
    const chosen = [...new Set(Array.from({ length: count }, () => this.pick(plain)))];
    return chosen.map((product) => ({ productId: product.id, name: product.name, price: piasters(product.price - product.discount_fee), quantity: 1 + Math.floor(this.random() * 3), image: product.logoUrl }));
  }

  private async openCart(lines: readonly OrderLine[]): Promise<void> {
    await this.http.send('GET', `/api/cart/lines?ids=${lines.map((line) => line.productId).join(',')}`);
    await this.readPage();
    await this.http.send('GET', '/api/ShippingFees');
    await this.readPage();
  }

  private placeOrder(lines: readonly OrderLine[], paymentMethod: PaymentMethod, shipping: number) {
    const payload = buildOrderPayload({
      userId: this.userId,
      form: {
        firstName: 'Soak',
        middleName: 'T.',
        lastName: `Clinic ${this.index}`,
        email: this.email,
        phone: '01012345678',
        address: '6 Merryland Buildings',
        governorate: 'Cairo',
        city: 'Heliopolis',
        postalCode: '11341',
        paymentMethod,
      },
      lines,
      shipping,
      discount: 0,
      promoCodeId: null,
      storeCredit: 0,
    });
    return this.http.send('POST', '/api/order/create', { token: this.token, json: payload, expect: [201] }).then((answer) => answer.json<{ orderid: number }>().orderid);
  }

  private async orderCash(): Promise<void> {
    const lines = this.cartLines();
    await this.openCart(lines);
    const orderId = await this.placeOrder(lines, 'cash', this.shop.cairoFee);
    await this.http.send('POST', `/api/order/confirmOrder/${orderId}/Success`, { token: this.token });
    await this.http.send('GET', `/api/order/${orderId}`, { token: this.token });
  }

  /**
   * A card payment as the storefront and the customer's browser make it: the intention, the
   * sandbox's checkout page, the card (the sandbox posts its signed callback to the shop before it
   * sends the browser back), the return, the confirmation page and its reports.
   */
  private async payByCard(lines: readonly OrderLine[], kind: OrderReferenceKind, shipping: number, beforePaying?: (orderId: number) => Promise<void>): Promise<number> {
    const orderId = await this.placeOrder(lines, 'credit', shipping);
    const reference = orderReference(kind, orderId);
    await beforePaying?.(orderId);
    const intention = buildPaymentIntention({
      lines: lines.map((line) => ({ name: line.name, price: line.price, quantity: line.quantity })),
      shipping,
      discount: 0,
      storeCredit: 0,
      billing: { firstName: 'Soak', lastName: `Clinic ${this.index}`, email: this.email, phone: '01012345678', street: '6 Merryland Buildings', state: 'Cairo' },
      orderId,
      reference,
      paymentMethods: [12, 'card'],
    });
    const checkout = new URL((await this.http.send('POST', '/api/payment/create-intention', { token: this.token, json: intention })).json<string>());
    await this.http.send('GET', `${checkout.pathname}${checkout.search}`, { headers: { accept: 'text/html' } });
    await this.readPage();
    const form = new URLSearchParams({
      publicKey: checkout.searchParams.get('publicKey') ?? '',
      clientSecret: checkout.searchParams.get('clientSecret') ?? '',
      card_number: SANDBOX_APPROVED_CARD,
      expiry: '12/30',
      cvv: '123',
      card_holder: `Soak Clinic ${this.index}`,
    });
    const paid = await this.http.send('POST', '/sandbox/unifiedcheckout/pay', { body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, expect: [303] });
    const back = new URL(paid.headers.get('location') ?? '', this.http.origin);
    const returned = await this.http.send('GET', `${back.pathname}${back.search}`, { expect: [302] });
    const confirmation = new URL(returned.headers.get('location') ?? '', this.http.origin);
    if (confirmation.searchParams.get('success') !== 'true') throw new UnexpectedAnswer(`the card payment of order ${orderId} came back ${confirmation.search}`);
    await this.openPage(`${confirmation.pathname}${confirmation.search}`);
    await this.http.send('POST', `/api/payment/payment-status/${reference}/Success`, { token: this.token });
    if (kind === 'ai-plan') await this.http.send('POST', `/api/${aiSlug}subscription/user/${this.userId}/activate/${reference}`, { token: this.token });
    await this.http.send('POST', `/api/order/confirmOrder/${reference}/Success`, { token: this.token });
    this.paidOrders.push(orderId);
    return orderId;
  }

  private async orderByCard(): Promise<void> {
    const lines = this.cartLines();
    await this.openCart(lines);
    const orderId = await this.payByCard(lines, 'order', this.shop.cairoFee);
    await this.http.send('GET', `/api/order/${orderId}`, { token: this.token });
  }

  private async buyAiPlan(): Promise<void> {
    await this.http.send('GET', `/api/${aiSlug}/plans`);
    await this.readPage();
    const plan = this.pick(this.shop.plans);
    const line: OrderLine = { productId: aiPlanCartId(plan.id), name: plan.name, price: piasters(plan.price), quantity: 1 };
    await this.payByCard([line], 'ai-plan', 0, async (orderId) => {
      await this.http.send('POST', `/api/${aiSlug}subscription/user/${this.userId}/subscribe`, { token: this.token, json: { subscription_id: plan.id, order_id: orderId } });
    });
  }

  private async readAccount(): Promise<void> {
    await this.openPage('/account');
    const history = await this.http.send('GET', `/api/order/user/${this.userId}`, { token: this.token });
    const orders = history.json<PastOrderJson[]>();
    await this.readPage();
    if (orders.length > 0) await this.http.send('GET', `/api/order/${this.pick(orders).id}`, { token: this.token });
    if (this.paidOrders.length > 0 && this.random() < 0.5) {
      await this.readPage();
      await this.http.send('GET', `/api/order/${this.pick(this.paidOrders)}/invoice`, { token: this.token });
    }
  }

  private async readTrainingsAndEvents(): Promise<void> {
    await this.openPage('/');
    await Promise.all([this.http.send('GET', '/api/dentaltraining'), this.http.send('GET', '/api/events')]);
    await this.readPage();
  }

  /** A scan of its own: the shared NIfTI with bytes of this upload after it, 64 to 512 KB in all. */
  private scanFile(): Buffer {
    const extra = 64 * 1024 + Math.floor(this.random() * 448 * 1024);
    return Buffer.concat([this.shop.scan, randomBytes(extra)]);
  }

  private async uploadScan(): Promise<void> {
    await this.openPage('/ai-scan-upload');
    const quota = await this.http.send('GET', `/api/${aiSlug}subscription/user/${this.userId}/active`, { token: this.token, expect: [200, 404] });
    const active = quota.status === 404 ? null : quota.json<ActiveSubscriptionJson>();
    if (active === null || active.segmentations_used >= active.segmentations_allowed) {
      await this.buyAiPlan();
      await this.readPage();
    }
    const scans = await this.http.send('GET', '/api/scans/mine', { token: this.token });
    await this.readPage();
    const content = this.scanFile();
    const fileName = `scan-${Date.now()}.nii`;
    if (this.random() < 0.5) await this.uploadResumable(content, fileName);
    else await this.uploadSingle(content, fileName);
    await this.pause(this.pacing.thinkMs);
    await this.http.send('GET', '/api/scans/mine', { token: this.token });
    const done = scans.json<ScanJobJson[]>().filter((scan) => scan.status === 'Completed');
    if (done.length > 0 && this.random() < 0.3) await this.http.send('GET', `/api/scans/${this.pick(done).id}/file`, { token: this.token });
  }

  private async uploadSingle(content: Buffer, fileName: string): Promise<void> {
    const body = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    await this.http.send('POST', '/api/scans/upload', { token: this.token, body, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, expect: [201] });
  }

  /** tus-js-client, as the upload page sends a scan, in chunks; each of its requests is recorded like the rest. */
  private uploadResumable(content: Buffer, fileName: string): Promise<void> {
    const started = new Map<unknown, number>();
    return new Promise<void>((resolve, reject) => {
      const upload = new Upload(content, {
        endpoint: `${this.http.origin}/api/scans/uploads`,
        chunkSize: TUS_CHUNK_BYTES,
        metadata: { filename: fileName },
        retryDelays: [],
        headers: { authorization: `Bearer ${this.token}` },
        onBeforeRequest: (request) => {
          started.set(request, performance.now());
        },
        onAfterResponse: (request, response) => {
          const status = response.getStatus();
          const url = new URL(request.getURL(), this.http.origin);
          const expected = status >= 200 && status < 300;
          this.http.record({
            method: request.getMethod(),
            url: url.pathname,
            status,
            milliseconds: performance.now() - (started.get(request) ?? performance.now()),
            expected,
            ...(expected ? {} : { detail: response.getBody()?.slice(0, 200) ?? '' }),
          });
          started.delete(request);
        },
        onSuccess: () => resolve(),
        onError: (error) => {
          // A request that never got an answer: recorded as such (an answer that came is recorded already).
          for (const [request, at] of started) {
            const pending = request as { getMethod(): string; getURL(): string };
            this.http.record({ method: pending.getMethod(), url: new URL(pending.getURL(), this.http.origin).pathname, status: 0, milliseconds: performance.now() - at, expected: false, detail: error.message });
          }
          reject(new UnexpectedAnswer(`the resumable upload failed: ${error.message}`));
        },
      });
      upload.start();
    });
  }
}
