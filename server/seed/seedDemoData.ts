/**
 * Fills an empty database with a believable shop on first start (DESIGN §7): catalogue with
 * variants and reviews, AI plans, trainings, events, shipping fees, promo codes, notifications,
 * settings and three demo accounts. Pictures are local files under public/images.
 */
import { eq, sql } from 'drizzle-orm';
import type { Role } from '@tiara/domain/access';
import { piastersFromPounds } from '@tiara/domain/money';
import { GOVERNORATES } from '@tiara/domain/shipping-fee';
import { optionCode } from '@tiara/domain/variant-selector';
import type { PasswordHasher } from '../adapters/auth/PasswordHasher';
import type { Database } from '../adapters/db/Database';
import { INVOICE_SELLER_KEY, sellerToStored } from '../adapters/db/InvoiceSellerSettings';
import { AI_ACCESS_FOR_EVERYONE, SettingKeys } from '../adapters/db/SiteSettingsQueries';
import {
  aiPlans,
  dentalTrainings,
  events,
  notifications,
  productVariants,
  products,
  promoCodes,
  reviews,
  settings,
  shippingFees,
  subcategories,
  trainingPackages,
  users,
} from '../adapters/db/schema';
import { AI_PLAN_TEXTS_AR, PRODUCT_TEXTS_AR, SUBCATEGORY_NAMES_AR, TRAINING_TEXTS_AR } from './arabic';
import { PRODUCTS, SUBCATEGORIES, type SeedProduct, type VariantPlan } from './catalogue';
import { AI_PLANS, INVOICE_SELLER, NOTIFICATIONS, PROMO_CODES, SHIPPING_FEES_POUNDS } from './shop';
import { EVENTS, TRAININGS } from './trainings';

export interface DemoAccount {
  readonly role: Role;
  readonly email: string;
  readonly password: string;
}

/** Present once the demo data is in; its absence is what makes a start the first one. */
export const SEEDED_AT_KEY = 'seeded_at';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type UserProfile = Omit<typeof users.$inferInsert, 'email' | 'passwordHash' | 'role'>;

const DEFAULT_ADMIN = { email: 'admin@tiara.example', password: 'Admin123!' };

const PROFILES: Record<Role, UserProfile> = {
  User: {
    firstName: 'Nour',
    middleName: 'Ahmed',
    lastName: 'Mansour',
    phone: '01012345678',
    address: '14 El Nozha Street, Heliopolis',
    city: 'Heliopolis',
    state: 'Cairo',
    postalCode: '11341',
  },
  Admin: { firstName: 'Tiara', middleName: '', lastName: 'Administrator', phone: '01001234567', address: '90 Road 9, Maadi', city: 'Maadi', state: 'Cairo', postalCode: '11728' },
  Sales: { firstName: 'Karim', middleName: 'Sherif', lastName: 'Youssef', phone: '01112345678', address: '90 Road 9, Maadi', city: 'Maadi', state: 'Cairo', postalCode: '11728' },
};

function demoAccounts(options: { adminEmail: string | undefined; adminPassword: string | undefined }): DemoAccount[] {
  return [
    { role: 'User', email: 'customer@tiara.example', password: 'Customer123!' },
    { role: 'Admin', email: (options.adminEmail ?? DEFAULT_ADMIN.email).trim().toLowerCase(), password: options.adminPassword ?? DEFAULT_ADMIN.password },
    { role: 'Sales', email: 'sales@tiara.example', password: 'Sales123!' },
  ];
}

export async function seedDemoData(
  db: Database,
  passwords: PasswordHasher,
  options: { adminEmail: string | undefined; adminPassword: string | undefined },
): Promise<{ accounts: DemoAccount[] }> {
  const accounts = demoAccounts(options);
  const [seeded] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, SEEDED_AT_KEY)).limit(1);
  if (seeded) return { accounts };

  // Hashing is the slow part; doing it before the transaction keeps the transaction short.
  const hashes = await Promise.all(accounts.map((account) => passwords.hash(account.password)));
  const seededAt = new Date();

  await db.transaction(async (tx) => {
    // Claiming the marker first makes a concurrent first start (two servers on one PostgreSQL)
    // wait on this row and then find it taken, instead of seeding twice.
    const claimed = await tx
      .insert(settings)
      .values({ key: SEEDED_AT_KEY, value: seededAt.toISOString() })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (claimed.length === 0) return;

    await tx.insert(settings).values([
      { key: 'maintenance', value: false },
      { key: SettingKeys.aiAccess, value: AI_ACCESS_FOR_EVERYONE },
      { key: INVOICE_SELLER_KEY, value: sellerToStored(INVOICE_SELLER) },
    ]).onConflictDoNothing();
    await tx.insert(users).values(accounts.map((account, index) => ({ ...PROFILES[account.role], email: account.email, role: account.role, passwordHash: hashes[index] as string })));
    await insertCatalogue(tx);
    await insertTrainingsAndEvents(tx);
    await insertShopData(tx, seededAt);
    for (const table of ['subcategories', 'products', 'dental_trainings'] as const) {
      await tx.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.identifier(table)}))`);
    }
  });
  return { accounts };
}

async function insertCatalogue(tx: Transaction): Promise<void> {
  await tx.insert(subcategories).values(
    SUBCATEGORIES.map((subcategory) => ({
      id: subcategory.id,
      categoryId: subcategory.categoryId,
      name: subcategory.name,
      nameAr: SUBCATEGORY_NAMES_AR[subcategory.id] ?? null,
      logoUrl: `/images/subcategories/${subcategory.logo}.svg`,
      isActive: subcategory.isActive,
    })),
  );

  const categoryOf = new Map(SUBCATEGORIES.map((subcategory) => [subcategory.id, subcategory.categoryId]));
  const variantRows = PRODUCTS.flatMap((product) => (product.variants ? variantsOf(product, product.variants) : []));
  const variantStock = new Map<number, number>();
  for (const variant of variantRows) variantStock.set(variant.productId, (variantStock.get(variant.productId) ?? 0) + variant.quantity);

  await tx.insert(products).values(
    PRODUCTS.map((product) => ({
      id: product.id,
      name: product.name,
      description: product.description,
      nameAr: PRODUCT_TEXTS_AR[product.id]?.name ?? null,
      descriptionAr: PRODUCT_TEXTS_AR[product.id]?.description ?? null,
      featuresAr: PRODUCT_TEXTS_AR[product.id]?.features?.slice() ?? null,
      features: [...product.features],
      specifications: product.specifications.map(([name, value]) => ({ name, value })),
      logoUrl: `/images/products/${product.image}.svg`,
      categoryId: categoryOf.get(product.subcategoryId) ?? 0,
      subcategoryId: product.subcategoryId,
      sku: product.sku,
      brand: product.brand,
      pricePiasters: piastersFromPounds(product.pricePounds),
      discountPiasters: piastersFromPounds(product.discountPounds ?? 0),
      // A variant product's stock is what its variants hold, so list pages agree with the selector.
      quantity: product.variants ? (variantStock.get(product.id) ?? 0) : product.quantity,
      isVariant: product.variants !== undefined,
      isActive: product.isActive ?? true,
    })),
  );
  await tx.insert(productVariants).values(variantRows);

  const reviewRows = PRODUCTS.flatMap((product) =>
    (product.reviews ?? []).map((review) => ({
      productId: product.id,
      rating: review.rating,
      userName: review.user,
      date: new Date(`${review.date}T12:00:00+02:00`),
      comment: review.comment,
    })),
  );
  await tx.insert(reviews).values(reviewRows);
}

/** Deterministic stock so every start shows the same shop; every seventh variant is sold out. */
function variantQuantity(productId: number, index: number): number {
  if ((productId + index) % 7 === 0) return 0;
  return 3 + ((productId * 5 + index * 3) % 10);
}

function variantsOf(product: SeedProduct, plan: VariantPlan): Array<typeof productVariants.$inferInsert & { quantity: number }> {
  const choices: Array<{ side: number | null; size: string | null; option: number | null; suffix: string }> =
    plan.kind === 'side-size'
      ? plan.sides.flatMap((side) => plan.sizes.map((size) => ({ side, size, option: null, suffix: `S${side}-${size}` })))
      : plan.kind === 'size-only'
        ? plan.sizes.map((size) => ({ side: null, size, option: null, suffix: size }))
        : plan.options.map((option) => ({ side: null, size: null, option, suffix: optionCode(option) }));
  return choices.map((choice, index) => ({
    productId: product.id,
    sku: `${product.sku}-${choice.suffix}`,
    quantity: variantQuantity(product.id, index),
    side: choice.side,
    size: choice.size,
    variableOption: choice.option,
    onlyOneOption: plan.kind === 'option-only',
  }));
}

async function insertTrainingsAndEvents(tx: Transaction): Promise<void> {
  await tx.insert(dentalTrainings).values(
    TRAININGS.map((training) => ({
      id: training.id,
      title: training.title,
      description: training.description,
      instructors: training.instructors,
      date: new Date(training.date),
      endDate: training.endDate === null ? null : new Date(training.endDate),
      location: training.location,
      titleAr: TRAINING_TEXTS_AR[training.id]?.title ?? null,
      descriptionAr: TRAINING_TEXTS_AR[training.id]?.description ?? null,
      locationAr: TRAINING_TEXTS_AR[training.id]?.location ?? null,
      capacity: training.capacity,
      imageUrl: `/images/trainings/${training.image}.svg`,
    })),
  );
  await tx.insert(trainingPackages).values(
    TRAININGS.flatMap((training) =>
      training.packages.map((pack, index) => ({
        trainingId: training.id,
        name: pack.name,
        nameAr: TRAINING_TEXTS_AR[training.id]?.packages[index] ?? null,
        pricePiasters: piastersFromPounds(pack.pricePounds),
      })),
    ),
  );
  await tx.insert(events).values(
    EVENTS.map((event) => ({
      title: event.title,
      description: event.description,
      date: new Date(event.date),
      location: event.location,
      speakers: [...event.speakers],
      imageUrl: `/images/events/${event.image}.svg`,
    })),
  );
}

async function insertShopData(tx: Transaction, seededAt: Date): Promise<void> {
  await tx.insert(aiPlans).values(
    AI_PLANS.map((plan) => ({
      id: plan.id,
      name: plan.name,
      pricePiasters: piastersFromPounds(plan.pricePounds),
      segmentations: plan.segmentations,
      periodLabel: plan.periodLabel,
      description: plan.description,
      nameAr: AI_PLAN_TEXTS_AR[plan.id]?.name ?? null,
      descriptionAr: AI_PLAN_TEXTS_AR[plan.id]?.description ?? null,
    })),
  );
  await tx.insert(shippingFees).values(GOVERNORATES.map((governorate) => ({ governorateName: governorate, feePiasters: piastersFromPounds(SHIPPING_FEES_POUNDS[governorate]) })));
  await tx.insert(promoCodes).values(
    PROMO_CODES.map((promo) => ({
      code: promo.code,
      kind: promo.kind,
      value: promo.kind === 'fixed' ? piastersFromPounds(promo.value) : promo.value,
      isActive: promo.isActive,
      startsAt: promo.startsAt === null ? null : new Date(promo.startsAt),
      endsAt: promo.endsAt === null ? null : new Date(promo.endsAt),
      maxUses: promo.maxUses,
      oncePerUser: promo.oncePerUser,
      minimumOrderPiasters: promo.minimumOrderPounds === null ? null : piastersFromPounds(promo.minimumOrderPounds),
    })),
  );
  await tx.insert(notifications).values(
    NOTIFICATIONS.map((notification) => ({
      title: notification.title,
      message: notification.message,
      category: notification.category,
      createdAt: new Date(seededAt.getTime() - notification.hoursAgo * 3_600_000),
    })),
  );
}
