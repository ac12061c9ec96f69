import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../support/testServer';

const signup = {
  first_name: 'Mona',
  middle_name: 'Adel',
  last_name: 'Hassan',
  email: 'Mona.Hassan@Clinic.example',
  password_hash: 'correct horse battery',
  role: 'Admin',
  address: '6 Merryland Buildings, Heliopolis',
  city: 'Heliopolis',
  state: 'Cairo',
  country: 'Egypt',
  phone: '010 1234 5678',
};

describe('accounts: signup, signin and token checks', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('signs a clinic up as a User whatever role the request claims, and signs it in', async () => {
    const created = await server.request({ method: 'POST', url: '/api/user/signup', body: signup });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'mona.hassan@clinic.example' });

    const signedIn = await server.request({ method: 'POST', url: '/api/user/signin', body: { email: 'MONA.hassan@clinic.example', password_hash: 'correct horse battery' } });
    expect(signedIn.statusCode).toBe(200);
    const user = signedIn.json();
    expect(user).toMatchObject({
      role: 'User',
      email: 'mona.hassan@clinic.example',
      first_name: 'Mona',
      middle_name: 'Adel',
      last_name: 'Hassan',
      city: 'Heliopolis',
      country: 'Egypt',
      state: 'Cairo',
      postal_code: '',
      phone: '01012345678',
      address: '6 Merryland Buildings, Heliopolis',
    });
    expect(Object.keys(user).sort()).toEqual(
      ['address', 'city', 'country', 'created_at', 'email', 'first_name', 'last_name', 'middle_name', 'phone', 'postal_code', 'role', 'state', 'token', 'user_id'].sort(),
    );
    expect(JSON.stringify(user)).not.toContain('scrypt');

    const valid = await server.request({ method: 'POST', url: '/api/user/validateToken', body: user.token });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({ valid: true, user_id: user.user_id, role: 'User' });
  });

  it('refuses a second account with the same e-mail in any letter case (409)', async () => {
    const again = await server.request({ method: 'POST', url: '/api/user/signup', body: { ...signup, email: 'mona.hassan@CLINIC.example' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Email already exists. Please use a different email.', code: 'email_taken' });
  });

  it.each([
    [{ password_hash: 'short' }, 'Password must be at least 8 characters', 'weak_password'],
    [{ phone: '01312345678' }, 'Please enter a valid Egyptian phone number (e.g., 01XXXXXXXXX)', 'invalid_phone'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address', 'invalid_email'],
    [{ first_name: '   ' }, 'First and last name are required', 'name_required'],
  ])('enforces the rules on the server: %j', async (change, message, code) => {
    const response = await server.request({ method: 'POST', url: '/api/user/signup', body: { ...signup, email: `other${code}@clinic.example`, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code });
  });

  it('answers a wrong password and an unknown e-mail alike with 401', async () => {
    for (const body of [
      { email: 'mona.hassan@clinic.example', password_hash: 'wrong password' },
      { email: 'nobody@clinic.example', password_hash: 'correct horse battery' },
    ]) {
      const response = await server.request({ method: 'POST', url: '/api/user/signin', body });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid email or password.', code: 'invalid_credentials' });
    }
  });

  it('accepts the token as bare text, as a JSON string or in an object', async () => {
    const { token } = await server.createUser();
    for (const body of [token, JSON.stringify(token), { token }]) {
      const response = await server.request({ method: 'POST', url: '/api/user/validateToken', body });
      expect(response.statusCode).toBe(200);
    }
  });

  it('rejects forged, tampered, expired and empty tokens', async () => {
    const { token } = await server.createUser();
    const [header, payload] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: '1', role: 'Admin', iss: 'tiara', exp: 4_000_000_000 })).toString('base64url');
    const expired = await server.tokens.issue(1, 'User', new Date('2020-01-01T00:00:00Z'));
    for (const bad of [`${header}.${forgedPayload}.${token.split('.')[2]}`, `${header}.${payload}.AAAA`, expired, 'null', '']) {
      const response = await server.request({ method: 'POST', url: '/api/user/validateToken', body: bad === '' ? undefined : bad });
      expect(response.statusCode, bad).toBe(401);
      const expiry = await server.request({ method: 'POST', url: '/api/user/ValidateTokenExpiry', body: bad === '' ? undefined : { token: bad } });
      expect(expiry.statusCode).toBe(200);
      expect(expiry.json()).toEqual({ valid: false, expires_at: null });
    }
  });

  it('tells when a good token expires', async () => {
    const { token } = await server.createUser();
    const response = await server.request({ method: 'POST', url: '/api/user/ValidateTokenExpiry', body: token });
    expect(response.json()).toEqual({ valid: true, expires_at: '2026-11-28T10:00:00.000Z' });
  });

  it.each([
    ['not json at all', 'invalid_json'],
    ['{"email": "a@b.c", ', 'invalid_json'],
  ])('answers a malformed body %j with 400 and a JSON error', async (body, code) => {
    const response = await server.request({ method: 'POST', url: '/api/user/signin', body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
  });

  it('answers missing fields with 400 naming the field', async () => {
    const response = await server.request({ method: 'POST', url: '/api/user/signin', body: { email: 'a@b.c' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(response.json().message).toContain('password_hash');
  });
});
