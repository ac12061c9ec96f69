import { z } from 'zod';
import { poundsFromPiasters } from '@tiara/domain/money';
import { TrainingCatalogQueries } from '../../adapters/db/TrainingCatalogQueries';
import { TrainingSeatsRepository } from '../../adapters/db/TrainingSeatsRepository';
import { RegisterForTraining, type RegisterForTrainingError } from '../../application/trainings/RegisterForTraining';
import { requireSelfOrAdmin } from '../authentication';
import { HttpError, notFound } from '../HttpError';
import { errorResponses, idParam } from '../schemas';
import type { ServerContext, ZodApp } from '../ServerContext';
import { TrainingMessages } from '../../application/trainings/TrainingMessages';
import { variesByLanguage } from '../shownText';
import { shownText } from '@tiara/domain/language';


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

const registration = z.object({
  registration_id: z.number().int(),
  training_id: z.number().int(),
  user_id: z.number().int(),
  order_id: z.number().int(),
  status: z.enum(['Pending', 'Confirmed']),
  expires_at: z.string().nullable().describe('When a Pending seat is given back unless the order is paid; null once Confirmed'),
});

const REGISTRATION_ERROR_STATUS: Record<RegisterForTrainingError['code'], number> = {
  training_not_found: 404,
  order_not_found: 404,
  training_not_in_order: 400,
  order_closed: 409,
  already_registered: 409,
  fully_booked: 409,
};

export function trainingRoutes(app: ZodApp, context: ServerContext): void {
  const trainings = new TrainingCatalogQueries(context.db);
  const registerForTraining = new RegisterForTraining(new TrainingSeatsRepository(context.db));

  app.get(
    '/dentaltraining',
    {
      schema: {
        tags: ['training'],
        summary: 'Active dental trainings, soonest first',
        description: 'Title, description and location in Arabic where written when Accept-Language prefers it.',
        response: { 200: z.array(training) },
      },
    },
    async (request, reply) => {
      const language = request.language;
      const listings = await trainings.activeTrainings();
      variesByLanguage(reply);
      return listings.map((listing) => ({
        id: listing.id,
        title: shownText(language, listing.title, listing.titleAr),
        description: shownText(language, listing.description, listing.descriptionAr),
        instructors: listing.instructors,
        date: listing.date.toISOString(),
        end_date: listing.endDate ? listing.endDate.toISOString() : null,
        location: shownText(language, listing.location, listing.locationAr),
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
      if (registered === null) throw notFound(TrainingMessages.trainingNotFound, 'training_not_found');
      return { registered };
    },
  );

  app.post(
    '/dentaltraining/:trainingId/register/:userId/:orderId',
    {
      schema: {
        tags: ['training'],
        summary: "Hold one seat for the user's training order: Pending until paid, given back if the payment fails or the hold runs out; repeating it changes nothing",
        security: [{ bearer: [] }],
        params: z.object({ trainingId: idParam, userId: idParam, orderId: idParam }),
        response: { 200: registration, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.userId);
      const { trainingId, userId, orderId } = request.params;
      const result = await registerForTraining.execute({ trainingId, userId, orderId, now: context.now() });
      if (!result.ok) throw new HttpError(REGISTRATION_ERROR_STATUS[result.error.code], result.error.code, result.error.message);
      const seat = result.value;
      return {
        registration_id: seat.id,
        training_id: seat.trainingId,
        user_id: seat.userId,
        order_id: seat.orderId,
        status: seat.status,
        expires_at: seat.expiresAt ? seat.expiresAt.toISOString() : null,
      };
    },
  );

  app.get(
    '/dentaltrainingpackage/:trainingId',
    {
      schema: {
        tags: ['training'],
        summary: "A training's packages, cheapest first",
        description: 'Names in Arabic where written when Accept-Language prefers it.',
        params: z.object({ trainingId: idParam }),
        response: { 200: z.array(trainingPackage), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const language = request.language;
      const packages = await trainings.packagesOf(request.params.trainingId);
      if (packages === null) throw notFound(TrainingMessages.trainingNotFound, 'training_not_found');
      variesByLanguage(reply);
      return packages.map((option) => ({ id: option.id, name: shownText(language, option.name, option.nameAr), price: poundsFromPiasters(option.pricePiasters) }));
    },
  );
}
