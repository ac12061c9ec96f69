/**
 * The database schema (PostgreSQL dialect, the same on PGlite and on a PostgreSQL server).
 * Money is integer piasters; the API speaks pounds and converts at the edge.
 * Migrations are generated from this file: `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import { BACKGROUND_JOB_STATES } from '@tiara/domain/background-job';
import { LANGUAGES } from '@tiara/domain/language';
import { RETURN_OUTCOMES, RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_STATUSES } from '@tiara/domain/returns';
import { type AnyPgColumn, bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['User', 'Admin', 'Sales'] }).notNull().default('User'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default('Egypt'),
    postalCode: text('postal_code').notNull().default(''),
    aiAccess: boolean('ai_access').notNull().default(false),
    /** The language the user last read the shop in (set at signup, sign-in and scan upload), for mail sent later; null is English. */
    language: text('language', { enum: LANGUAGES }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

/** A customer's saved delivery addresses (clinic branches); at most one default each, which the book's rules (src/domain/saved-address) keep exactly one. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    governorate: text('governorate').notNull(),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('addresses_user_idx').on(table.userId, table.id), uniqueIndex('addresses_one_default_idx').on(table.userId).where(sql`${table.isDefault}`)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  tries: integer('tries').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const subcategories = pgTable('subcategories', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull(),
  name: text('name').notNull(),
  /** Arabic texts beside the English ones; null (or absent) falls back to the English. */
  nameAr: text('name_ar'),
  logoUrl: text('logo_url').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    nameAr: text('name_ar'),
    descriptionAr: text('description_ar'),
    /** Null: no Arabic list, the English features are shown. */
    featuresAr: jsonb('features_ar').$type<string[]>(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    specifications: jsonb('specifications').$type<Array<{ name: string; value: string }>>().notNull().default([]),
    /** Null: no Arabic list, the English specifications are shown. */
    specificationsAr: jsonb('specifications_ar').$type<Array<{ name: string; value: string }>>(),
    logoUrl: text('logo_url').notNull().default(''),
    categoryId: integer('category_id').notNull(),
    subcategoryId: integer('subcategory_id').references(() => subcategories.id, { onDelete: 'set null' }),
    sku: text('sku'),
    /** The maker or product line the storefront filters by; null: none given. */
    brand: text('brand'),
    pricePiasters: integer('price_piasters').notNull(),
    discountPiasters: integer('discount_piasters').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    isVariant: boolean('is_variant').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index('products_category_idx').on(table.categoryId),
    // A SKU names one product (the back office refuses a duplicate with a clear message first).
    uniqueIndex('products_sku_unique').on(table.sku),
    check('products_price_non_negative', sql`${table.pricePiasters} >= 0`),
    check('products_discount_within_price', sql`${table.discountPiasters} >= 0 AND ${table.discountPiasters} <= ${table.pricePiasters}`),
    check('products_quantity_non_negative', sql`${table.quantity} >= 0`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull().default(0),
    side: integer('side'),
    size: text('size'),
    variableOption: integer('variable_option'),
    onlyOneOption: boolean('only_one_option').notNull().default(false),
  },
  (table) => [
    uniqueIndex('product_variants_sku_unique').on(table.sku),
    index('product_variants_product_idx').on(table.productId),
    check('product_variants_quantity_non_negative', sql`${table.quantity} >= 0`),
  ],
);

/**
 * Back-in-stock alerts: a signed-in customer (user_id) or a visitor (email) waits for a product,
 * or one variant of it. Pending until the stock comes back (notified_at, set once by a
 * conditional update) or the person stops waiting (cancelled_at); one pending wait per person
 * and target. `token` is the random secret of the visitor's link to stop waiting.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    language: text('language', { enum: LANGUAGES }).notNull(),
    token: text('token').notNull(),
    /**
     * The shop's address the alert was asked on, for the e-mail's link: stock can come back in a
     * sweep with no request to take it from. Null for alerts older than the column.
     */
    origin: text('origin'),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('stock_alerts_token_unique').on(table.token),
    uniqueIndex('stock_alerts_pending_user_unique')
      .on(table.productId, sql`coalesce(${table.variantId}, 0)`, table.userId)
      .where(sql`${table.userId} IS NOT NULL AND ${table.notifiedAt} IS NULL AND ${table.cancelledAt} IS NULL`),
    uniqueIndex('stock_alerts_pending_email_unique')
      .on(table.productId, sql`coalesce(${table.variantId}, 0)`, sql`lower(${table.email})`)
      .where(sql`${table.userId} IS NULL AND ${table.notifiedAt} IS NULL AND ${table.cancelledAt} IS NULL`),
    index('stock_alerts_pending_product_idx').on(table.productId).where(sql`${table.notifiedAt} IS NULL AND ${table.cancelledAt} IS NULL`),
    index('stock_alerts_user_idx').on(table.userId),
    check('stock_alerts_one_subscriber', sql`(${table.userId} IS NULL) <> (${table.email} IS NULL)`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    userName: text('user_name').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    comment: text('comment').notNull().default(''),
  },
  (table) => [index('reviews_product_idx').on(table.productId), check('reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`)],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    /** Percent (1..100) or piasters, per kind. */
    value: integer('value').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    oncePerUser: boolean('once_per_user').notNull().default(true),
    minimumOrderPiasters: integer('minimum_order_piasters'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('promo_codes_code_unique').on(sql`upper(${table.code})`)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('Pending'),
    paymentMethod: text('payment_method').notNull(),
    subtotalPiasters: integer('subtotal_piasters').notNull(),
    shippingPiasters: integer('shipping_piasters').notNull(),
    discountPiasters: integer('discount_piasters').notNull().default(0),
    totalPiasters: integer('total_piasters').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    shippingAddress: text('shipping_address').notNull().default(''),
    shippingCity: text('shipping_city').notNull().default(''),
    shippingState: text('shipping_state').notNull().default(''),
    shippingPostalCode: text('shipping_postal_code').notNull().default(''),
    shippingCountry: text('shipping_country').notNull().default('Egypt'),
    shippingPhone: text('shipping_phone').notNull().default(''),
    shippingEmail: text('shipping_email').notNull().default(''),
    shippingFirstName: text('shipping_user_first_name').notNull().default(''),
    shippingMiddleName: text('shipping_user_middle_name').notNull().default(''),
    shippingLastName: text('shipping_user_last_name').notNull().default(''),
    /** Until when an unpaid card order holds its stock. */
    reservationExpiresAt: timestamp('reservation_expires_at', { withTimezone: true }),
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    /** The language the order was placed in, for its confirmation mail (sent when a card payment settles); null is English. */
    language: text('language', { enum: LANGUAGES }),
    /** The customer's store credit spent on this order (its ledger entry in store_credit_entries); the rest of the total is paid by the payment method. */
    storeCreditPiasters: integer('store_credit_piasters').notNull().default(0),
    /** The return whose replacement this order is, sent at no charge; null for an order the customer placed. */
    replacesReturnId: integer('replaces_return_id').references((): AnyPgColumn => returns.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId),
    index('orders_status_idx').on(table.status),
    check('orders_store_credit_within_total', sql`${table.storeCreditPiasters} >= 0 AND ${table.storeCreditPiasters} <= ${table.totalPiasters}`),
    // One replacement order per return, however many staff resolve it at once.
    uniqueIndex('orders_replaces_return_unique').on(table.replacesReturnId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['product', 'ai-plan', 'training'] }).notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    sku: text('sku'),
    trainingPackageId: integer('training_package_id'),
    productName: text('product_name').notNull(),
    /** The line's Arabic name at ordering time; null: it had none, the English name is shown. */
    productNameAr: text('product_name_ar'),
    unitPricePiasters: integer('unit_price_piasters').notNull(),
    quantity: integer('quantity').notNull(),
    productImage: text('product_image').notNull().default(''),
  },
  (table) => [index('order_items_order_idx').on(table.orderId)],
);

/**
 * Each change of an order's status, written in the transaction that makes it: the customer's
 * timeline. A Shipped change carries the courier and tracking number staff gave.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** The staff member who made the change; null when the shop made it (a payment, a confirmation, an expired hold). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    /** Only for a courier the shop does not list: the tracking page staff gave. */
    trackingLink: text('tracking_link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.createdAt)],
);

export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id').notNull().references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['Reserved', 'Used', 'Released'] }).notNull().default('Reserved'),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('promo_code_uses_order_unique').on(table.orderId), index('promo_code_uses_user_idx').on(table.promoCodeId, table.userId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    gatewayTransactionId: text('gateway_transaction_id'),
    gatewayOrderId: text('gateway_order_id'),
    /** Superseded: a newer payment attempt for the order replaced this unpaid one. */
    status: text('status', { enum: ['Pending', 'Success', 'Failed', 'Superseded'] }).notNull().default('Pending'),
    amountPiasters: integer('amount_piasters').notNull(),
    currency: text('currency').notNull().default('EGP'),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_gateway_transaction_unique').on(table.gateway, table.gatewayTransactionId),
    index('payments_order_idx').on(table.orderId),
    // Callbacks and inquiries name the gateway's order.
    index('payments_gateway_order_idx').on(table.gateway, table.gatewayOrderId),
  ],
);

/**
 * The last invoice number given in each Cairo year. Numbers come from this row, locked by the
 * transaction that inserts the invoice, rather than from a SEQUENCE: a sequence keeps the
 * numbers a rolled-back transaction took, and invoice numbers must have no gaps.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/**
 * Issued invoices, one an order. Each keeps what it said when issued (seller, buyer, lines and
 * figures), so a later change of the shop's details or of the order never rewrites it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The seller's legal name, address, TRN and commercial register number at issue. */
    seller: jsonb('seller').notNull(),
    /** The customer's name and delivery address at issue. */
    buyer: jsonb('buyer').notNull(),
    /** Name, quantity, unit price and line total of each line, in piasters. */
    lines: jsonb('lines').notNull(),
    subtotalPiasters: integer('subtotal_piasters').notNull(),
    shippingPiasters: integer('shipping_piasters').notNull(),
    discountPiasters: integer('discount_piasters').notNull(),
    /** The promo code the discount came from, as it was spelled at issue; null without one (or on invoices issued before it was kept). */
    promoCode: text('promo_code'),
    totalPiasters: integer('total_piasters').notNull(),
    vatIncludedPiasters: integer('vat_included_piasters').notNull(),
  },
  (table) => [
    uniqueIndex('invoices_order_unique').on(table.orderId),
    uniqueIndex('invoices_number_unique').on(table.number),
    uniqueIndex('invoices_year_sequence_unique').on(table.year, table.sequence),
  ],
);

/**
 * A customer's report of a problem with a delivered order, or request to return part of it
 * (SPEC §9's policy, src/domain/returns): the lines and quantities, why, what they would like,
 * and where the shop's handling of it stands. Each step is also in return_events.
 */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    preferredOutcome: text('preferred_outcome', { enum: RETURN_OUTCOMES }).notNull(),
    /** The customer's own words about the problem. */
    note: text('note').notNull().default(''),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('Requested'),
    /** Staff's reason, shown to the customer, when refused. */
    refusalReason: text('refusal_reason'),
    /** Whether the received goods went back on the shelf; null until received. */
    restocked: boolean('restocked'),
    resolution: text('resolution', { enum: RETURN_RESOLUTIONS }),
    /** The language the customer asked in, for the news of each decision. */
    language: text('language', { enum: LANGUAGES }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('returns_order_idx').on(table.orderId), index('returns_status_idx').on(table.status, table.createdAt)],
);

/** The order lines a return asks about, and how many of each. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id').notNull().references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').notNull().references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [uniqueIndex('return_lines_line_unique').on(table.returnId, table.orderItemId), check('return_lines_quantity_positive', sql`${table.quantity} > 0`)],
);

/**
 * Photos a customer sent with a report, re-encoded like the back office's pictures and readable by
 * their owner and staff only. Uploaded before the report is sent (return_id null until then).
 */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    returnId: integer('return_id').references(() => returns.id, { onDelete: 'cascade' }),
    /** The stored file's name: random, never the customer's own file name. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('return_photos_name_unique').on(table.name), index('return_photos_return_idx').on(table.returnId)],
);

/** Each step of a return (asked, approved, refused, received, resolved), written in the transaction that makes it: the order's timeline shows them. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id').notNull().references(() => returns.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['requested', 'approved', 'refused', 'received', 'resolved'] }).notNull(),
    /** The staff member who took the step; null for the customer's own request. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A refusal's reason, or how money was paid back by hand. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('return_events_order_idx').on(table.orderId, table.createdAt)],
);

/**
 * Money the shop gives back on an order: to the card through the gateway, as store credit, or paid
 * back by hand. A card refund is Pending until the gateway confirms it (its callback, its answer
 * or an inquiry), and only a Confirmed refund counts as money returned; a Pending one still holds
 * its amount against what may be refunded. `request_key` makes asking twice (two staff, a retry)
 * one refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    returnId: integer('return_id').references(() => returns.id, { onDelete: 'set null' }),
    method: text('method', { enum: ['card', 'store-credit', 'by-hand'] }).notNull(),
    amountPiasters: integer('amount_piasters').notNull(),
    status: text('status', { enum: ['Pending', 'Confirmed', 'Failed'] }).notNull().default('Pending'),
    requestKey: text('request_key').notNull(),
    /** The card payment refunded (method card). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    gateway: text('gateway'),
    /** The gateway's id of the refund transaction, once it answered. */
    gatewayTransactionId: text('gateway_transaction_id'),
    /** How many times the gateway was asked; a Pending refund is asked again (after checking it did not land) by the periodic sweep. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Paid back by hand: how (cash at the counter, bank transfer…). */
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refunds_request_key_unique').on(table.requestKey),
    uniqueIndex('refunds_gateway_transaction_unique').on(table.gateway, table.gatewayTransactionId),
    index('refunds_order_idx').on(table.orderId),
    index('refunds_pending_idx').on(table.status),
    check('refunds_amount_positive', sql`${table.amountPiasters} > 0`),
  ],
);

/**
 * Each customer's store credit, as an append-only ledger: credit given (a refund as store credit)
 * is positive, credit spent on an order negative, and credit given back when that order ended
 * unfulfilled positive again. The balance is the sum; nothing here is ever updated.
 */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['refund', 'spent', 'restored'] }).notNull(),
    amountPiasters: integer('amount_piasters').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('store_credit_entries_user_idx').on(table.userId, table.createdAt),
    // An order spends credit once, and gets it back once; refunds as credit may be several (partial ones).
    uniqueIndex('store_credit_entries_order_kind_unique').on(table.orderId, table.kind).where(sql`${table.kind} in ('spent', 'restored')`),
    uniqueIndex('store_credit_entries_refund_unique').on(table.refundId),
    check('store_credit_entries_sign', sql`(${table.kind} = 'spent' AND ${table.amountPiasters} < 0) OR (${table.kind} <> 'spent' AND ${table.amountPiasters} > 0)`),
  ],
);

/** The last credit note number given in each Cairo year: gap-free like invoice_counters. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/**
 * A credit note for each confirmed refund of an invoiced order: it refers to the invoice and keeps,
 * as issued, the seller, the buyer, the lines credited and the amount.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id').notNull().references(() => refunds.id),
    orderId: integer('order_id').notNull().references(() => orders.id),
    invoiceId: integer('invoice_id').notNull().references(() => invoices.id),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    /** The lines credited (name in both languages, quantity, unit price, total), in piasters; empty for a refund not tied to lines. */
    lines: jsonb('lines').notNull(),
    amountPiasters: integer('amount_piasters').notNull(),
    vatIncludedPiasters: integer('vat_included_piasters').notNull(),
  },
  (table) => [
    uniqueIndex('credit_notes_refund_unique').on(table.refundId),
    uniqueIndex('credit_notes_number_unique').on(table.number),
    uniqueIndex('credit_notes_year_sequence_unique').on(table.year, table.sequence),
    index('credit_notes_order_idx').on(table.orderId),
  ],
);

export const aiPlans = pgTable('ai_plans', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  pricePiasters: integer('price_piasters').notNull(),
  segmentations: integer('segmentations').notNull(),
  periodLabel: text('period_label').notNull().default(''),
  description: text('description').notNull().default(''),
  nameAr: text('name_ar'),
  descriptionAr: text('description_ar'),
  periodLabelAr: text('period_label_ar'),
  isActive: boolean('is_active').notNull().default(true),
});

export const aiSubscriptions = pgTable(
  'ai_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').notNull().references(() => aiPlans.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['Pending', 'Active', 'Cancelled'] }).notNull().default('Pending'),
    segmentationsAllowed: integer('segmentations_allowed').notNull(),
    segmentationsUsed: integer('segmentations_used').notNull().default(0),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('ai_subscriptions_user_idx').on(table.userId),
    check('ai_subscriptions_quota', sql`${table.segmentationsUsed} >= 0 AND ${table.segmentationsUsed} <= ${table.segmentationsAllowed}`),
  ],
);

export const scanJobs = pgTable(
  'scan_jobs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').notNull().references(() => aiSubscriptions.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storedPath: text('stored_path').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    format: text('format').notNull(),
    status: text('status', { enum: ['Queued', 'Processing', 'Completed', 'Failed'] }).notNull().default('Queued'),
    result: jsonb('result'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('scan_jobs_user_idx').on(table.userId)],
);

/**
 * A resumable (tus) scan upload while it arrives, and once accepted the scan job it became. Its
 * owner alone may touch it; `job_id` is set in the transaction that takes the segmentation, so an
 * upload becomes at most one job however often its last chunk is retried, on whichever server.
 * Unfinished rows past `expires_at` are removed with their bytes, consuming nothing.
 */
export const scanUploads = pgTable(
  'scan_uploads',
  {
    /** The tus upload id, as in its address /api/scans/uploads/<id>. */
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    length: bigint('length', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    jobId: integer('job_id').references(() => scanJobs.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('scan_uploads_job_unique').on(table.jobId),
    index('scan_uploads_user_idx').on(table.userId),
    index('scan_uploads_unfinished_expiry_idx').on(table.expiresAt).where(sql`${table.jobId} IS NULL`),
  ],
);

export const dentalTrainings = pgTable('dental_trainings', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  instructors: text('instructors').notNull().default(''),
  date: timestamp('date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }),
  location: text('location').notNull().default(''),
  titleAr: text('title_ar'),
  descriptionAr: text('description_ar'),
  locationAr: text('location_ar'),
  instructorsAr: text('instructors_ar'),
  /** Null means unlimited seats. */
  capacity: integer('capacity'),
  seatsTaken: integer('seats_taken').notNull().default(0),
  imageUrl: text('image_url').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
});

export const trainingPackages = pgTable('training_packages', {
  id: serial('id').primaryKey(),
  trainingId: integer('training_id').notNull().references(() => dentalTrainings.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  nameAr: text('name_ar'),
  pricePiasters: integer('price_piasters').notNull(),
});

export const trainingRegistrations = pgTable(
  'training_registrations',
  {
    id: serial('id').primaryKey(),
    trainingId: integer('training_id').notNull().references(() => dentalTrainings.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    packageId: integer('package_id').references(() => trainingPackages.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['Pending', 'Confirmed', 'Cancelled'] }).notNull().default('Pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('training_registrations_user_idx').on(table.userId, table.trainingId)],
);

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  date: timestamp('date', { withTimezone: true }).notNull(),
  location: text('location').notNull().default(''),
  speakers: jsonb('speakers').$type<string[]>().notNull().default([]),
  imageUrl: text('image_url').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
});

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  /** Arabic texts beside the English ones; null falls back to the English. */
  titleAr: text('title_ar'),
  messageAr: text('message_ar'),
  category: integer('category').notNull(),
  /** Null: for everyone. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id').notNull().references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.notificationId] })],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const shippingFees = pgTable('shipping_fees', {
  governorateName: text('governorate_name').primaryKey(),
  feePiasters: integer('fee_piasters').notNull(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  // The back office lists it newest first, all of it or one record's history.
  (table) => [index('audit_log_created_idx').on(table.createdAt, table.id), index('audit_log_entity_idx').on(table.entity, table.entityId)],
);

/**
 * Rate-limit counters every server shares: one row per key (action, address or e-mail) and
 * window. A row whose window has ended counts as absent; the periodic sweep deletes them.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * Durable background jobs (scan processing, mail), claimed by any server with
 * `FOR UPDATE SKIP LOCKED`. A running job holds a lease that its server renews; a job whose
 * lease ran out (its server died) is claimed again.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: BACKGROUND_JOB_STATES }).notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    leaseOwner: text('lease_owner'),
    leaseEndsAt: timestamp('lease_ends_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('background_jobs_due_idx').on(table.state, table.runAt),
    index('background_jobs_lease_idx').on(table.state, table.leaseEndsAt),
    check('background_jobs_attempts', sql`${table.attempts} >= 0 AND ${table.maxAttempts} >= 1`),
  ],
);

/** Secrets generated on first start (token signing, the sandbox's HMAC), kept where every server reads the same ones. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The open checkouts of the sandbox card gateway (server/adapters/payments/SandboxGateway.ts),
 * kept here rather than in one server's memory: the checkout page, the payment and the
 * inquiry may each reach a different server of the shop, as they would all reach one Paymob.
 */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    clientSecret: text('client_secret').primaryKey(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    checkout: jsonb('checkout').notNull(),
    transactions: jsonb('transactions').notNull().default(sql`'[]'::jsonb`),
    approvedRedirectUrl: text('approved_redirect_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('sandbox_checkouts_gateway_order_idx').on(table.gatewayOrderId), index('sandbox_checkouts_expires_idx').on(table.expiresAt)],
);

/**
 * The writes a client sent with an `Idempotency-Key` (server/http/idempotencyKeys.ts), so that any
 * server of the shop answers a retry with the first answer. A row is claimed before its write runs
 * (`status` null while it runs) and holds the answer once it is known; rows are kept at least a day.
 * `scope` is whose key it is: a signed-in user's id, or for a visitor the request itself.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Method and path, `POST /api/order/create`. */
    request: text('request').notNull(),
    /** SHA-256 of the request body's canonical JSON. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the running claim was taken: one older than its lease was abandoned by a server that stopped. */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index('idempotency_keys_created_idx').on(table.createdAt)],
);
