import { asc, eq, sql } from 'drizzle-orm';
import { type SellerDetails, invoiceNumber } from '@tiara/domain/invoice';
import { type Result, ok } from '@tiara/domain/result';
import type { InvoiceContent, InvoiceOrderOwner, InvoicePayment, InvoiceStore, IssuedInvoice, OrderToInvoice } from '../../application/invoices/InvoiceStore';
import type { Database } from './Database';
import { buyerFromStored, buyerToStored, linesFromStored, linesToStored } from './InvoiceDocumentParts';
import { readSellerDetails, sellerFromStored, sellerToStored, storedSeller } from './InvoiceSellerSettings';
import { orderIsPaid } from './OrderPurchases';
import { invoiceCounters, invoices, orderItems, orders, promoCodes } from './schema';
import { nextYearlySequence } from './YearlyCounter';

type InvoiceRow = typeof invoices.$inferSelect;

function invoiceOf(row: InvoiceRow, payment: InvoicePayment): IssuedInvoice {
  return {
    payment,
    orderId: row.orderId,
    number: row.number,
    issuedAt: row.issuedAt,
    seller: sellerFromStored(storedSeller.parse(row.seller)),
    buyer: buyerFromStored(row.buyer),
    figures: {
      lines: linesFromStored(row.lines),
      subtotal: row.subtotalPiasters,
      shipping: row.shippingPiasters,
      discount: row.discountPiasters,
      total: row.totalPiasters,
      vatIncluded: row.vatIncludedPiasters,
    },
    promoCode: row.promoCode,
  };
}

const fullName = (...parts: string[]) => parts.map((part) => part.trim()).filter((part) => part !== '').join(' ');

export class InvoiceRepository implements InvoiceStore {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async ownerOf(orderId: number): Promise<InvoiceOrderOwner | null> {
    const [row] = await this.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)).limit(1);
    return row ?? null;
  }

  async issued(orderId: number): Promise<IssuedInvoice | null> {
    const [row] = await this.db
      .select({ invoice: invoices, payment: { storeCredit: orders.storeCreditPiasters, method: orders.paymentMethod } })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(invoices.orderId, orderId))
      .limit(1);
    return row ? invoiceOf(row.invoice, row.payment) : null;
  }

  issue<E>(
    orderId: number,
    issuedAt: Date,
    year: number,
    compose: (order: OrderToInvoice, seller: SellerDetails | null) => Result<InvoiceContent, E>,
  ): Promise<Result<IssuedInvoice, E>> {
    return this.db.transaction(async (tx) => {
      // Simultaneous first requests for one order queue on its row; the later ones find the invoice.
      const [locked] = await tx
        .select({ order: orders, promoCode: promoCodes.code })
        .from(orders)
        .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
        .where(eq(orders.id, orderId))
        .for('update', { of: orders });
      const order = locked?.order;
      if (!order) throw new Error(`Order ${orderId} vanished while its invoice was being issued`);
      const payment: InvoicePayment = { storeCredit: order.storeCreditPiasters, method: order.paymentMethod };
      const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
      if (existing) return ok(invoiceOf(existing, payment));

      const [{ paid } = { paid: false }] = await tx.select({ paid: orderIsPaid(tx, orderId) }).from(sql`(values (1)) as one`);
      const lines = await tx
        .select({ name: orderItems.productName, nameAr: orderItems.productNameAr, quantity: orderItems.quantity, unitPrice: orderItems.unitPricePiasters })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id));
      const content = compose(
        {
          id: order.id,
          status: order.status,
          paid,
          lines,
          shipping: order.shippingPiasters,
          discount: order.discountPiasters,
          promoCode: locked.promoCode,
          buyer: {
            name: fullName(order.shippingFirstName, order.shippingMiddleName, order.shippingLastName),
            address: order.shippingAddress,
            city: order.shippingCity,
            state: order.shippingState,
            postalCode: order.shippingPostalCode,
            country: order.shippingCountry,
            phone: order.shippingPhone,
            email: order.shippingEmail,
          },
        },
        await readSellerDetails(tx),
      );
      if (!content.ok) return content;

      const sequence = await nextYearlySequence(tx, invoiceCounters, year);
      const { seller, buyer, figures, promoCode } = content.value;
      const [row] = await tx
        .insert(invoices)
        .values({
          orderId,
          number: invoiceNumber(year, sequence),
          year,
          sequence,
          issuedAt,
          seller: sellerToStored(seller),
          buyer: buyerToStored(buyer),
          lines: linesToStored(figures.lines),
          subtotalPiasters: figures.subtotal,
          shippingPiasters: figures.shipping,
          discountPiasters: figures.discount,
          promoCode,
          totalPiasters: figures.total,
          vatIncludedPiasters: figures.vatIncluded,
        })
        .returning();
      if (!row) throw new Error(`Invoice of order ${orderId} was not inserted`);
      return ok(invoiceOf(row, payment));
    });
  }
}
