import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEST_SELLER_IDS, CATEGORIES } from '@tiara/domain/catalog-query';
import { type PromoCode, validatePromo } from '@tiara/domain/promo';
import { GOVERNORATES } from '@tiara/domain/shipping-fee';
import { variantModeOf } from '@tiara/domain/variant-selector';
import { PasswordHasher } from '../../../server/adapters/auth/PasswordHasher';
import { INVOICE_SELLER_KEY } from '../../../server/adapters/db/InvoiceSellerSettings';
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
} from '../../../server/adapters/db/schema';
import { type DemoAccount, seedDemoData } from '../../../server/seed/seedDemoData';
import { type TestServer, startTestServer } from '../support/testServer';

const publicDir = new URL('../../../public/', import.meta.url);
const SEEDED_TABLES = { aiPlans, dentalTrainings, events, notifications, productVariants, products, promoCodes, reviews, settings, shippingFees, subcategories, trainingPackages, users };

function publicFile(url: string): string {
  expect(url).toMatch(/^\/images\/[a-z-]+\/[a-z0-9-]+\.svg$/);
  return readFileSync(fileURLToPath(new URL(url.slice(1), publicDir)), 'utf8');
}

describe('demo data seed', () => {
  let server: TestServer;
  let accounts: DemoAccount[];

  async function countRows(): Promise<Record<string, number>> {
    const entries = await Promise.all(Object.entries(SEEDED_TABLES).map(async ([name, table]) => [name, await server.db.$count(table)] as const));
    return Object.fromEntries(entries);
  }

  beforeAll(async () => {
    server = await startTestServer();
    ({ accounts } = await seedDemoData(server.db, new PasswordHasher(), { adminEmail: ' Owner@Clinic.example ', adminPassword: 'Owner-pass-2027' }));
  });
  afterAll(async () => {
    await server.close();
  });

  it('creates a customer, the configured admin and a sales person who sign in with the printed passwords', async () => {
    expect(accounts).toEqual([
      { role: 'User', email: 'customer@tiara.example', password: 'Customer123!' },
      { role: 'Admin', email: 'owner@clinic.example', password: 'Owner-pass-2027' },
      { role: 'Sales', email: 'sales@tiara.example', password: 'Sales123!' },
    ]);
    for (const account of accounts) {
      const response = await server.request({ method: 'POST', url: '/api/user/signin', body: { email: account.email, password_hash: account.password } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ role: account.role, email: account.email });
    }
    const rows = await server.db.select().from(users);
    expect(rows.map((row) => row.email).sort()).toEqual(['customer@tiara.example', 'owner@clinic.example', 'sales@tiara.example']);
    expect(rows.every((row) => row.passwordHash.startsWith('scrypt$'))).toBe(true);
    expect(rows.find((row) => row.role === 'User')).toMatchObject({ phone: '01012345678', state: 'Cairo', country: 'Egypt' });
  });

  it('stocks 60+ products in the three categories, with the Best Sellers active', async () => {
    const rows = await server.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const id of BEST_SELLER_IDS) expect(rows.find((row) => row.id === id)?.isActive).toBe(true);

    const categoryIds = CATEGORIES.filter((category) => category.id !== 0).map((category) => category.id);
    expect([...new Set(rows.map((row) => row.categoryId))].sort()).toEqual(categoryIds);
    const subcategoryRows = await server.db.select().from(subcategories);
    for (const categoryId of categoryIds) {
      const own = subcategoryRows.filter((row) => row.categoryId === categoryId);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(4);
    }
    expect(subcategoryRows.filter((row) => !row.isActive)).toHaveLength(1);
    for (const row of rows) expect(subcategoryRows.find((subcategory) => subcategory.id === row.subcategoryId)?.categoryId).toBe(row.categoryId);
  });

  it('prices every product sensibly: discounts below the price, some sold out, discounted, inactive and reviewed', async () => {
    const rows = await server.db.select().from(products);
    for (const row of rows) {
      expect(row.pricePiasters).toBeGreaterThanOrEqual(150_00);
      expect(row.pricePiasters).toBeLessThanOrEqual(25_000_00);
      expect(row.discountPiasters).toBeGreaterThanOrEqual(0);
      expect(row.discountPiasters).toBeLessThan(row.pricePiasters);
      expect(row.features.length).toBeGreaterThanOrEqual(3);
      expect(row.features.length).toBeLessThanOrEqual(5);
      expect(row.specifications.length).toBeGreaterThanOrEqual(3);
      expect(row.specifications.length).toBeLessThanOrEqual(6);
      expect(row.description.length).toBeGreaterThan(40);
    }
    expect(rows.filter((row) => row.quantity === 0 && row.isActive).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.discountPiasters > 0).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((row) => !row.isActive).length).toBeGreaterThanOrEqual(2);

    const reviewRows = await server.db.select().from(reviews);
    expect(new Set(reviewRows.map((review) => review.productId)).size).toBeGreaterThanOrEqual(5);
    for (const review of reviewRows) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.userName).not.toBe('');
    }
  });

  it('gives crown products side/size variants, one product sizes only and one options only', async () => {
    const variantProducts = await server.db.select().from(products).where(eq(products.isVariant, true));
    const variantRows = await server.db.select().from(productVariants);
    const modes = new Set<string>();
    for (const product of variantProducts) {
      const own = variantRows.filter((variant) => variant.productId === product.id);
      expect(own.length).toBeGreaterThan(0);
      expect(product.quantity).toBe(own.reduce((sum, variant) => sum + variant.quantity, 0));
      modes.add(variantModeOf(own.map((variant) => ({ ...variant, option: variant.variableOption }))));
    }
    expect(modes).toEqual(new Set(['side-size', 'size-only', 'option-only']));
    expect(new Set(variantRows.map((variant) => variant.side).filter((side) => side !== null))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
    const optionOnly = variantRows.filter((variant) => variant.onlyOneOption);
    expect(optionOnly.map((variant) => variant.variableOption).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(variantRows.some((variant) => variant.quantity === 0)).toBe(true);
    expect(variantRows.some((variant) => variant.quantity > 0)).toBe(true);
  });

  it('points every picture at an SVG file under public/', async () => {
    const urls = [
      ...(await server.db.select({ url: products.logoUrl }).from(products)),
      ...(await server.db.select({ url: subcategories.logoUrl }).from(subcategories)),
      ...(await server.db.select({ url: dentalTrainings.imageUrl }).from(dentalTrainings)),
      ...(await server.db.select({ url: events.imageUrl }).from(events)),
    ].map((row) => row.url);
    for (const url of new Set(urls)) expect(publicFile(url)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('offers the three AI plans of SPEC §9', async () => {
    const plans = await server.db.select().from(aiPlans).orderBy(aiPlans.id);
    expect(plans.map(({ id, name, pricePiasters, segmentations, periodLabel, isActive }) => ({ id, name, pricePiasters, segmentations, periodLabel, isActive }))).toEqual([
      { id: 1, name: 'Light Package', pricePiasters: 290_000, segmentations: 10, periodLabel: '', isActive: true },
      { id: 2, name: 'Pro', pricePiasters: 610_000, segmentations: 25, periodLabel: '', isActive: true },
      { id: 3, name: 'Premium', pricePiasters: 980_000, segmentations: 50, periodLabel: '/month', isActive: true },
    ]);
  });

  it('schedules three future trainings with two or three packages each, one multi-day and one unlimited', async () => {
    const trainings = await server.db.select().from(dentalTrainings);
    const packages = await server.db.select().from(trainingPackages);
    expect(trainings).toHaveLength(3);
    for (const training of trainings) {
      expect(training.date.getTime()).toBeGreaterThan(server.clock.now.getTime());
      const own = packages.filter((pack) => pack.trainingId === training.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
      for (const pack of own) expect(pack.pricePiasters).toBeGreaterThan(0);
    }
    expect(trainings.filter((training) => training.endDate !== null)).toHaveLength(1);
    expect(trainings.map((training) => training.capacity)).toContain(null);

    const eventRows = await server.db.select().from(events);
    expect(eventRows.length).toBeGreaterThanOrEqual(2);
    for (const event of eventRows) expect(event.date.getTime()).toBeGreaterThan(server.clock.now.getTime());
  });

  it('sets a shipping fee for each of the 27 governorates, one of them 0 so checkout falls back to the default', async () => {
    const fees = await server.db.select().from(shippingFees);
    expect(fees.map((fee) => fee.governorateName).sort()).toEqual([...GOVERNORATES].sort());
    expect(fees.filter((fee) => fee.feePiasters === 0)).toHaveLength(1);
    expect(fees.find((fee) => fee.governorateName === 'Cairo')?.feePiasters).toBe(15_000);
  });

  it('creates promo codes that the promo rule accepts or refuses as their names say', async () => {
    const rows = await server.db.select().from(promoCodes);
    const promo = (code: string): PromoCode => {
      const row = rows.find((candidate) => candidate.code === code);
      if (!row) throw new Error(`missing promo code ${code}`);
      return { ...row, minimumOrder: row.minimumOrderPiasters };
    };
    const context = { now: server.clock.now, orderAmount: 400_000, usedByThisUser: false };
    expect(validatePromo(promo('WELCOME10'), context)).toMatchObject({ isValid: true, discount: 40_000 });
    expect(validatePromo(promo('CLINIC500'), context)).toMatchObject({ isValid: true, discount: 50_000 });
    expect(validatePromo(promo('CLINIC500'), { ...context, orderAmount: 299_999 })).toMatchObject({ isValid: false, reason: 'below-minimum' });
    expect(validatePromo(promo('EXPIRED20'), context)).toMatchObject({ isValid: false, reason: 'expired' });
    expect(validatePromo(promo('LIMITED5'), context)).toMatchObject({ isValid: true });
    expect(validatePromo(promo('LIMITED5'), context).isValid && promo('LIMITED5').maxUses).toBe(5);
    expect(validatePromo(promo('WELCOME10'), { ...context, usedByThisUser: true })).toMatchObject({ isValid: false, reason: 'already-used' });
  });

  it('posts notifications of every category for everyone, and the shop settings', async () => {
    const rows = await server.db.select().from(notifications);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(rows.every((row) => row.userId === null && row.isActive)).toBe(true);

    const settingRows = await server.db.select().from(settings);
    const value = (key: string) => settingRows.find((row) => row.key === key)?.value;
    expect(value('maintenance')).toBe(false);
    expect(value('ai_access')).toBe('everyone');
    expect(typeof value('seeded_at')).toBe('string');
  });

  it('writes the Arabic beside the English in every column that has one', async () => {
    const arabic = (text: string | null) => text !== null && /[\u0600-\u06FF]/.test(text);
    const everyRow = <Row extends object>(rows: Row[], check: (row: Row) => boolean) => expect(rows.filter((row) => !check(row))).toEqual([]);
    everyRow(await server.db.select().from(subcategories), (row) => arabic(row.nameAr));
    everyRow(
      await server.db.select().from(products),
      (row) =>
        arabic(row.nameAr) &&
        arabic(row.descriptionAr) &&
        row.featuresAr?.length === row.features.length &&
        row.featuresAr.every(arabic) &&
        row.specificationsAr?.length === row.specifications.length &&
        row.specificationsAr.every((line) => arabic(line.name) && line.value !== ''),
    );
    everyRow(await server.db.select().from(notifications), (row) => arabic(row.titleAr) && arabic(row.messageAr));
    everyRow(
      await server.db.select().from(dentalTrainings),
      (row) => arabic(row.titleAr) && arabic(row.descriptionAr) && arabic(row.locationAr) && arabic(row.instructorsAr),
    );
    everyRow(await server.db.select().from(trainingPackages), (row) => arabic(row.nameAr));
    everyRow(await server.db.select().from(aiPlans), (row) => arabic(row.nameAr) && arabic(row.descriptionAr) && (row.periodLabel === '' ? row.periodLabelAr === '' : arabic(row.periodLabelAr)));
    const [instructors] = await server.db.select({ en: dentalTrainings.instructors, ar: dentalTrainings.instructorsAr }).from(dentalTrainings).where(eq(dentalTrainings.id, 1));
    expect(instructors).toEqual({ en: 'Dr. Salma Khaled', ar: 'د. سلمى خالد' });
    const [seller] = await server.db.select({ value: settings.value }).from(settings).where(eq(settings.key, INVOICE_SELLER_KEY));
    expect(seller?.value).toMatchObject({
      legal_name: 'Tiara Dental Supplies S.A.E.',
      legal_name_ar: 'شركة Tiara لمستلزمات طب الأسنان ش.م.م',
      address: '90 Road 9, Maadi, Cairo 11728, Egypt',
      address_ar: '90 شارع 9، المعادي، القاهرة 11728، مصر',
    });
  });

  it('does nothing on a second start but return the accounts', async () => {
    const before = await countRows();
    const again = await seedDemoData(server.db, new PasswordHasher(), { adminEmail: undefined, adminPassword: undefined });
    expect(await countRows()).toEqual(before);
    expect(again.accounts.map((account) => account.email)).toEqual(['customer@tiara.example', 'admin@tiara.example', 'sales@tiara.example']);
  });

  it('leaves the id sequences past the explicit ids, so new rows do not collide', async () => {
    const [subcategory] = await server.db.insert(subcategories).values({ categoryId: 1, name: 'New line' }).returning();
    const [product] = await server.db.insert(products).values({ name: 'New product', categoryId: 1, pricePiasters: 10_000 }).returning();
    const [training] = await server.db.insert(dentalTrainings).values({ title: 'New course', date: new Date('2027-10-01T08:00:00Z') }).returning();
    expect(subcategory?.id).toBeGreaterThan(11);
    expect(product?.id).toBeGreaterThan(65);
    expect(training?.id).toBeGreaterThan(3);
  });
});
