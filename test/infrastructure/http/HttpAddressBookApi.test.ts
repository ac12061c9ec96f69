import { describe, expect, it } from 'vitest';
import { HttpAddressBookApi } from '../../../src/infrastructure/http/HttpAddressBookApi';
import { HttpMessages } from '../../../src/infrastructure/http/HttpClient';
import { fakeHttp, json } from './support/fakeHttp';

/** An address as /api/addresses answers it. */
const mainClinicJson = {
  id: 4,
  label: 'Main clinic',
  first_name: 'Nour',
  middle_name: 'Ahmed',
  last_name: 'Mansour',
  phone: '01012345678',
  address: '14 El Nozha Street',
  governorate: 'Cairo',
  city: 'Heliopolis',
  postal_code: '11341',
  is_default: true,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};
const mainClinic = {
  id: 4,
  label: 'Main clinic',
  firstName: 'Nour',
  middleName: 'Ahmed',
  lastName: 'Mansour',
  phone: '01012345678',
  address: '14 El Nozha Street',
  governorate: 'Cairo',
  city: 'Heliopolis',
  postalCode: '11341',
  isDefault: true,
};
const { id: _id, isDefault: _isDefault, ...mainClinicForm } = mainClinic;

describe('HttpAddressBookApi', () => {
  it('reads the book with the bearer token, naming no user', async () => {
    const { http, sent } = fakeHttp(() => json(JSON.stringify([mainClinicJson])));
    expect(await new HttpAddressBookApi(http).list()).toEqual({ ok: true, value: [mainClinic] });
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/addresses' });
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer token.for.tests');
  });

  it('sends a new address in snake_case, and a change with PUT', async () => {
    const { http, sent } = fakeHttp(() => json(JSON.stringify(mainClinicJson), 201));
    const api = new HttpAddressBookApi(http);
    expect(await api.add(mainClinicForm, true)).toEqual({ ok: true, value: mainClinic });
    await api.update(4, mainClinicForm);
    const { id: _, is_default: __, created_at: ___, updated_at: ____, ...body } = mainClinicJson;
    expect(sent.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', '/api/addresses', { ...body, is_default: true }],
      ['PUT', '/api/addresses/4', body],
    ]);
  });

  it('deletes and makes default, reading the book the server answers', async () => {
    const { http, sent } = fakeHttp(() => json(JSON.stringify([mainClinicJson])));
    const api = new HttpAddressBookApi(http);
    expect(await api.remove(7)).toEqual({ ok: true, value: [mainClinic] });
    expect(await api.makeDefault(4)).toEqual({ ok: true, value: [mainClinic] });
    expect(sent.map((request) => [request.method, request.url])).toEqual([
      ['DELETE', '/api/addresses/7'],
      ['POST', '/api/addresses/4/default'],
    ]);
  });

  it("passes on the server's refusal, and reads a malformed answer as an invalid response", async () => {
    const refused = fakeHttp(() => json(JSON.stringify({ message: 'You can keep up to 10 addresses. Delete one to add another.', code: 'address_limit_reached' }), 409));
    expect(await new HttpAddressBookApi(refused.http).add(mainClinicForm, false)).toEqual({
      ok: false,
      error: { kind: 'conflict', status: 409, code: 'address_limit_reached', message: 'You can keep up to 10 addresses. Delete one to add another.' },
    });
    const malformed = fakeHttp(() => json(JSON.stringify([{ ...mainClinicJson, is_default: 'yes' }])));
    expect(await new HttpAddressBookApi(malformed.http).list()).toEqual({
      ok: false,
      error: { kind: 'invalid-response', status: 200, code: 'invalid_response', message: HttpMessages.invalidResponse },
    });
  });
});
