import { arabicGapsOf } from '../../../application/admin/arabicGapsOf';
import type { ShopServices } from '../../../composition/composeShop';
import { errorResponses } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { arabicGapToJson, arabicReportJson } from './arabicReportJson';

/** What lacks Arabic (issue 28): English is the shop's required language, Arabic optional per text, and this says where it is still to write. */
export function adminArabicRoutes(app: ZodApp, { backOffice: { arabicTexts } }: ShopServices): void {
  app.get(
    '/arabic-missing',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every customer-facing item with a text whose English is written and whose Arabic is not (Admin)',
        description:
          'Products (name, description, features, specifications), subcategories (name), notifications to everyone (title, message), trainings (title, description, location, instructors), training packages (name) and AI plans (name, description, period), active or not, ' +
          'by kind in that order; a specification lacks its Arabic where its English name or value has none beside it. Always the database.',
        security: [{ bearer: [] }],
        response: { 200: arabicReportJson, ...errorResponses(401, 403) },
      },
    },
    async () => arabicGapsOf(await arabicTexts.all()).map(arabicGapToJson),
  );
}
