import { z } from 'zod';
import type { InvoiceLine } from '@tiara/domain/invoice';
import type { BuyerDetails } from '../../application/invoices/InvoiceStore';

/*
 * The parts an invoice and a credit note keep as issued, as their jsonb columns hold them
 * (snake_case like the rest of the stored documents).
 */

export const storedBuyer = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const buyerToStored = (buyer: BuyerDetails): z.infer<typeof storedBuyer> => ({
  name: buyer.name,
  address: buyer.address,
  city: buyer.city,
  state: buyer.state,
  postal_code: buyer.postalCode,
  country: buyer.country,
  phone: buyer.phone,
  email: buyer.email,
});

export function buyerFromStored(stored: unknown): BuyerDetails {
  const { postal_code: postalCode, ...buyer } = storedBuyer.parse(stored);
  return { ...buyer, postalCode };
}

/** An invoice issued before lines kept their Arabic name has none: it prints its English. */
const storedLines = z.array(z.object({ name: z.string(), name_ar: z.string().nullable().optional(), quantity: z.number().int(), unit_price: z.number().int(), line_total: z.number().int() }));

export const linesToStored = (lines: readonly InvoiceLine[]): z.infer<typeof storedLines> =>
  lines.map((line) => ({ name: line.name, name_ar: line.nameAr, quantity: line.quantity, unit_price: line.unitPrice, line_total: line.lineTotal }));

export const linesFromStored = (stored: unknown): InvoiceLine[] =>
  storedLines.parse(stored).map((line) => ({ name: line.name, nameAr: line.name_ar ?? null, quantity: line.quantity, unitPrice: line.unit_price, lineTotal: line.line_total }));
