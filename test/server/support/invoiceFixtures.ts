import type { Piasters } from '@tiara/domain/money';
import { orderItems, orders, payments } from '../../../server/adapters/db/schema';
import type { ShopDatabase } from './testServer';

export interface InvoiceOrderOptions {
  readonly userId: number | null;
  readonly status: string;
  /** A Success payment row, as the gateway's confirmed payment leaves. */
  readonly paid: boolean;
  readonly lines?: ReadonlyArray<{ name: string; nameAr?: string; quantity: number; unitPrice: Piasters }>;
  readonly shipping?: Piasters;
  readonly discount?: Piasters;
  /** The promo code the discount came from. */
  readonly promoCodeId?: number;
  readonly buyer?: Partial<Pick<typeof orders.$inferInsert, 'shippingFirstName' | 'shippingMiddleName' | 'shippingLastName' | 'shippingAddress' | 'shippingCity' | 'shippingState' | 'shippingPostalCode'>>;
}

const DEFAULT_LINES = [
  { name: 'Nitrile examination gloves', quantity: 3, unitPrice: 45_000 },
  { name: 'Universal composite kit', quantity: 1, unitPrice: 120_050 },
];

/** An order row as placing and paying it would leave it, written directly: the invoice tests need orders in every state. */
export async function insertInvoiceOrder(server: ShopDatabase, options: InvoiceOrderOptions): Promise<number> {
  const lines: NonNullable<InvoiceOrderOptions['lines']> = options.lines ?? DEFAULT_LINES;
  const shipping = options.shipping ?? 5_000;
  const discount = options.discount ?? 0;
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const total = Math.max(subtotal + shipping - discount, 0);
  const [order] = await server.db
    .insert(orders)
    .values({
      userId: options.userId,
      status: options.status,
      paymentMethod: options.paid ? 'credit' : 'cash',
      subtotalPiasters: subtotal,
      shippingPiasters: shipping,
      discountPiasters: discount,
      promoCodeId: options.promoCodeId ?? null,
      totalPiasters: total,
      shippingFirstName: 'Mona',
      shippingMiddleName: 'Adel',
      shippingLastName: 'Hassan',
      shippingAddress: '14 El Nozha Street, Heliopolis',
      shippingCity: 'Heliopolis',
      shippingState: 'Cairo',
      shippingPostalCode: '11341',
      shippingPhone: '01012345678',
      shippingEmail: 'clinic@example.com',
      ...options.buyer,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not inserted');
  await server.db.insert(orderItems).values(lines.map((line, index) => ({ orderId: order.id, kind: 'product' as const, productId: 900 + index, productName: line.name, productNameAr: line.nameAr ?? null, unitPricePiasters: line.unitPrice, quantity: line.quantity })));
  if (options.paid) await server.db.insert(payments).values({ orderId: order.id, gateway: 'sandbox', gatewayTransactionId: `tx-${order.id}`, status: 'Success', amountPiasters: total });
  return order.id;
}

