import type { SellerDetails } from '@tiara/domain/invoice';
import type { AuditStamp } from '../../../application/admin/AuditTrail';
import type { Database } from '../Database';
import { INVOICE_SELLER_KEY, readSellerDetails, sellerToStored } from '../InvoiceSellerSettings';
import { settings } from '../schema';
import { auditedTransaction } from './AuditedTransaction';

/** The seller's details printed on invoices, as the back office reads and saves them. */
export class AdminInvoiceSettingsRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  seller(): Promise<SellerDetails | null> {
    return readSellerDetails(this.db);
  }

  /** Saves details already checked; invoices issued before keep the details they were issued with. */
  async setSeller(seller: SellerDetails, stamp: AuditStamp): Promise<SellerDetails> {
    const value = sellerToStored(seller);
    await auditedTransaction(this.db, stamp, async (tx, audit) => {
      await tx.insert(settings).values({ key: INVOICE_SELLER_KEY, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
      await audit({ action: 'update', entity: 'setting', entityId: INVOICE_SELLER_KEY, details: value });
    });
    return seller;
  }
}
