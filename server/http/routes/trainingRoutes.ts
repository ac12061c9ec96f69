import { z } from 'zod';
import { TrainingRegisteredJson } from '@tiara/contract/trainingJson';
import type { RegisterForTrainingError } from '../../application/trainings/RegisterForTraining';
import { TrainingMessages } from '../../application/trainings/TrainingMessages';
import type { ShopServices } from '../../composition/composeShop';
import { requireSelfOrAdmin } from '../authentication';
import { HttpError, notFound } from '../HttpError';
import { errorResponses, idParam } from '../schemas';
import type { ZodApp } from '../ServerContext';
import { variesByLanguage } from '../shownText';
import { dentalTrainingAnswer, dentalTrainingToJson, trainingPackageAnswer, trainingPackageToJson, trainingRegistrationAnswer, trainingRegistrationToJson } from './trainingJson';

const REGISTRATION_ERROR_STATUS: Record<RegisterForTrainingError['code'], number> = {
  training_not_found: 404,
  order_not_found: 404,
  training_not_in_order: 400,
  order_closed: 409,
  already_registered: 409,
  fully_booked: 409,
};

export function trainingRoutes(app: ZodApp, { trainings, now }: ShopServices): void {
  const { catalog, registerForTraining } = trainings;

  app.get(
    '/dentaltraining',
    {
      schema: {
        tags: ['training'],
        summary: 'Active dental trainings, soonest first',
        description: 'Title, description and location in Arabic where written when Accept-Language prefers it.',
        response: { 200: z.array(dentalTrainingAnswer) },
      },
    },
    async (request, reply) => {
      const listings = await catalog.activeTrainings();
      variesByLanguage(reply);
      return listings.map((listing) => dentalTrainingToJson(listing, request.language));
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
        response: { 200: TrainingRegisteredJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.userId);
      const registered = await catalog.isRegistered(request.params.id, request.params.userId, now());
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
        response: { 200: trainingRegistrationAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.userId);
      const { trainingId, userId, orderId } = request.params;
      const result = await registerForTraining.execute({ trainingId, userId, orderId, now: now() });
      if (!result.ok) throw new HttpError(REGISTRATION_ERROR_STATUS[result.error.code], result.error.code, result.error.message);
      return trainingRegistrationToJson(result.value);
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
        response: { 200: z.array(trainingPackageAnswer), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const packages = await catalog.packagesOf(request.params.trainingId);
      if (packages === null) throw notFound(TrainingMessages.trainingNotFound, 'training_not_found');
      variesByLanguage(reply);
      return packages.map((option) => trainingPackageToJson(option, request.language));
    },
  );
}
