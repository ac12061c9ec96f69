/**
 * The demo data files under server/seed/data and the shape each must have. Every text a customer
 * reads is `{ "en": …, "ar": … }`: the English SPEC requires and its Arabic, side by side (lists
 * too, as two parallel lists). The schema lets the Arabic be absent, as the database does (the
 * shop then shows the English); test/server/seed/DemoDataArabic.test.ts is what insists that every
 * demo item has it. A file that does not fit stops the server's start with a message naming the
 * file, the item and the field.
 */
import { z } from 'zod';
import { CATEGORIES } from '@tiara/domain/catalog-query';
import { GOVERNORATES } from '@tiara/domain/shipping-fee';
import { OPTIONS, SIDES } from '@tiara/domain/variant-selector';

const DATA_FOLDER = 'server/seed/data';

const text = z.strictObject({ en: z.string().min(1), ar: z.string().min(1).optional() });
const texts = z.strictObject({ en: z.array(z.string().min(1)), ar: z.array(z.string().min(1)).optional() });
const specification = z.strictObject({ name: z.string().min(1), value: z.string().min(1) });
const specifications = z.strictObject({ en: z.array(specification), ar: z.array(specification).optional() });
const id = z.number().int().positive();
const pounds = z.number().int().nonnegative();
/** A date and time with Cairo's UTC offset for that day, so an event starts at the local hour on its flyer. */
const cairoTime = z.iso.datetime({ offset: true });
/** A picture's file name, without folder or extension, under public/images/<kind>/. */
const picture = z.string().regex(/^[a-z0-9-]+$/);

const subcategory = z.strictObject({
  id,
  categoryId: z.literal(CATEGORIES.map((category) => category.id).filter((categoryId) => categoryId !== 0)),
  name: text,
  logo: picture,
  /** False: a discontinued line, kept for order history and hidden from the storefront. */
  isActive: z.boolean(),
});

/** The pictures under public/images/products. */
const productImage = z.enum([
  'bonding-bottle',
  'bur',
  'cement-kit',
  'composite-syringe',
  'crown-kit',
  'endo-files',
  'etch-gel',
  'gloves',
  'impression-cartridge',
  'impression-tray',
  'matrix-bands',
  'mta-jar',
  'prophy-cups',
  'retraction-paste',
  'sealer-syringe',
  'steel-crown',
  'varnish',
  'zirconia-crown',
]);

const side = z.number().refine((value) => SIDES.includes(value), { error: `a side is one of ${SIDES.join(', ')}` });
const option = z.number().refine((value) => OPTIONS.includes(value), { error: `an option is one of ${OPTIONS.join(', ')}` });
const size = z.string().min(1);

/** Which variants a product has: every side with every size, sizes only, or options only. */
const variantPlan = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('side-size'), sides: z.array(side).min(1), sizes: z.array(size).min(1) }),
  z.strictObject({ kind: z.literal('size-only'), sizes: z.array(size).min(1) }),
  z.strictObject({ kind: z.literal('option-only'), options: z.array(option).min(1) }),
]);

/** Customer-written, so in the language its customer wrote it. */
const review = z.strictObject({
  rating: z.number().int().min(1).max(5),
  user: z.string().min(1),
  date: z.iso.date(),
  comment: z.string().min(1),
});

const product = z.strictObject({
  id,
  subcategoryId: id,
  sku: z.string().min(1),
  /** The maker or product line the storefront's brand filter offers. */
  brand: z.string().min(1),
  image: productImage,
  pricePounds: pounds,
  discountPounds: pounds.default(0),
  /** Ignored for variant products, whose stock is the sum of their variants'. */
  quantity: z.number().int().nonnegative(),
  isActive: z.boolean().default(true),
  name: text,
  description: text,
  features: texts,
  specifications,
  variants: variantPlan.optional(),
  reviews: z.array(review).default([]),
});

const training = z.strictObject({
  id,
  title: text,
  description: text,
  instructors: text,
  date: cairoTime,
  endDate: cairoTime.nullable(),
  location: text,
  /** Null: unlimited seats. */
  capacity: z.number().int().positive().nullable(),
  image: picture,
  packages: z.array(z.strictObject({ name: text, pricePounds: pounds })).min(1),
});

/** The events table has no Arabic columns yet, so an event is in English only. */
const event = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  date: cairoTime,
  location: z.string().min(1),
  speakers: z.array(z.string().min(1)),
  image: picture,
});

/** SPEC §9: ids, prices and quotas the storefront also knows. */
const aiPlan = z.strictObject({
  id,
  name: text,
  pricePounds: pounds,
  segmentations: z.number().int().positive(),
  /** Empty for a one-off package, in both languages. */
  periodLabel: z.strictObject({ en: z.string(), ar: z.string().optional() }),
  description: text,
});

const notification = z.strictObject({
  title: text,
  message: text,
  /** SPEC §3: 0 New Product, 1 New Feature, 2 New Event, 3 New Training, 4 AI Updates. */
  category: z.literal([0, 1, 2, 3, 4]),
  /** How long before the seed the notification was posted, so relative times vary. */
  hoursAgo: z.number().nonnegative(),
});

/** One code for each way a code can be accepted or refused, so every promo message can be seen. */
const promoCode = z.strictObject({
  code: z.string().regex(/^[A-Z0-9]+$/),
  kind: z.enum(['percent', 'fixed']),
  /** Percent, or pounds for a fixed discount. */
  value: z.number().int().positive(),
  isActive: z.boolean(),
  startsAt: cairoTime.nullable(),
  endsAt: cairoTime.nullable(),
  maxUses: z.number().int().positive().nullable(),
  oncePerUser: z.boolean(),
  minimumOrderPounds: pounds.nullable(),
});

/**
 * Courier rates by distance from the Cairo warehouse, for every governorate. 0 (North Sinai) is a
 * rate the courier quotes per order, so checkout falls back to the default fee there.
 */
const shippingFeesPounds = z.record(z.enum(GOVERNORATES), pounds);

/**
 * The seller's details on the demo shop's invoices (an invented tax registration and register
 * number); an invoice in Arabic prints the legal name and address in Arabic.
 */
const invoiceSeller = z.strictObject({
  legalName: text,
  address: text,
  taxRegistrationNumber: z.string().regex(/^\d{9}$/),
  commercialRegister: z.string(),
});

/** Each data file and what it holds. */
const SEED_FILES = {
  'subcategories.json': z.array(subcategory),
  'products-premier.json': z.array(product),
  'products-avalon.json': z.array(product),
  'products-nusmile.json': z.array(product),
  'trainings.json': z.array(training),
  'events.json': z.array(event),
  'ai-plans.json': z.array(aiPlan),
  'notifications.json': z.array(notification),
  'promo-codes.json': z.array(promoCode),
  'shipping-fees.json': shippingFeesPounds,
  'invoice-seller.json': invoiceSeller,
} as const;

export type SeedFileName = keyof typeof SEED_FILES;
type SeedFileContent<File extends SeedFileName> = z.output<(typeof SEED_FILES)[File]>;

export type SeedProduct = z.output<typeof product>;
export type VariantPlan = z.output<typeof variantPlan>;

/** The demo shop, as seedDemoData writes it. */
export interface SeedData {
  readonly subcategories: SeedFileContent<'subcategories.json'>;
  /** In the files' order, which is the order the variants (and so their ids) are written in. */
  readonly products: readonly SeedProduct[];
  readonly trainings: SeedFileContent<'trainings.json'>;
  readonly events: SeedFileContent<'events.json'>;
  readonly aiPlans: SeedFileContent<'ai-plans.json'>;
  readonly notifications: SeedFileContent<'notifications.json'>;
  readonly promoCodes: SeedFileContent<'promo-codes.json'>;
  readonly shippingFeesPounds: SeedFileContent<'shipping-fees.json'>;
  readonly invoiceSeller: SeedFileContent<'invoice-seller.json'>;
}

/** Parses one data file's content, or throws naming the file, each wrong item and field, and what is wrong. */
export function parseSeedFile<File extends SeedFileName>(file: File, content: unknown): SeedFileContent<File> {
  const parsed = SEED_FILES[file].safeParse(content);
  if (parsed.success) return parsed.data as SeedFileContent<File>;
  const problems = parsed.error.issues.map((issue) => `  ${whereIn(content, issue.path)}: ${issue.message}`);
  throw new Error(`${DATA_FOLDER}/${file} is not valid demo data:\n${problems.join('\n')}`);
}

/** Parses every data file and checks what one file says of another's items. */
export function seedDataFrom(contents: { readonly [File in SeedFileName]: unknown }): SeedData {
  const subcategories = parseSeedFile('subcategories.json', contents['subcategories.json']);
  const productFiles = (['products-premier.json', 'products-avalon.json', 'products-nusmile.json'] as const).map(
    (file) => [file, parseSeedFile(file, contents[file])] as const,
  );
  const data: SeedData = {
    subcategories,
    products: productFiles.flatMap(([, products]) => products),
    trainings: parseSeedFile('trainings.json', contents['trainings.json']),
    events: parseSeedFile('events.json', contents['events.json']),
    aiPlans: parseSeedFile('ai-plans.json', contents['ai-plans.json']),
    notifications: parseSeedFile('notifications.json', contents['notifications.json']),
    promoCodes: parseSeedFile('promo-codes.json', contents['promo-codes.json']),
    shippingFeesPounds: parseSeedFile('shipping-fees.json', contents['shipping-fees.json']),
    invoiceSeller: parseSeedFile('invoice-seller.json', contents['invoice-seller.json']),
  };

  const problems = [
    ...repeated('subcategories.json', subcategories, (item) => String(item.id)),
    ...repeated('trainings.json', data.trainings, (item) => String(item.id)),
    ...repeated('ai-plans.json', data.aiPlans, (item) => String(item.id)),
    ...repeated('promo-codes.json', data.promoCodes, (item) => item.code),
  ];
  const productIds = new Set<number>();
  const skus = new Set<string>();
  for (const [file, products] of productFiles) {
    products.forEach((item, index) => {
      const where = `${DATA_FOLDER}/${file}, ${described(item, index)}`;
      if (productIds.has(item.id)) problems.push(`${where}: id ${item.id} is another product's too`);
      if (skus.has(item.sku)) problems.push(`${where}: SKU ${item.sku} is another product's too`);
      if (!subcategories.some((candidate) => candidate.id === item.subcategoryId)) problems.push(`${where}: subcategory ${item.subcategoryId} is not in subcategories.json`);
      productIds.add(item.id);
      skus.add(item.sku);
    });
  }
  if (problems.length > 0) throw new Error(`The demo data does not hold together:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  return data;
}

function repeated<Item>(file: SeedFileName, items: readonly Item[], key: (item: Item) => string): string[] {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    const itemKey = key(item);
    if (!seen.has(itemKey)) {
      seen.add(itemKey);
      return [];
    }
    return [`${DATA_FOLDER}/${file}, ${described(item, index)}: ${itemKey} is another item's too`];
  });
}

/** "item 3 (id 34, "Avalon BioSeal …"), at name.ar" for an issue's path into a file's content. */
function whereIn(content: unknown, path: readonly PropertyKey[]): string {
  const [first, ...rest] = path;
  const field = (keys: readonly PropertyKey[]) => keys.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('').replace(/^\./, '');
  if (Array.isArray(content) && typeof first === 'number') {
    const item = described(content[first], first);
    return rest.length === 0 ? item : `${item}, at ${field(rest)}`;
  }
  return path.length === 0 ? 'the whole file' : `at ${field(path)}`;
}

/** An item by its place in its file and what names it there: its id or code and its English name or title. */
function described(item: unknown, index: number): string {
  const record: Record<string, unknown> = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
  const english = (value: unknown) => (typeof value === 'object' && value !== null && 'en' in value && typeof value.en === 'string' ? value.en : undefined);
  const name = english(record.name) ?? english(record.title) ?? (typeof record.title === 'string' ? record.title : undefined);
  const names: string[] = [];
  if (typeof record.id === 'number') names.push(`id ${record.id}`);
  if (typeof record.code === 'string') names.push(record.code);
  if (name !== undefined) names.push(JSON.stringify(name));
  return `item ${index + 1}${names.length === 0 ? '' : ` (${names.join(', ')})`}`;
}
