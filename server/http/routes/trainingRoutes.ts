import { z } from 'zod';
import { poundsFromPiasters } from '../../../src/domain/money';
import { TrainingCatalogQueries } from '../../adapters/db/TrainingCatalogQueries';
import { requireSelfOrAdmin } from '../authentication';
import { notFound } from '../HttpError';
import { errorResponses, idParam } from '../schemas';
import type { ServerContext, ZodApp } from '../ServerContext';

const TRAINING_NOT_FOUND = 'Training not found';

const training = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  instructors: z.string(),
  date: z.string(),
  end_date: z.string().nullable(),
  location: z.string(),
  capacity: z.number().int().nullable().describe('Null: unlimited seats'),
  spots_left: z.number().int().nullable().describe('Null when the capacity is unlimited'),
  image_url: z.string(),
});

const trainingPackage = z.object({ id: z.number().int(), name: z.string(), price: z.number().describe('EGP') });

export function trainingRoutes(app: ZodApp, context: ServerContext): void {
  const trainings = new TrainingCatalogQueries(context.db);

  app.get(
    '/dentaltraining',
    { schema: { tags: ['training'], summary: 'Active dental trainings, soonest first', response: { 200: z.array(training) } } },
    async () => {
      const listings = await trainings.activeTrainings();
      return listings.map((listing) => ({
        id: listing.id,
        title: listing.title,
        description: listing.description,
        instructors: listing.instructors,
        date: listing.date.toISOString(),
        end_date: listing.endDate ? listing.endDate.toISOString() : null,
        location: listing.location,
        capacity: listing.capacity,
        spots_left: listing.spotsLeft,
        image_url: listing.imageUrl,
      }));
    },
  );

  app.get(
    '/dentaltraining/:id/is-registered/:userId',
    {
      schema: {
        tags: ['training'],
        summary: 'Whether the user holds a seat (Confirmed, or Pending with its payment hold still running)',
        security: [{ bearer: [] }],
        params: z.object({ id: idParam, userId: idParam }),
        response: { 200: z.object({ registered: z.boolean() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.userId);
      const registered = await trainings.isRegistered(request.params.id, request.params.userId, context.now());
      if (registered === null) throw notFound(TRAINING_NOT_FOUND, 'training_not_found');
      return { registered };
    },
  );

  app.get(
    '/dentaltrainingpackage/:trainingId',
    {
      schema: {
        tags: ['training'],
        summary: "A training's packages, cheapest first",
        params: z.object({ trainingId: idParam }),
        response: { 200: z.array(trainingPackage), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const packages = await trainings.packagesOf(request.params.trainingId);
      if (packages === null) throw notFound(TRAINING_NOT_FOUND, 'training_not_found');
      return packages.map((option) => ({ id: option.id, name: option.name, price: poundsFromPiasters(option.pricePiasters) }));
    },
  );
}
