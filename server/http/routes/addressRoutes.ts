import { z } from 'zod';
import { SavedAddressJson, savedAddressFormOf } from '@tiara/contract/addressJson';
import { SAVED_ADDRESS_LIMIT, SAVED_ADDRESS_MAX_LENGTH } from '@tiara/domain/saved-address';
import type { AddressError } from '../../application/addresses/AddressErrors';
import { AddressFormTexts, AddressMessages } from '../../application/addresses/AddressMessages';
import type { ShopServices } from '../../composition/composeShop';
import { requireUser } from '../authentication';
import { HttpError, badRequest, conflict, notFound } from '../HttpError';
import { answerKeptByTheWrite, answerUnderKey } from '../idempotencyKeys';
import { errorResponses, idParam } from '../schemas';
import type { ZodApp } from '../ServerContext';
import { addressBookToJson, addressFieldsBody, newAddressBody, savedAddressToJson } from './addressJson';

const addressParams = z.object({ id: idParam.describe("One of the caller's addresses") });

function refusal(error: AddressError): HttpError {
  switch (error.code) {
    case 'invalid_address':
      return badRequest(
        error.problem === 'tooLong' ? AddressFormTexts.tooLong(SAVED_ADDRESS_MAX_LENGTH[error.field]) : AddressFormTexts.problems[error.problem],
        error.problem,
      );
    case 'address_not_found':
      return notFound(AddressMessages.notFound, error.code);
    case 'address_limit_reached':
      return conflict(AddressMessages.limitReached, error.code);
    case 'unknown_customer':
      return notFound(AddressMessages.accountNotFound, error.code);
  }
}

/**
 * The signed-in customer's saved delivery addresses: the customer is always the token's, never named
 * in the path or the body. Each change keeps its answer under the request's Idempotency-Key in its
 * own transaction, so a retry whose server died after the commit gets that answer and changes nothing.
 */
export function addressRoutes(app: ZodApp, { addresses, now }: ShopServices): void {
  const { book, addAddress, updateAddress, removeAddress, makeDefaultAddress } = addresses;
  const bearer = [{ bearer: [] }];

  app.get(
    '/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: "The caller's saved delivery addresses, the default first",
        security: bearer,
        response: { 200: z.array(SavedAddressJson), ...errorResponses(401) },
      },
    },
    async (request) => addressBookToJson(await book.list(requireUser(request).userId)),
  );

  app.post(
    '/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: `Save a delivery address (at most ${SAVED_ADDRESS_LIMIT} a customer)`,
        description: `Checked by the checkout's rules (SPEC §5) plus a label; a refused field is a 400 naming the problem. A customer with ${SAVED_ADDRESS_LIMIT} addresses gets a 409.`,
        security: bearer,
        body: newAddressBody,
        response: { 201: SavedAddressJson, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const result = await addAddress.execute({
        userId,
        address: savedAddressFormOf(request.body),
        makeDefault: request.body.is_default,
        now: now(),
        answer: answerUnderKey(request, reply, 201, savedAddressToJson),
      });
      if (!result.ok) throw refusal(result.error);
      answerKeptByTheWrite(request);
      return reply.code(201).send(savedAddressToJson(result.value));
    },
  );

  app.put(
    '/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: "Change one of the caller's addresses (another customer's is a 404)",
        security: bearer,
        params: addressParams,
        body: addressFieldsBody,
        response: { 200: SavedAddressJson, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const result = await updateAddress.execute({
        userId,
        addressId: request.params.id,
        address: savedAddressFormOf(request.body),
        now: now(),
        answer: answerUnderKey(request, reply, 200, savedAddressToJson),
      });
      if (!result.ok) throw refusal(result.error);
      answerKeptByTheWrite(request);
      return savedAddressToJson(result.value);
    },
  );

  app.delete(
    '/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: "Delete one of the caller's addresses; answers the addresses left",
        description: 'When the default is deleted, the oldest address left becomes the default.',
        security: bearer,
        params: addressParams,
        response: { 200: z.array(SavedAddressJson), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const result = await removeAddress.execute({ userId, addressId: request.params.id, now: now(), answer: answerUnderKey(request, reply, 200, addressBookToJson) });
      if (!result.ok) throw refusal(result.error);
      answerKeptByTheWrite(request);
      return addressBookToJson(result.value);
    },
  );

  app.post(
    '/addresses/:id/default',
    {
      schema: {
        tags: ['addresses'],
        summary: "Make one of the caller's addresses the default; answers the addresses",
        security: bearer,
        params: addressParams,
        response: { 200: z.array(SavedAddressJson), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const result = await makeDefaultAddress.execute({ userId, addressId: request.params.id, now: now(), answer: answerUnderKey(request, reply, 200, addressBookToJson) });
      if (!result.ok) throw refusal(result.error);
      answerKeptByTheWrite(request);
      return addressBookToJson(result.value);
    },
  );
}
