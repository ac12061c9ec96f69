import { AdminAiRepository } from '../adapters/db/admin/AdminAiRepository';
import { AdminCatalogRepository } from '../adapters/db/admin/AdminCatalogRepository';
import { AdminEventRepository } from '../adapters/db/admin/AdminEventRepository';
import { AdminInvoiceSettingsRepository } from '../adapters/db/admin/AdminInvoiceSettingsRepository';
import { AdminNotificationRepository } from '../adapters/db/admin/AdminNotificationRepository';
import { AdminPaymentQueries } from '../adapters/db/admin/AdminPaymentQueries';
import { AdminPromoCodeRepository } from '../adapters/db/admin/AdminPromoCodeRepository';
import { AdminRefundQueries } from '../adapters/db/admin/AdminRefundQueries';
import { AdminSettingsRepository } from '../adapters/db/admin/AdminSettingsRepository';
import { AdminTrainingRepository } from '../adapters/db/admin/AdminTrainingRepository';
import { AdminUserRepository } from '../adapters/db/admin/AdminUserRepository';
import { ArabicTextQueries } from '../adapters/db/admin/ArabicTextQueries';
import { AuditLogQueries } from '../adapters/db/admin/AuditLogQueries';
import { recordAudit } from '../adapters/db/admin/AuditedTransaction';
import { DashboardQueries } from '../adapters/db/admin/DashboardQueries';
import { SharpImageReencoder } from '../adapters/images/SharpImageReencoder';
import { BackgroundJobQueries } from '../adapters/jobs/BackgroundJobQueries';
import { FailedJobRetry } from '../adapters/jobs/FailedJobRetry';
import { OutboxMailer } from '../adapters/mail/OutboxMailer';
import type { AuditStamp, AuditWriter } from '../application/admin/AuditTrail';
import { UploadImage } from '../application/admin/UploadImage';
import type { ServerContext } from '../http/ServerContext';
import { backInStockAlerts } from './backInStock';

/**
 * The back office, by the area of its screens: what each reads and changes (every change audited in
 * its own transaction). The orders it shares with the sales desk are the staff's (staffServices).
 */
export function backOfficeServices(context: Pick<ServerContext, 'db' | 'mailer' | 'mailTransport' | 'storage' | 'settings' | 'now'>) {
  const { db, mailTransport } = context;
  // The outbox is the directory the default mailer writes to; with SMTP it only holds older mail.
  const outboxInUse = mailTransport instanceof OutboxMailer;
  return {
    dashboard: new DashboardQueries(db),
    catalog: new AdminCatalogRepository(db),
    backInStock: backInStockAlerts(context.mailer),
    images: {
      upload: new UploadImage(new SharpImageReencoder(), context.storage.images),
      auditFor: (stamp: AuditStamp): AuditWriter => (record) => recordAudit(db, stamp, record),
    },
    users: new AdminUserRepository(db),
    notifications: new AdminNotificationRepository(db),
    payments: new AdminPaymentQueries(db),
    refunds: new AdminRefundQueries(db),
    events: new AdminEventRepository(db),
    trainings: new AdminTrainingRepository(db),
    promoCodes: new AdminPromoCodeRepository(db),
    ai: new AdminAiRepository(db),
    settings: new AdminSettingsRepository(db),
    auditLog: new AuditLogQueries(db),
    outbox: {
      mail: outboxInUse ? mailTransport : new OutboxMailer(context.settings.dataDir, context.now),
      inUse: outboxInUse,
    },
    invoiceSettings: new AdminInvoiceSettingsRepository(db),
    jobs: new BackgroundJobQueries(db),
    jobRetries: new FailedJobRetry(db),
    arabicTexts: new ArabicTextQueries(db),
  };
}
