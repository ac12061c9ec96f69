import { z } from 'zod';
import { SAVED_ADDRESS_LIMIT, SAVED_ADDRESS_MAX_LENGTH, type SavedAddressForm } from '@tiara/domain/saved-address';
import { SavedAddressesRepository } from '../../adapters/db/SavedAddressesRepository';
import { AddAddress } from '../../application/addresses/AddAddress';
import type { AddressError } from '../../application/addresses/AddressErrors';
import { AddressFormTexts, AddressMessages } from '../../application/addresses/AddressMessages';
import { MakeDefaultAddress } from '../../application/addresses/MakeDefaultAddress';
import { RemoveAddress } from '../../application/addresses/RemoveAddress';
import type { StoredAddress } from '../../application/addresses/SavedAddresses';
import { UpdateAddress } from '../../application/addresses/UpdateAddress';
import { requireUser } from '../authentication';
import { HttpError, badRequest, conflict, notFound } from '../HttpError';
import { errorResponses, idParam } from '../schemas';
import type { ServerContext, ZodApp } from '../ServerContext';

// The fields' rules (required, Egyptian phone, known governorate and city, lengths) are the shared
// domain's (src/domain/saved-address), answered with the form's own texts; the body limit bounds the rest.
const addressFields = z.object({
  label: z.string().describe(`The customer's name for the address, e.g. "Main clinic" (at most ${SAVED_ADDRESS_MAX_LENGTH.label} characters)`),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  phone: z.string().describe('An Egyptian mobile number (SPEC §5); kept in its 11-digit form'),
  address: z.string(),
  governorate: z.string().describe('One of the 27 governorates; it decides the shipping fee at checkout'),
  city: z.string().default('').describe('Optional; in Cairo and Giza one of their city lists'),
  postal_code: z.string().default(''),
});

const newAddressBody = addressFields.extend({
  is_default: z.boolean().default(false).describe('Make it the default address; the first address is the default anyway'),
});

const savedAddress = z.object({
  id: z.number().int(),
  label: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  address: z.string(),
  governorate: z.string(),
  city: z.string(),
  postal_code: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

const addressParams = z.object({ id: idParam.describe("One of the caller's addresses") });

function formOf(body: z.infer<typeof addressFields>): SavedAddressForm {
  return {
    label: body.label,
    firstName: body.first_name,
    middleName: body.middle_name,
    lastName: body.last_name,
    phone: body.phone,
    address: body.address,
    governorate: body.governorate,
    city: body.city,
    postalCode: body.postal_code,
  };
}

function jsonOf(address: StoredAddress): z.infer<typeof savedAddress> {
  return {
    id: address.id,
    label: address.label,
    first_name: address.firstName,
    middle_name: address.middleName,
    last_name: address.lastName,
    phone: address.phone,
    address: address.address,
    governorate: address.governorate,
    city: address.city,
    postal_code: address.postalCode,
    is_default: address.isDefault,
    created_at: address.createdAt.toISOString(),
    updated_at: address.updatedAt.toISOString(),
  };
}

/** The default first, then the oldest first: the order the account and the checkout's picker show. */
function bookJson(book: readonly StoredAddress[]): z.infer<typeof savedAddress>[] {
  return [...book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id).map(jsonOf);
}

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

/** The signed-in customer's saved delivery addresses: the customer is always the token's, never named in the path or the body. */
export function addressRoutes(app: ZodApp, context: ServerContext): void {
  const book = new SavedAddressesRepository(context.db);
  const addAddress = new AddAddress(book);
  const updateAddress = new UpdateAddress(book);
  const removeAddress = new RemoveAddress(book);
  const makeDefaultAddress = new MakeDefaultAddress(book);
  const bearer = [{ bearer: [] }];

  app.get(
    '/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: "The caller's saved delivery addresses, the default first",
        security: bearer,
        response: { 200: z.array(savedAddress), ...errorResponses(401) },
      },
    },
    async (request) => bookJson(await book.list(requireUser(request).userId)),
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
        response: { 201: savedAddress, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const result = await addAddress.execute({ userId, address: formOf(request.body), makeDefault: request.body.is_default, now: context.now() });
      if (!result.ok) throw refusal(result.error);
      return reply.code(201).send(jsonOf(result.value));
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
        body: addressFields,
        response: { 200: savedAddress, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const result = await updateAddress.execute({ userId, addressId: request.params.id, address: formOf(request.body), now: context.now() });
      if (!result.ok) throw refusal(result.error);
      return jsonOf(result.value);
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
        response: { 200: z.array(savedAddress), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const result = await removeAddress.execute({ userId, addressId: request.params.id, now: context.now() });
      if (!result.ok) throw refusal(result.error);
      return bookJson(result.value);
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
        response: { 200: z.array(savedAddress), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const result = await makeDefaultAddress.execute({ userId, addressId: request.params.id, now: context.now() });
      if (!result.ok) throw refusal(result.error);
      return bookJson(result.value);
    },
  );
}
