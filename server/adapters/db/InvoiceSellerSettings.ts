import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SellerDetails } from '@tiara/domain/invoice';
import type { Database } from './Database';
import { settings } from './schema';

/** The `settings` row holding the seller's details that invoices print. */
export const INVOICE_SELLER_KEY = 'invoice_seller';

/** The row's JSON, snake_case like the rest of the stored settings; details saved before the Arabic was kept have none. */
export const storedSeller = z.object({
  legal_name: z.string(),
  address: z.string(),
  legal_name_ar: z.string().default(''),
  address_ar: z.string().default(''),
  tax_registration_number: z.string(),
  commercial_register: z.string(),
});

export const sellerToStored = (seller: SellerDetails): z.infer<typeof storedSeller> => ({
  legal_name: seller.legalName,
  address: seller.address,
  legal_name_ar: seller.legalNameAr ?? '',
  address_ar: seller.addressAr ?? '',
  tax_registration_number: seller.taxRegistrationNumber,
  commercial_register: seller.commercialRegister,
});

export const sellerFromStored = (stored: z.output<typeof storedSeller>): SellerDetails => ({
  legalName: stored.legal_name,
  address: stored.address,
  legalNameAr: stored.legal_name_ar,
  addressAr: stored.address_ar,
  taxRegistrationNumber: stored.tax_registration_number,
  commercialRegister: stored.commercial_register,
});

/** The seller's details as the back office last saved them, through `db` (which may be a transaction); null before the first save. */
export async function readSellerDetails(db: Database): Promise<SellerDetails | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, INVOICE_SELLER_KEY)).limit(1);
  const parsed = storedSeller.safeParse(row?.value);
  return parsed.success ? sellerFromStored(parsed.data) : null;
}
