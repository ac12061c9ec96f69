import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, users } from '../../../server/adapters/db/schema';
import { SAVED_ADDRESS_LIMIT } from '@tiara/domain/saved-address';
import { type TestServer, startTestServer } from '../support/testServer';
import { MAIN_CLINIC_ADDRESS } from '../support/addressFixtures';

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;
type AddressJson = { id: number; label: string; phone: string; governorate: string; city: string; is_default: boolean; first_name: string };

const mainClinic = MAIN_CLINIC_ADDRESS;
const nasrCity = { ...mainClinic, label: 'Nasr City branch', address: '7 Makram Ebeid', city: 'Nasr City' };
const dokki = { ...mainClinic, label: 'Dokki branch', address: '3 Tahrir Street', governorate: 'giza', city: 'Dokki' };

describe('saved addresses: /api/addresses for the signed-in customer', () => {
  let server: TestServer;
  let nour: TestUser;
  let other: TestUser;

  const send = (user: TestUser | null, method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
    server.request({ method, url, token: user?.token ?? null, body, ...(headers ? { headers } : {}) });
  const add = async (user: TestUser, body: object) => {
    const response = await send(user, 'POST', '/api/addresses', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as AddressJson;
  };
  const book = async (user: TestUser) => (await send(user, 'GET', '/api/addresses')).json() as AddressJson[];
  const clear = (user: TestUser) => server.db.delete(addresses).where(eq(addresses.userId, user.id));

  beforeAll(async () => {
    server = await startTestServer();
    nour = await server.createUser();
    other = await server.createUser();
  });
  afterAll(async () => {
    await server.close();
  });

  it('asks for a token on every route (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/addresses'],
      ['POST', '/api/addresses'],
      ['PUT', '/api/addresses/1'],
      ['DELETE', '/api/addresses/1'],
      ['POST', '/api/addresses/1/default'],
    ] as const) {
      const response = await send(null, method, url, method === 'GET' || method === 'DELETE' || url.endsWith('default') ? undefined : mainClinic);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe('adding, reading, changing and deleting', () => {
    it('starts empty, and saves the first address as the default, kept as the rules clean it', async () => {
      expect(await book(nour)).toEqual([]);
      const saved = await add(nour, { ...mainClinic, label: '  Main clinic ' });
      expect(saved).toMatchObject({ label: 'Main clinic', phone: '01012345678', governorate: 'Cairo', city: 'Heliopolis', is_default: true });
      expect(await book(nour)).toEqual([saved]);
    });

    it('keeps the default when another address is added, and moves it when asked', async () => {
      const nasr = await add(nour, nasrCity);
      expect(nasr.is_default).toBe(false);
      const giza = await add(nour, { ...dokki, is_default: true });
      expect(giza).toMatchObject({ governorate: 'Giza', is_default: true });
      expect((await book(nour)).map((entry) => [entry.label, entry.is_default])).toEqual([
        ['Dokki branch', true],
        ['Main clinic', false],
        ['Nasr City branch', false],
      ]);
    });

    it('changes an address with PUT, keeping whether it is the default', async () => {
      const [giza] = await book(nour);
      const response = await send(nour, 'PUT', `/api/addresses/${giza!.id}`, { ...dokki, label: 'Dokki clinic', phone: '01512345678' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: giza!.id, label: 'Dokki clinic', phone: '01512345678', is_default: true });
    });

    it('makes another address the default, with exactly one default after', async () => {
      const main = (await book(nour)).find((entry) => entry.label === 'Main clinic')!;
      const response = await send(nour, 'POST', `/api/addresses/${main.id}/default`);
      expect(response.statusCode).toBe(200);
      const after = response.json() as AddressJson[];
      expect(after[0]).toMatchObject({ id: main.id, is_default: true });
      expect(after.filter((entry) => entry.is_default)).toHaveLength(1);
    });

    it('gives the default to the oldest address left when the default is deleted', async () => {
      const [main, ...rest] = await book(nour);
      const response = await send(nour, 'DELETE', `/api/addresses/${main!.id}`);
      expect(response.statusCode).toBe(200);
      const oldest = [...rest].sort((a, b) => a.id - b.id)[0]!;
      expect((response.json() as AddressJson[]).map((entry) => [entry.id, entry.is_default])).toEqual(
        [...rest].sort((a, b) => Number(b.id === oldest.id) - Number(a.id === oldest.id) || a.id - b.id).map((entry) => [entry.id, entry.id === oldest.id]),
      );
    });

    it('answers the remaining addresses until none is left', async () => {
      for (const entry of await book(nour)) expect((await send(nour, 'DELETE', `/api/addresses/${entry.id}`)).statusCode).toBe(200);
      expect(await book(nour)).toEqual([]);
    });
  });

  describe("another customer's address", () => {
    let theirs: AddressJson;
    beforeAll(async () => {
      await clear(other);
      theirs = await add(other, mainClinic);
    });

    it('is never listed, and is a 404 to change, delete or make default, as an address that does not exist', async () => {
      await add(nour, nasrCity);
      expect((await book(nour)).map((entry) => entry.id)).not.toContain(theirs.id);
      for (const [method, url, body] of [
        ['PUT', `/api/addresses/${theirs.id}`, nasrCity],
        ['DELETE', `/api/addresses/${theirs.id}`, undefined],
        ['POST', `/api/addresses/${theirs.id}/default`, undefined],
        ['PUT', '/api/addresses/999999', nasrCity],
      ] as const) {
        const response = await send(nour, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Address not found', code: 'address_not_found' });
      }
      expect(await book(other)).toEqual([theirs]);
    });

    it('takes the customer from the token, never from the body', async () => {
      const saved = await add(nour, { ...dokki, user_id: other.id });
      expect((await book(nour)).map((entry) => entry.id)).toContain(saved.id);
      expect((await book(other)).map((entry) => entry.id)).not.toContain(saved.id);
    });
  });

  describe('validation: the checkout’s rules and texts (SPEC §5), and the address’s own', () => {
    it.each([
      ['no first name', { first_name: ' ' }, 'First name is required', 'firstNameRequired'],
      ['no middle name', { middle_name: '' }, 'Middle name is required', 'middleNameRequired'],
      ['no phone', { phone: '' }, 'Phone Number is required', 'phoneRequired'],
      ['a landline', { phone: '02 2345 6789' }, 'Please enter a valid Egyptian phone number (e.g., 01012345678)', 'phoneInvalid'],
      ['no address', { address: '' }, 'Address is required', 'addressRequired'],
      ['no governorate', { governorate: '' }, 'Governorate is required', 'governorateRequired'],
      ['an unknown governorate', { governorate: 'Atlantis' }, 'Choose a governorate from the list', 'governorateUnknown'],
      ['a city not in Cairo’s list', { city: 'Smouha' }, 'Choose a city from the list', 'cityUnknown'],
      ['no label', { label: '' }, 'Label is required', 'labelRequired'],
      ['a label too long', { label: 'x'.repeat(61) }, 'Use at most 60 characters', 'tooLong'],
    ])('refuses %s with 400 and its text', async (_case, change, message, code) => {
      const response = await send(nour, 'POST', '/api/addresses', { ...mainClinic, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, code });
    });

    it('refuses a change the same way, and leaves the address as it was', async () => {
      const [entry] = await book(nour);
      const response = await send(nour, 'PUT', `/api/addresses/${entry!.id}`, { ...mainClinic, phone: '123' });
      expect(response.statusCode).toBe(400);
      expect((await book(nour)).find((kept) => kept.id === entry!.id)).toEqual(entry);
    });

    it('answers in Arabic to a reader of Arabic', async () => {
      const response = await send(nour, 'POST', '/api/addresses', { ...mainClinic, last_name: '' }, { 'accept-language': 'ar' });
      expect(response.json()).toEqual({ message: 'اسم العائلة مطلوب', code: 'lastNameRequired' });
    });

    it('refuses a body of the wrong shape and an id that is not a number with 400', async () => {
      expect((await send(nour, 'POST', '/api/addresses', { ...mainClinic, phone: 1012345678 })).statusCode).toBe(400);
      expect((await send(nour, 'PUT', '/api/addresses/abc', mainClinic)).statusCode).toBe(400);
    });
  });

  describe(`the limit of ${SAVED_ADDRESS_LIMIT}`, () => {
    it('refuses one more address with 409 and a clear message, and takes one again after a deletion', async () => {
      await clear(nour);
      for (let index = 1; index <= SAVED_ADDRESS_LIMIT; index++) await add(nour, { ...nasrCity, label: `Branch ${index}` });
      const refused = await send(nour, 'POST', '/api/addresses', { ...nasrCity, label: 'One too many' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: `You can keep up to ${SAVED_ADDRESS_LIMIT} addresses. Delete one to add another.`, code: 'address_limit_reached' });
      const [first] = await book(nour);
      await send(nour, 'DELETE', `/api/addresses/${first!.id}`);
      await add(nour, { ...nasrCity, label: 'One more' });
      expect(await book(nour)).toHaveLength(SAVED_ADDRESS_LIMIT);
    });

    it('holds under concurrent additions, with exactly one default', async () => {
      await clear(nour);
      const answers = await Promise.all(
        Array.from({ length: SAVED_ADDRESS_LIMIT + 4 }, (_, index) => send(nour, 'POST', '/api/addresses', { ...nasrCity, label: `Branch ${index}`, is_default: index % 3 === 0 })),
      );
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(SAVED_ADDRESS_LIMIT);
      expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(4);
      const kept = await book(nour);
      expect(kept).toHaveLength(SAVED_ADDRESS_LIMIT);
      expect(kept.filter((entry) => entry.is_default)).toHaveLength(1);
    });
  });

  it('answers 404 to a token whose account no longer exists', async () => {
    const gone = await server.createUser();
    await server.db.delete(users).where(eq(users.id, gone.id));
    const response = await send(gone, 'POST', '/api/addresses', mainClinic);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'unknown_customer' });
  });
});
