import { describe, expect, it } from 'vitest';
import { HttpAuthApi } from '../../../src/infrastructure/http/HttpAuthApi';
import { HttpMessages } from '../../../src/infrastructure/http/HttpClient';
import { fakeHttp, json } from './support/fakeHttp';

/** POST /api/user/signin as the demo server answers it for the demo customer. */
const signinAnswer = {
  role: 'User',
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.sig',
  email: 'customer@tiara.example',
  user_id: 7,
  first_name: 'Nour',
  middle_name: 'Ahmed',
  last_name: 'Mansour',
  city: 'Heliopolis',
  country: 'Egypt',
  address: '14 El Nozha Street',
  postal_code: '11341',
  state: 'Cairo',
  phone: '01012345678',
  created_at: '2026-03-14T09:30:00.000Z',
};

const invalidResponse = (status: number) => ({ ok: false, error: { kind: 'invalid-response', status, code: 'invalid_response', message: HttpMessages.invalidResponse } });

describe('HttpAuthApi', () => {
  it('signs in with the password in password_hash and reads the user on login', async () => {
    const { http, sent } = fakeHttp(() => json(JSON.stringify(signinAnswer)), null);
    expect(await new HttpAuthApi(http).signIn('customer@tiara.example', 'Customer123!')).toEqual({
      ok: true,
      value: {
        role: 'User',
        token: signinAnswer.token,
        email: 'customer@tiara.example',
        userId: 7,
        firstName: 'Nour',
        middleName: 'Ahmed',
        lastName: 'Mansour',
        city: 'Heliopolis',
        country: 'Egypt',
        address: '14 El Nozha Street',
        postalCode: '11341',
        state: 'Cairo',
        phone: '01012345678',
        createdAt: new Date('2026-03-14T09:30:00.000Z'),
      },
    });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/user/signin', body: { email: 'customer@tiara.example', password_hash: 'Customer123!' } });
  });

  it('reads missing or null profile fields as empty, and an unreadable date as none', async () => {
    const { http } = fakeHttp(() => json(JSON.stringify({ ...signinAnswer, middle_name: null, postal_code: undefined, created_at: 'yesterday' })));
    const answer = await new HttpAuthApi(http).signIn('customer@tiara.example', 'x');
    expect(answer.ok && [answer.value.middleName, answer.value.postalCode, answer.value.createdAt]).toEqual(['', '', null]);
  });

  it.each([
    ['without a token', { ...signinAnswer, token: '' }],
    ['with user id 0', { ...signinAnswer, user_id: 0 }],
    ['without a role', { ...signinAnswer, role: undefined }],
  ])('reads a sign-in answer %s as invalid', async (_label, body) => {
    const { http } = fakeHttp(() => json(JSON.stringify(body)));
    expect(await new HttpAuthApi(http).signIn('a@b.example', 'x')).toEqual(invalidResponse(200));
  });

  it('passes on a 401 and counts only a 200 as signed in', async () => {
    const refused = fakeHttp(() => json('{"message":"Invalid email or password.","code":"invalid_credentials"}', 401));
    expect(await new HttpAuthApi(refused.http).signIn('a@b.example', 'x')).toMatchObject({ ok: false, error: { kind: 'unauthorized', status: 401 } });
    const created = fakeHttp(() => json(JSON.stringify(signinAnswer), 201));
    expect(await new HttpAuthApi(created.http).signIn('a@b.example', 'x')).toMatchObject({ ok: false, error: { status: 201 } });
  });

  it("signs up with SPEC's payload, role User, and counts only a 201", async () => {
    const { http, sent } = fakeHttp(() => json('{"message":"Account created successfully","user_id":9,"email":"mona@clinic.example"}', 201), null);
    const request = {
      firstName: 'Mona',
      middleName: 'Samir',
      lastName: 'Fahmy',
      email: 'mona@clinic.example',
      password: 'Smile2026!',
      address: '22 Mohandessin Street',
      city: 'Dokki',
      state: 'Giza',
      country: 'Egypt',
      phone: '01223456789',
    };
    expect(await new HttpAuthApi(http).signUp(request)).toEqual({ ok: true, value: undefined });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/user/signup',
      body: {
        first_name: 'Mona',
        middle_name: 'Samir',
        last_name: 'Fahmy',
        email: 'mona@clinic.example',
        password_hash: 'Smile2026!',
        role: 'User',
        address: '22 Mohandessin Street',
        city: 'Dokki',
        state: 'Giza',
        country: 'Egypt',
        phone: '01223456789',
      },
    });
    const ok200 = fakeHttp(() => json('{}', 200));
    expect(await new HttpAuthApi(ok200.http).signUp(request)).toMatchObject({ ok: false, error: { status: 200 } });
    const taken = fakeHttp(() => json('{"message":"Email already exists. Please use a different email.","code":"email_taken"}', 409));
    expect(await new HttpAuthApi(taken.http).signUp(request)).toMatchObject({ ok: false, error: { kind: 'conflict' } });
  });

  it('validates a token as the body text: 200 accepted (with the role the answer names, if any), 401 refused, other failures passed on', async () => {
    const valid = fakeHttp(() => json('{"valid":true,"user_id":7,"role":"User"}'));
    expect(await new HttpAuthApi(valid.http).validateToken('a.b.c')).toEqual({ ok: true, value: { accepted: true, role: 'User' } });
    expect(valid.sent[0]).toMatchObject({ method: 'POST', url: '/api/user/validateToken', body: 'a.b.c' });
    for (const body of ['', '{}', '"valid"', '{"role":7}']) {
      const bare = fakeHttp(() => json(body));
      expect(await new HttpAuthApi(bare.http).validateToken('a.b.c'), body).toEqual({ ok: true, value: { accepted: true, role: null } });
    }
    const refused = fakeHttp(() => json('{"message":"Session expired. Please log in again.","code":"invalid_token"}', 401));
    expect(await new HttpAuthApi(refused.http).validateToken('a.b.c')).toEqual({ ok: true, value: { accepted: false } });
    const down = fakeHttp(() => json('{}', 503));
    expect(await new HttpAuthApi(down.http).validateToken('a.b.c')).toMatchObject({ ok: false, error: { kind: 'server' } });
  });

  it("checks a token's expiry: the server's validity (as valid or validity), and a bare 401 as invalid", async () => {
    const valid = fakeHttp(() => json('{"valid":true,"expires_at":"2026-11-22T10:00:00.000Z"}'));
    expect(await new HttpAuthApi(valid.http).validateTokenExpiry('a.b.c')).toEqual({ ok: true, value: true });
    expect(valid.sent[0]).toMatchObject({ method: 'POST', url: '/api/user/ValidateTokenExpiry', body: 'a.b.c' });
    const expired = fakeHttp(() => json('{"valid":false,"expires_at":null}'));
    expect(await new HttpAuthApi(expired.http).validateTokenExpiry('a.b.c')).toEqual({ ok: true, value: false });
    const bare401 = fakeHttp(() => new Response('', { status: 401 }));
    expect(await new HttpAuthApi(bare401.http).validateTokenExpiry('a.b.c')).toEqual({ ok: true, value: false });
    const named = fakeHttp(() => json('{"validity":false}'));
    expect(await new HttpAuthApi(named.http).validateTokenExpiry('a.b.c')).toEqual({ ok: true, value: false });
    const silent = fakeHttp(() => json('{"expires_at":null}'));
    expect(await new HttpAuthApi(silent.http).validateTokenExpiry('a.b.c')).toEqual(invalidResponse(200));
    const garbled = fakeHttp(() => json('{"valid":"yes"}'));
    expect(await new HttpAuthApi(garbled.http).validateTokenExpiry('a.b.c')).toEqual(invalidResponse(200));
  });

  it("asks for a reset code and resets the password, answering the server's messages", async () => {
    const requested = fakeHttp(() => json('{"message":"If an account exists for this e-mail, a reset code has been sent."}'), null);
    expect(await new HttpAuthApi(requested.http).requestPasswordReset('customer@tiara.example')).toEqual({
      ok: true,
      value: 'If an account exists for this e-mail, a reset code has been sent.',
    });
    expect(requested.sent[0]).toMatchObject({ method: 'POST', url: '/api/user/forgot-password', body: { email: 'customer@tiara.example' } });

    const reset = fakeHttp(() => json('{"message":"Your password has been reset. You can now log in with your new password."}'), null);
    await new HttpAuthApi(reset.http).resetPassword({ email: 'customer@tiara.example', code: '482913', newPassword: 'NewSmile2026!' });
    expect(reset.sent[0]).toMatchObject({ url: '/api/user/reset-password', body: { email: 'customer@tiara.example', code: '482913', new_password: 'NewSmile2026!' } });

    const wrong = fakeHttp(() => json('{"message":"The reset code is not correct. 4 tries left.","code":"wrong_code"}', 400));
    expect(await new HttpAuthApi(wrong.http).resetPassword({ email: 'a@b.example', code: '000000', newPassword: 'x' })).toMatchObject({
      ok: false,
      error: { kind: 'rejected', message: 'The reset code is not correct. 4 tries left.' },
    });
  });
});
