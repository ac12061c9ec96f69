import { z } from 'zod';
import { AdminMessages } from '../../application/admin/AdminMessages';
import { sendAfterCommit } from '../../application/mail/sendAfterCommit';
import type { ReportReturnError } from '../../application/returns/ReportReturn';
import { ReturnMessages } from '../../application/returns/ReturnMessages';
import { MAX_RETURN_PHOTO_BYTES, MAX_RETURN_PHOTOS_PER_HOUR, type UploadReturnPhotoError } from '../../application/returns/UploadReturnPhoto';
import type { ShopServices } from '../../composition/composeShop';
import { requireUser } from '../authentication';
import { HttpError, badRequest, notFound } from '../HttpError';
import { answerKeptByTheWrite, answerUnderKey } from '../idempotencyKeys';
import { publicOrigin } from '../publicOrigin';
import { errorResponses, idParam } from '../schemas';
import type { ZodApp } from '../ServerContext';
import { variesByLanguage } from '../shownText';
import { acceptSingleFileUploads, uploadedFile } from '../singleFileUpload';
import {
  RETURN_PHOTO_FIELD,
  newReturnBody,
  orderReturnJson,
  orderReturnToJson,
  orderReturnsJson,
  orderReturnsToJson,
  returnPhotoJson,
  returnPhotoUploadBody,
  returnPhotoUrl,
} from './returnJson';

const REPORT_STATUS: Readonly<Record<ReportReturnError['code'], number>> = {
  order_not_found: 404,
  not_delivered: 409,
  too_late: 422,
  invalid_lines: 400,
  not_returnable: 422,
  too_many: 409,
  photo_required: 422,
  unknown_photo: 422,
};

/** 415 for content that is no picture at all; 422 for a picture file that does not hold a usable picture; 429 past the hour's photos. */
const PHOTO_REFUSAL_STATUS: Readonly<Record<UploadReturnPhotoError['code'], number>> = {
  image_too_large: 413,
  unsupported_image: 415,
  undecodable_image: 422,
  image_too_many_pixels: 422,
  too_many_photos: 429,
};

const photoRefusals = {
  tooLarge: () => new HttpError(413, 'image_too_large', AdminMessages.imageTooLarge(MAX_RETURN_PHOTO_BYTES)),
  noFile: () => badRequest(ReturnMessages.noPhoto(RETURN_PHOTO_FIELD), 'no_image'),
  malformed: () => badRequest(AdminMessages.malformedUpload, 'malformed_upload'),
};

/** A photo is the customer's own: readable by them and the staff who handle their request, never stored by anyone between. */
const PHOTO_HEADERS = {
  'cache-control': 'private, max-age=3600',
  vary: 'authorization',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;

/**
 * A customer's returns (SPEC §9's refund and exchange policy): what the order page shows of them,
 * the photos sent before a report, and the report itself. Only the order's signed-in customer:
 * anyone else's order answers 404, as if there were none.
 */
export function returnRoutes(app: ZodApp, shop: ShopServices): void {
  const { returns, refunds, staff, mailer, now } = shop;
  const orderParams = z.object({ orderId: idParam });

  app.get(
    '/orders/:orderId/returns',
    {
      schema: {
        tags: ['returns'],
        summary: 'The order’s returns as its customer follows them: the report windows, the lines that may be returned, the requests, refunds and credit notes',
        description: 'For the order’s signed-in customer only (404 for anyone else). Names are in the reader’s language (Accept-Language).',
        security: [{ bearer: [] }],
        params: orderParams,
        response: { 200: orderReturnsJson, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const { orderId } = request.params;
      const view = await returns.queries.ofOrder(orderId);
      if (!view || view.userId !== caller.userId) throw notFound(ReturnMessages.orderNotFound(orderId), 'order_not_found');
      variesByLanguage(reply);
      return orderReturnsToJson(view, await refunds.queries.refundsOfOrder(orderId), now(), request.language);
    },
  );

  app.post(
    '/orders/:orderId/returns',
    {
      schema: {
        tags: ['returns'],
        summary: 'Report a problem with a delivered order, or ask to return part of it',
        description:
          'The order must be the caller’s and delivered (409 before), and the report in time for its reason (422 after, with the policy’s words and the deadline in the reader’s language). ' +
          'Only the order’s goods may be named, each once, no more of each than is still returnable (409 past it: two reports at once never claim more than was bought). ' +
          'A damaged or defective item needs at least one photo (422 without), each uploaded by the caller and sent with no other request (422 otherwise). ' +
          'The customer gets a notice and an e-mail in the reader’s language; every later answer about the request is written in it too.',
        security: [{ bearer: [] }],
        params: orderParams,
        body: newReturnBody,
        response: { 201: orderReturnJson, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const { body } = request;
      const result = await returns.report.execute({
        orderId: request.params.orderId,
        userId: caller.userId,
        reason: body.reason,
        preferredOutcome: body.preferred_outcome,
        note: body.note,
        lines: body.lines.map((line) => ({ orderItemId: line.order_item_id, quantity: line.quantity })),
        photoIds: body.photo_ids,
        language: request.language,
        now: now(),
        origin: publicOrigin(shop, request),
        answer: answerUnderKey(request, reply, 201, (reported) => orderReturnToJson(reported, request.language)),
      });
      if (!result.ok) throw new HttpError(REPORT_STATUS[result.error.code], result.error.code, result.error.message);
      // The request's transaction kept this very answer under the request's key.
      answerKeptByTheWrite(request);
      await sendAfterCommit(mailer, result.value.mail, request.log);
      variesByLanguage(reply);
      return reply.code(201).send(orderReturnToJson(result.value.reported, request.language));
    },
  );

  app.register(async (scoped: ZodApp) => {
    await acceptSingleFileUploads(scoped, MAX_RETURN_PHOTO_BYTES);

    scoped.post(
      '/returns/photos',
      {
        schema: {
          tags: ['returns'],
          summary: 'Upload a photo for a report before sending it; answers its id for photo_ids',
          description:
            'Checked and re-encoded as the back office’s pictures are: the content decides the format, never the file name; the stored photo is made afresh from its pixels, without metadata, ' +
            `under a random name, readable by its owner and staff only. 413 above ${MAX_RETURN_PHOTO_BYTES / (1024 * 1024)} MB; 415 when the content is not a PNG, JPEG, WebP or GIF picture; ` +
            `422 when it does not decode whole; 429 past ${MAX_RETURN_PHOTOS_PER_HOUR} photos in an hour.`,
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          body: returnPhotoUploadBody,
          response: { 201: returnPhotoJson, ...errorResponses(400, 401, 413, 415, 422, 429) },
        },
      },
      async (request, reply) => {
        const caller = requireUser(request);
        const content = await uploadedFile(request, MAX_RETURN_PHOTO_BYTES, photoRefusals, RETURN_PHOTO_FIELD);
        const result = await returns.photos.upload.execute({ userId: caller.userId, content, now: now() });
        if (!result.ok) throw new HttpError(PHOTO_REFUSAL_STATUS[result.error.code], result.error.code, result.error.message);
        const { photoId } = result.value;
        return reply.code(201).send({ id: photoId, url: returnPhotoUrl(photoId) });
      },
    );
  });

  app.get(
    '/returns/photos/:id',
    {
      schema: {
        tags: ['returns'],
        summary: 'A photo sent with a report, to its owner or staff (Admin, Sales); 404 for anyone else',
        security: [{ bearer: [] }],
        params: z.object({ id: idParam }),
        produces: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
        response: { 200: z.unknown().describe('The photo, as re-encoded'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const missing = () => notFound(ReturnMessages.photoNotFound, 'photo_not_found');
      const photo = await returns.photos.records.find(request.params.id);
      if (!photo) throw missing();
      if (photo.userId !== caller.userId) {
        // The account's role now, not the token's: a former staff member's session sees nothing.
        const role = await staff.members.currentRole(caller.userId);
        if (role !== 'Admin' && role !== 'Sales') throw missing();
      }
      const file = await returns.photos.files.open(photo.name);
      if (!file) throw missing();
      return reply.headers(PHOTO_HEADERS).header('content-length', file.sizeBytes).type(photo.contentType).send(file.content);
    },
  );
}
