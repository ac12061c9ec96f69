/**
 * A small shop for the order tests: products (plain and with variants), the AI plans, trainings
 * with and without packages, shipping fees and promo codes; and the order payload the SPA sends,
 * built with the SPA's own `buildOrderPayload`.
 */
import { eq, sql } from 'drizzle-orm';
import { aiPlanCartId, trainingCartId } from '@tiara/domain/cart';
import { type OrderLine, type PaymentMethod, buildOrderPayload } from '@tiara/domain/checkout';
import type { Piasters } from '@tiara/domain/money';
import {
  aiPlans,
  dentalTrainings,
  orderItems,
  orders,
  productVariants,
  products,
  promoCodeUses,
  promoCodes,
  shippingFees,
  trainingPackages,
} from '../../../server/adapters/db/schema';
import type { ShopDatabase, TestServer } from './testServer';

export const CAIRO_FEE: Piasters = 5_000;

export interface OrderShop {
  /** 1,000 EGP with a 100 EGP discount: 900 EGP. */
  plain: { id: number; name: string; price: Piasters; image: string };
  variantProduct: { id: number; name: string; price: Piasters; variants: Array<{ id: number; sku: string }> };
  plans: Array<{ id: number; name: string; price: Piasters }>;
  training: { id: number; title: string; packages: Array<{ id: number; name: string; price: Piasters }> };
  freeTraining: { id: number; title: string };
}

let productCounter = 0;

export async function insertProduct(server: ShopDatabase, values: Partial<typeof products.$inferInsert> = {}): Promise<typeof products.$inferSelect> {
  productCounter += 1;
  const [row] = await server.db
    .insert(products)
    .values({ name: `Composite kit ${productCounter}`, categoryId: 1, pricePiasters: 100_000, discountPiasters: 10_000, quantity: 50, logoUrl: `/uploads/kit-${productCounter}.jpg`, ...values })
    .returning();
  if (!row) throw new Error('product not inserted');
  return row;
}

export async function insertOrderShop(server: TestServer): Promise<OrderShop> {
  const plain = await insertProduct(server);
  const variantProduct = await insertProduct(server, { name: 'NuSmile ZR crown', pricePiasters: 45_000, discountPiasters: 0, quantity: 8, isVariant: true });
  const variants = await server.db
    .insert(productVariants)
    .values([
      { productId: variantProduct.id, sku: `ZR-UR-3-${variantProduct.id}`, quantity: 3, side: 1, size: '3' },
      { productId: variantProduct.id, sku: `ZR-UR-4-${variantProduct.id}`, quantity: 5, side: 1, size: '4' },
    ])
    .returning();
  const planRows = [
    { id: 1, name: 'Light Package', pricePiasters: 290_000, segmentations: 5 },
    { id: 2, name: 'Standard Package', pricePiasters: 610_000, segmentations: 12 },
    { id: 3, name: 'Pro Package', pricePiasters: 980_000, segmentations: 25 },
  ];
  await server.db.insert(aiPlans).values(planRows).onConflictDoNothing();
  const [training] = await server.db.insert(dentalTrainings).values({ title: 'Pediatric crowns hands-on', date: new Date('2027-01-10T09:00:00Z'), capacity: 20 }).returning();
  const [freeTraining] = await server.db.insert(dentalTrainings).values({ title: 'Open day', date: new Date('2027-02-10T09:00:00Z') }).returning();
  if (!training || !freeTraining) throw new Error('training not inserted');
  const packages = await server.db
    .insert(trainingPackages)
    .values([
      { trainingId: training.id, name: 'Lecture only', pricePiasters: 150_000 },
      { trainingId: training.id, name: 'Lecture and workshop', pricePiasters: 420_000 },
    ])
    .returning();
  await server.db.insert(shippingFees).values([
    { governorateName: 'Cairo', feePiasters: CAIRO_FEE },
    { governorateName: 'Giza', feePiasters: 0 },
  ]).onConflictDoNothing();
  return {
    plain: { id: plain.id, name: plain.name, price: plain.pricePiasters - plain.discountPiasters, image: plain.logoUrl },
    variantProduct: { id: variantProduct.id, name: variantProduct.name, price: variantProduct.pricePiasters, variants: variants.map((variant) => ({ id: variant.id, sku: variant.sku })) },
    plans: planRows.map((plan) => ({ id: plan.id, name: plan.name, price: plan.pricePiasters })),
    training: { id: training.id, title: training.title, packages: packages.map((row) => ({ id: row.id, name: row.name, price: row.pricePiasters })) },
    freeTraining: { id: freeTraining.id, title: freeTraining.title },
  };
}

let promoCounter = 0;

export async function insertPromo(server: TestServer, values: Partial<typeof promoCodes.$inferInsert> = {}): Promise<typeof promoCodes.$inferSelect> {
  promoCounter += 1;
  const [row] = await server.db.insert(promoCodes).values({ code: `SAVE${promoCounter}`, kind: 'percent', value: 10, ...values }).returning();
  if (!row) throw new Error('promo not inserted');
  return row;
}

export const productLine = (product: { id: number; name: string; price: Piasters; image?: string }, quantity = 1, extra: Partial<OrderLine> = {}): OrderLine => ({
  productId: product.id,
  name: product.name,
  price: product.price,
  quantity,
  image: product.image ?? '',
  ...extra,
});

export const planLine = (plan: { id: number; name: string; price: Piasters }): OrderLine => ({ productId: aiPlanCartId(plan.id), name: plan.name, price: plan.price, quantity: 1 });

export const trainingLine = (training: { id: number; title: string }, price: Piasters, packageId?: number): OrderLine => ({
  productId: trainingCartId(training.id),
  name: training.title,
  price,
  quantity: 1,
  ...(packageId === undefined ? {} : { packageId }),
});

export interface PayloadOptions {
  readonly userId?: number;
  readonly paymentMethod?: PaymentMethod;
  readonly governorate?: string;
  readonly shipping?: Piasters;
  readonly discount?: Piasters;
  readonly promoCodeId?: number | null;
  readonly storeCredit?: Piasters;
}

/** The body the SPA sends for these lines; `shipping` defaults to the Cairo fee (0 for pickup). */
export function orderPayload(lines: readonly OrderLine[], options: PayloadOptions = {}) {
  const paymentMethod = options.paymentMethod ?? 'cash';
  return buildOrderPayload({
    userId: options.userId ?? 0,
    form: {
      firstName: 'Mona',
      middleName: 'A.',
      lastName: 'Hassan',
      email: 'mona@clinic.example',
      phone: '01012345678',
      address: '6 Merryland Buildings',
      governorate: options.governorate ?? 'Cairo',
      city: 'Heliopolis',
      postalCode: '11341',
      paymentMethod,
    },
    lines,
    shipping: options.shipping ?? (paymentMethod === 'pickup' ? 0 : CAIRO_FEE),
    discount: options.discount ?? 0,
    promoCodeId: options.promoCodeId ?? null,
    storeCredit: options.storeCredit ?? 0,
  });
}

export async function stockOf(server: ShopDatabase, productId: number): Promise<number> {
  const [row] = await server.db.select({ quantity: products.quantity }).from(products).where(eq(products.id, productId));
  return row?.quantity ?? Number.NaN;
}

export async function variantStockOf(server: ShopDatabase, variantId: number): Promise<number> {
  const [row] = await server.db.select({ quantity: productVariants.quantity }).from(productVariants).where(eq(productVariants.id, variantId));
  return row?.quantity ?? Number.NaN;
}

export async function orderRow(server: ShopDatabase, orderId: number) {
  const [row] = await server.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found`);
  return row;
}

export function itemsOf(server: ShopDatabase, orderId: number) {
  return server.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

export async function promoState(server: TestServer, promoCodeId: number) {
  const [promo] = await server.db.select({ usedCount: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.id, promoCodeId));
  const uses = await server.db.select({ orderId: promoCodeUses.orderId, status: promoCodeUses.status, userId: promoCodeUses.userId }).from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, promoCodeId)).orderBy(promoCodeUses.id);
  return { usedCount: promo?.usedCount ?? Number.NaN, uses };
}

/** How many orders hold a given status (for the concurrency counts). */
export async function countOrders(server: TestServer): Promise<number> {
  const [row] = await server.db.select({ count: sql<number>`count(*)::int` }).from(orders);
  return row?.count ?? 0;
}
