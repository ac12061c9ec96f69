import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResets } from '../../../server/adapters/db/schema';
import { type TestServer, startTestServer } from '../support/testServer';

const START = new Date('2026-11-21T10:00:00Z');
const MINUTE = 60_000;
const CODE_SENT = 'If an account exists for this e-mail, a reset code has been sent.';

describe('password reset: forgot-password and reset-password', () => {
  let server: TestServer;
  let accountCounter = 0;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  /** A real account made through signup, so signin proves the new password. */
  async function account(password = 'the old password') {
    accountCounter += 1;
    const email = `reset${accountCounter}@clinic.example`;
    const created = await server.request({
      method: 'POST',
      url: '/api/user/signup',
      body: { first_name: 'Reset', last_name: `Tester${accountCounter}`, email, password_hash: password, phone: '01012345678' },
      remoteAddress: `10.1.0.${accountCounter}`,
    });
    expect(created.statusCode).toBe(201);
    return { email, id: created.json().user_id as number };
  }

  /** Each e-mail's requests come from an address of its own, so this file's many requests stay under the per-address limits. */
  const addressOf = (email: string) => `10.3.${email.length}.${Number(/\d+/.exec(email)?.[0] ?? 0) % 250}`;
  /** The outbox sorts by sending time: each request moves the clock on a second so the newest mail is first. */
  const tick = () => server.clock.set(new Date(server.clock.now.getTime() + 1_000));
  const forgot = (email: string) => {
    tick();
    return server.request({ method: 'POST', url: '/api/user/forgot-password', body: { email }, remoteAddress: addressOf(email) });
  };
  const reset = (email: string, code: string, newPassword = 'a brand new password') => {
    tick();
    return server.request({ method: 'POST', url: '/api/user/reset-password', body: { email, code, new_password: newPassword }, remoteAddress: addressOf(email) });
  };
  const signin = (email: string, password: string) =>
    server.request({ method: 'POST', url: '/api/user/signin', body: { email, password_hash: password }, remoteAddress: addressOf(email) });

  /** The code of the newest reset e-mail sent to the address. */
  async function codeSentTo(email: string): Promise<string> {
    const mail = (await server.outbox.list(10_000)).find((message) => message.to === email && message.subject.includes('reset code'));
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    if (!code) throw new Error(`no reset code was sent to ${email}`);
    return code;
  }

  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers the same for an unknown e-mail and for an account, and e-mails a 6-digit code only to the account', async () => {
    server.clock.set(START);
    const { email, id } = await account();
    const before = (await server.outbox.list(10_000)).length;

    const unknown = await forgot('nobody-here@clinic.example');
    const known = await forgot(email.toUpperCase());
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: CODE_SENT });
    expect(known.json()).toEqual({ message: CODE_SENT });

    const sent = await server.outbox.list(10_000);
    expect(sent.length).toBe(before + 1);
    expect(sent[0]?.to).toBe(email);
    const code = await codeSentTo(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(sent[0]?.html).toContain(code);
    expect(known.body).not.toContain(code);

    const [row] = await server.db.select().from(passwordResets).where(eq(passwordResets.userId, id));
    expect(row?.codeHash).toMatch(/^sha256\$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.expiresAt.toISOString()).toBe(new Date(START.getTime() + 2_000 + 15 * MINUTE).toISOString());
  });

  it('refuses a malformed e-mail with 400', async () => {
    const response = await forgot('not an e-mail');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please enter a valid email address', code: 'invalid_email' });
  });

  it('changes the password with the code, once; the old password stops working and the owner is told by e-mail', async () => {
    server.clock.set(START);
    const { email } = await account('the old password');
    await forgot(email);
    const code = await codeSentTo(email);

    const done = await reset(email, code, 'a brand new password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been reset. You can now log in with your new password.' });
    expect((await signin(email, 'a brand new password')).statusCode).toBe(200);
    expect((await signin(email, 'the old password')).statusCode).toBe(401);
    expect((await server.outbox.list()).filter((mail) => mail.to === email).map((mail) => mail.subject)).toEqual(['Tiara: your password was changed', 'Tiara: your password reset code']);

    const again = await reset(email, code, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'This reset code has already been used. Please request a new code.', code: 'code_used' });
    expect((await signin(email, 'a brand new password')).statusCode).toBe(200);
  });

  it('counts wrong codes, says how many tries are left, and refuses even the right code after 5 tries', async () => {
    server.clock.set(START);
    const { email } = await account();
    await forgot(email);
    const code = await codeSentTo(email);
    const wrong = wrongCodeFor(code);

    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push((await reset(email, wrong)).json());
    expect(answers.map((answer) => answer.code)).toEqual(['wrong_code', 'wrong_code', 'wrong_code', 'wrong_code', 'wrong_code']);
    expect(answers[0].message).toBe('The reset code is not correct. 4 tries left.');
    expect(answers[3].message).toBe('The reset code is not correct. 1 try left.');
    expect(answers[4].message).toBe('The reset code is not correct, and it no longer works after 5 wrong tries. Please request a new code.');

    const right = await reset(email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({
      message: 'This reset code was entered wrongly 5 times and no longer works. Please request a new code.',
      code: 'too_many_tries',
    });
    expect((await signin(email, 'a brand new password')).statusCode).toBe(401);
  });

  it('never allows more than 5 tries, even when the guesses arrive in parallel', async () => {
    server.clock.set(START);
    const { email, id } = await account();
    await forgot(email);
    const wrong = wrongCodeFor(await codeSentTo(email));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        server.request({ method: 'POST', url: '/api/user/reset-password', body: { email, code: wrong, new_password: 'a brand new password' }, remoteAddress: `10.2.0.${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.json().code === 'wrong_code')).toHaveLength(5);
    expect(answers.every((answer) => answer.statusCode === 400 || answer.statusCode === 429)).toBe(true);
    const [row] = await server.db.select().from(passwordResets).where(eq(passwordResets.userId, id));
    expect(row?.tries).toBe(5);
  });

  it('refuses a code after 15 minutes', async () => {
    server.clock.set(START);
    const { email } = await account();
    await forgot(email);
    const issuedAt = server.clock.now.getTime();
    const code = await codeSentTo(email);

    server.clock.set(new Date(issuedAt + 15 * MINUTE + 1_000));
    const late = await reset(email, code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: 'This reset code has expired (codes are valid for 15 minutes). Please request a new code.', code: 'code_expired' });

    server.clock.set(new Date(issuedAt + 14 * MINUTE));
    expect((await reset(email, code)).statusCode).toBe(200);
  });

  it('invalidates the earlier code when a new one is requested', async () => {
    server.clock.set(START);
    const { email } = await account();
    await forgot(email);
    const first = await codeSentTo(email);
    let second = first;
    // Two draws of six digits can coincide; ask again until the codes differ (the per-e-mail limit allows 3 requests).
    for (let request = 0; request < 2 && second === first; request += 1) {
      await forgot(email);
      second = await codeSentTo(email);
    }
    expect(second).not.toBe(first);

    const old = await reset(email, first);
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('wrong_code');
    expect((await reset(email, second)).statusCode).toBe(200);
  });

  it('refuses a code for an account that asked for none, and for an unknown e-mail, with the same answer', async () => {
    const { email } = await account();
    const invalid = { message: 'This reset code is not valid. Please request a new code.', code: 'invalid_code' };
    const none = await reset(email, '123456');
    const unknown = await reset('nobody-here@clinic.example', '123456');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual(invalid);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(invalid);
  });

  it('applies the password rule without spending a try', async () => {
    server.clock.set(START);
    const { email, id } = await account();
    await forgot(email);
    const code = await codeSentTo(email);
    const short = await reset(email, code, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'Password must be at least 8 characters', code: 'weak_password' });
    const [row] = await server.db.select().from(passwordResets).where(eq(passwordResets.userId, id));
    expect(row?.tries).toBe(0);
    expect((await reset(email, code, 'long enough now')).statusCode).toBe(200);
  });

  it('validates the bodies (400 with { message, code })', async () => {
    for (const body of [{}, { email: 'x'.repeat(300) }, { email: 5 }]) {
      const response = await server.request({ method: 'POST', url: '/api/user/forgot-password', body });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
    }
    for (const body of [{ email: 'a@b.example', code: '123456' }, { email: 'a@b.example', new_password: 'long enough' }, { email: 'a@b.example', code: 'x'.repeat(50), new_password: 'long enough' }]) {
      const response = await server.request({ method: 'POST', url: '/api/user/reset-password', body });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
    }
  });

  it('still answers 200 when the mail cannot be sent, and keeps the code', async () => {
    server.clock.set(START);
    const { email, id } = await account();
    const send = vi.spyOn(server.outbox, 'send').mockRejectedValue(new Error('SMTP server unreachable'));
    try {
      const response = await forgot(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: CODE_SENT });
      await server.settled();
      expect(send).toHaveBeenCalledOnce();
    } finally {
      send.mockRestore();
    }
    expect(await server.db.select().from(passwordResets).where(eq(passwordResets.userId, id))).toHaveLength(1);
  });
});
