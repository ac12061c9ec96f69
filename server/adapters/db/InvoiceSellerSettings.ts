import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SellerDetails } from '@tiara/domain/invoice';
import type { Database } from './Database';
import { settings } from './schema';

/** The `settings` row holding the seller's details that invoices print. */
export const INVOICE_SELLER_KEY = 'invoice_seller';

/** The row's JSON, snake_case like the rest of the stored settings. */
export const storedSeller = z.object({
  legal_name: z.string(),
  address: z.string(),
  tax_registration_number: z.string(),
  commercial_register: z.string(),
});

export const sellerToStored = (seller: SellerDetails): z.infer<typeof storedSeller> => ({
  legal_name: seller.legalName,
  address: seller.address,
  tax_registration_number: seller.taxRegistrationNumber,
  commercial_register: seller.commercialRegister,
});

export const sellerFromStored = (stored: z.infer<typeof storedSeller>): SellerDetails => ({
  legalName: stored.legal_name,
  address: stored.address,
  taxRegistrationNumber: stored.tax_registration_number,
  commercialRegister: stored.commercial_register,
});

/** The seller's details as the back office last saved them, through `db` (which may be a transaction); null before the first save. */
export async function readSellerDetails(db: Database): Promise<SellerDetails | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, INVOICE_SELLER_KEY)).limit(1);
  const parsed = storedSeller.safeParse(row?.value);
  return parsed.success ? sellerFromStored(parsed.data) : null;
}
