/**
 * Fills an empty database with a believable shop on first start (DESIGN §7): catalogue with
 * variants and reviews, AI plans, trainings, events, shipping fees, promo codes, notifications,
 * settings and three demo accounts, in English and Arabic. The content is the data files under
 * ./data (DEMO_DATA); pictures are local files under public/images. Prices are written in pounds
 * there for readability and stored in piasters.
 */
import { eq, sql } from 'drizzle-orm';
import type { Role } from '@tiara/domain/access';
import type { SellerDetails } from '@tiara/domain/invoice';
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
import { DEMO_DATA } from './demoData';
import type { SeedProduct, VariantPlan } from './SeedData';

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
      { key: INVOICE_SELLER_KEY, value: sellerToStored(demoSeller()) },
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

/** The seller's details as the back office saves them, the Arabic in its own fields. */
function demoSeller(): SellerDetails {
  const { legalName, address, taxRegistrationNumber, commercialRegister } = DEMO_DATA.invoiceSeller;
  return { legalName: legalName.en, legalNameAr: legalName.ar, address: address.en, addressAr: address.ar, taxRegistrationNumber, commercialRegister };
}

async function insertCatalogue(tx: Transaction): Promise<void> {
  const { subcategories: seedSubcategories, products: seedProducts } = DEMO_DATA;
  await tx.insert(subcategories).values(
    seedSubcategories.map((subcategory) => ({
      id: subcategory.id,
      categoryId: subcategory.categoryId,
      name: subcategory.name.en,
      nameAr: subcategory.name.ar ?? null,
      logoUrl: `/images/subcategories/${subcategory.logo}.svg`,
      isActive: subcategory.isActive,
    })),
  );

  const categoryOf = new Map(seedSubcategories.map((subcategory) => [subcategory.id, subcategory.categoryId]));
  const variantRows = seedProducts.flatMap((product) => (product.variants ? variantsOf(product, product.variants) : []));
  const variantStock = new Map<number, number>();
  for (const variant of variantRows) variantStock.set(variant.productId, (variantStock.get(variant.productId) ?? 0) + variant.quantity);

  await tx.insert(products).values(
    seedProducts.map((product) => ({
      id: product.id,
      name: product.name.en,
      description: product.description.en,
      nameAr: product.name.ar ?? null,
      descriptionAr: product.description.ar ?? null,
      features: product.features.en,
      featuresAr: product.features.ar ?? null,
      specifications: product.specifications.en,
      specificationsAr: product.specifications.ar ?? null,
      logoUrl: `/images/products/${product.image}.svg`,
      categoryId: categoryOf.get(product.subcategoryId) ?? 0,
      subcategoryId: product.subcategoryId,
      sku: product.sku,
      brand: product.brand,
      pricePiasters: piastersFromPounds(product.pricePounds),
      discountPiasters: piastersFromPounds(product.discountPounds),
      // A variant product's stock is what its variants hold, so list pages agree with the selector.
      quantity: product.variants ? (variantStock.get(product.id) ?? 0) : product.quantity,
      isVariant: product.variants !== undefined,
      isActive: product.isActive,
    })),
  );
  await tx.insert(productVariants).values(variantRows);

  const reviewRows = seedProducts.flatMap((product) =>
    product.reviews.map((review) => ({
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
    DEMO_DATA.trainings.map((training) => ({
      id: training.id,
      title: training.title.en,
      description: training.description.en,
      instructors: training.instructors.en,
      date: new Date(training.date),
      endDate: training.endDate === null ? null : new Date(training.endDate),
      location: training.location.en,
      titleAr: training.title.ar ?? null,
      descriptionAr: training.description.ar ?? null,
      locationAr: training.location.ar ?? null,
      instructorsAr: training.instructors.ar ?? null,
      capacity: training.capacity,
      imageUrl: `/images/trainings/${training.image}.svg`,
    })),
  );
  await tx.insert(trainingPackages).values(
    DEMO_DATA.trainings.flatMap((training) =>
      training.packages.map((pack) => ({
        trainingId: training.id,
        name: pack.name.en,
        nameAr: pack.name.ar ?? null,
        pricePiasters: piastersFromPounds(pack.pricePounds),
      })),
    ),
  );
  await tx.insert(events).values(
    DEMO_DATA.events.map((event) => ({
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
    DEMO_DATA.aiPlans.map((plan) => ({
      id: plan.id,
      name: plan.name.en,
      pricePiasters: piastersFromPounds(plan.pricePounds),
      segmentations: plan.segmentations,
      periodLabel: plan.periodLabel.en,
      description: plan.description.en,
      nameAr: plan.name.ar ?? null,
      descriptionAr: plan.description.ar ?? null,
      periodLabelAr: plan.periodLabel.ar ?? null,
    })),
  );
  await tx.insert(shippingFees).values(GOVERNORATES.map((governorate) => ({ governorateName: governorate, feePiasters: piastersFromPounds(DEMO_DATA.shippingFeesPounds[governorate]) })));
  await tx.insert(promoCodes).values(
    DEMO_DATA.promoCodes.map((promo) => ({
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
    DEMO_DATA.notifications.map((notification) => ({
      title: notification.title.en,
      message: notification.message.en,
      titleAr: notification.title.ar ?? null,
      messageAr: notification.message.ar ?? null,
      category: notification.category,
      createdAt: new Date(seededAt.getTime() - notification.hoursAgo * 3_600_000),
    })),
  );
}
