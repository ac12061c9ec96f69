import { asc, eq, notInArray } from 'drizzle-orm';
import type { BilingualTexts } from '../../../application/admin/arabicGapsOf';
import { PERSONAL_NOTIFICATION_CATEGORY } from '../../../application/notifications/PersonalNotifications';
import type { Database } from '../Database';
import { aiPlans, dentalTrainings, notifications, products, subcategories, trainingPackages } from '../schema';

const both = (english: string, arabic: string | null) => ({ english, arabic });

/**
 * The back office's read of every customer-facing text it writes, in both languages, for the
 * report of what lacks Arabic: products, subcategories, the notices to everyone (the shop's own
 * notices to one customer are written by the shop, not the back office), trainings with their
 * packages, and AI plans; active or not, since any may be shown again. One query per kind.
 */
export class ArabicTextQueries {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async all(): Promise<BilingualTexts> {
    const [productRows, subcategoryRows, notificationRows, trainingRows, packageRows, planRows] = await Promise.all([
      this.db
        .select({
          id: products.id,
          name: products.name,
          nameAr: products.nameAr,
          description: products.description,
          descriptionAr: products.descriptionAr,
          features: products.features,
          featuresAr: products.featuresAr,
          specifications: products.specifications,
          specificationsAr: products.specificationsAr,
        })
        .from(products)
        .orderBy(asc(products.name), asc(products.id)),
      this.db.select({ id: subcategories.id, name: subcategories.name, nameAr: subcategories.nameAr }).from(subcategories).orderBy(asc(subcategories.name), asc(subcategories.id)),
      this.db
        .select({ id: notifications.id, title: notifications.title, titleAr: notifications.titleAr, message: notifications.message, messageAr: notifications.messageAr })
        .from(notifications)
        .where(notInArray(notifications.category, Object.values(PERSONAL_NOTIFICATION_CATEGORY)))
        .orderBy(asc(notifications.id)),
      this.db.select().from(dentalTrainings).orderBy(asc(dentalTrainings.date), asc(dentalTrainings.id)),
      this.db
        .select({ id: trainingPackages.id, trainingTitle: dentalTrainings.title, name: trainingPackages.name, nameAr: trainingPackages.nameAr })
        .from(trainingPackages)
        .innerJoin(dentalTrainings, eq(dentalTrainings.id, trainingPackages.trainingId))
        .orderBy(asc(dentalTrainings.date), asc(dentalTrainings.id), asc(trainingPackages.id)),
      this.db.select().from(aiPlans).orderBy(asc(aiPlans.id)),
    ]);
    return {
      products: productRows,
      subcategories: subcategoryRows.map((row) => ({ id: row.id, name: both(row.name, row.nameAr) })),
      notifications: notificationRows.map((row) => ({ id: row.id, title: both(row.title, row.titleAr), message: both(row.message, row.messageAr) })),
      trainings: trainingRows.map((row) => ({
        id: row.id,
        title: both(row.title, row.titleAr),
        description: both(row.description, row.descriptionAr),
        location: both(row.location, row.locationAr),
        instructors: both(row.instructors, row.instructorsAr),
      })),
      packages: packageRows.map((row) => ({ id: row.id, trainingTitle: row.trainingTitle, name: both(row.name, row.nameAr) })),
      plans: planRows.map((row) => ({ id: row.id, name: both(row.name, row.nameAr), description: both(row.description, row.descriptionAr), period: both(row.periodLabel, row.periodLabelAr) })),
    };
  }
}
