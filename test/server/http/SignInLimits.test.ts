import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@tiara/domain/access';
import { PasswordHasher } from '../../../server/adapters/auth/PasswordHasher';
import { DEFAULT_RATE_LIMITS } from '../../../server/http/rateLimits';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH } from '../../../server/http/signInDeviceCookie';
import type { SignInLimits } from '../../../server/http/signInLimits';
import { type TestServer, startTestServer } from '../support/testServer';

/**
 * Small numbers, so that a test guesses a few times rather than dozens: four failures for one
 * account from one address refuse that address; after four failures from anywhere each attempt for
 * the account waits 1.5 s, then 2.5 s at most (unbounded, the seventh would wait 6 s). The waits are
 * long beside a sign-in (tens of milliseconds, under a second on a busy machine), so that an attempt
 * that was not made to wait is told apart from one that was; the tests make few of them.
 */
const LIMITS: SignInLimits = {
  perAddress: { max: 30, minutes: 1 },
  perAccountAndAddress: { max: 4, minutes: 5 },
  perDevice: { max: 4, minutes: 5 },
  accountSlowdown: { afterFailures: 4, minutes: 15, firstDelayMs: 1_500, maxDelayMs: 2_500 },
  deviceDays: 30,
};
const { firstDelayMs, maxDelayMs } = LIMITS.accountSlowdown;

describe('sign-in limits that keep guessers out without locking the owner out (OWASP device cookies)', () => {
  let server: TestServer;
  const passwords = new PasswordHasher();
  let address = 0;
  /** A fresh client address for each party, so that parties share no counter but the account's. */
  const newAddress = () => {
    address += 1;
    return `10.30.${Math.floor(address / 250)}.${address % 250}`;
  };

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { ...DEFAULT_RATE_LIMITS, signin: LIMITS } });
  });
  afterAll(async () => {
    await server.close();
  });

  async function account(role: Role = 'User'): Promise<{ email: string; password: string }> {
    const password = `right horse ${randomBytes(4).toString('hex')}`;
    const email = `owner-${randomBytes(4).toString('hex')}@clinic.example`;
    await server.createUser({ email, role, passwordHash: await passwords.hash(password) });
    return { email, password };
  }

  /** One sign-in, timed; `cookie` is the Cookie header a browser would send to the sign-in route. */
  async function signIn(email: string, password: string, remoteAddress: string, cookie?: string) {
    const started = performance.now();
    const response = await server.request({ method: 'POST', url: '/api/user/signin', body: { email, password_hash: password }, remoteAddress, ...(cookie ? { headers: { cookie } } : {}) });
    return { status: response.statusCode, ms: performance.now() - started, response };
  }

  /** The Cookie header a browser sends back after this answer. */
  function cookieFrom(response: { headers: Record<string, unknown> }): string {
    const setCookie = response.headers['set-cookie'];
    const first = String(Array.isArray(setCookie) ? setCookie[0] : setCookie ?? '');
    expect(first.startsWith(`${DEVICE_COOKIE}=`)).toBe(true);
    return first.split(';')[0] ?? '';
  }

  async function guess(email: string, remoteAddress: string, times: number, cookie?: string) {
    const answers = [];
    for (let index = 0; index < times; index++) answers.push(await signIn(email, `wrong guess ${index}`, remoteAddress, cookie));
    return answers;
  }

  it('refuses the attacker’s address for the account, slows the account down to a cap, and still lets its owner in from elsewhere', async () => {
    const admin = await account('Admin');
    const attacker = newAddress();
    const first = await guess(admin.email, attacker, LIMITS.perAccountAndAddress.max + 2);
    expect(first.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(first[4]?.response.json()).toEqual({ message: 'Too many attempts. Please wait 5 minutes and try again.', code: 'rate_limited' });

    // A second address goes on guessing: the account is slowed, more with each failure, to the cap.
    const second = await guess(admin.email, newAddress(), 2);
    expect(second.map((answer) => answer.status)).toEqual([401, 401]);
    expect(second[0]?.ms).toBeGreaterThanOrEqual(firstDelayMs);
    expect(second[1]?.ms).toBeGreaterThanOrEqual(maxDelayMs);

    const owner = await signIn(admin.email, admin.password, newAddress());
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(maxDelayMs);
    // Six failures: doubling without a cap would wait 6 s.
    expect(owner.ms).toBeLessThan(2 * maxDelayMs);

    const attackerWithThePassword = await signIn(admin.email, admin.password, attacker);
    expect(attackerWithThePassword.status).toBe(429);
  });

  it('lets a browser that signed in before straight through, even from the attacker’s own address', async () => {
    const owner = await account('Admin');
    const clinic = newAddress();
    const before = await signIn(owner.email, owner.password, clinic);
    expect(before.status).toBe(200);
    const device = cookieFrom(before.response);

    // Someone behind the clinic's address guesses until it is refused, and the account is slowed for every client it does not know.
    expect((await guess(owner.email, clinic, 5)).map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429]);
    expect((await signIn(owner.email, owner.password, clinic)).status).toBe(429);

    const trusted = await signIn(owner.email, owner.password, clinic, device);
    expect(trusted.status).toBe(200);
    expect(trusted.ms).toBeLessThan(firstDelayMs);
    // A wrong password from the known device is still only a 401, and each sign-in renews its cookie.
    expect((await signIn(owner.email, 'a typo', clinic, cookieFrom(trusted.response))).status).toBe(401);
  });

  it('counts an IPv6 attacker’s whole /64 as one address, so taking a new address in it for each guess gains nothing, while another /64 still gets in', async () => {
    const owner = await account();
    address += 1;
    const network = `2001:db8:${address.toString(16)}:1`;
    const statuses: number[] = [];
    for (let index = 0; index <= LIMITS.perAccountAndAddress.max; index++) statuses.push((await signIn(owner.email, `guess ${index}`, `${network}::${(index + 1).toString(16)}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await signIn(owner.email, owner.password, `${network}:ffff:ffff:ffff:fffe`)).status).toBe(429);
    expect((await signIn(owner.email, owner.password, `2001:db8:${address.toString(16)}:2::1`)).status).toBe(200);
  });

  it('lets no more concurrent guesses through than one at a time would', async () => {
    const owner = await account();
    const attacker = newAddress();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => signIn(owner.email, `parallel guess ${index}`, attacker)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.perAccountAndAddress.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - LIMITS.perAccountAndAddress.max);
  });

  it('honours a device cookie on every server of the shop: they sign it with one secret from the database', async () => {
    const other = await server.sibling();
    const owner = await account('Admin');
    const clinic = newAddress();
    const before = await signIn(owner.email, owner.password, clinic);
    await guess(owner.email, clinic, LIMITS.perAccountAndAddress.max + 1);
    const elsewhere = await other.request({ method: 'POST', url: '/api/user/signin', body: { email: owner.email, password_hash: owner.password }, remoteAddress: clinic, headers: { cookie: cookieFrom(before.response) } });
    expect(elsewhere.statusCode).toBe(200);
    const refused = await other.request({ method: 'POST', url: '/api/user/signin', body: { email: owner.email, password_hash: owner.password }, remoteAddress: clinic });
    expect(refused.statusCode).toBe(429);
  });

  it('gives nothing for a forged cookie, a tampered one, or a cookie another account earned', async () => {
    const victim = await account();
    const attackersOwn = await account();
    const attacker = newAddress();
    const earned = cookieFrom((await signIn(attackersOwn.email, attackersOwn.password, attacker)).response);
    const victimsDevice = cookieFrom((await signIn(victim.email, victim.password, newAddress())).response);
    const [nonce = '', expiry = '', mac = ''] = victimsDevice.slice(`${DEVICE_COOKIE}=`.length).split('.');
    const forged = [
      earned,
      `${DEVICE_COOKIE}=${randomBytes(16).toString('base64url')}.${expiry}.${mac}`,
      `${DEVICE_COOKIE}=${nonce}.${(Number.parseInt(expiry, 36) + 86_400).toString(36)}.${mac}`,
      `${DEVICE_COOKIE}=${nonce}.${expiry}.${randomBytes(32).toString('base64url')}`,
      `${DEVICE_COOKIE}=${'A'.repeat(5_000)}`,
    ];

    // The attacker's address is refused for the victim's account; a genuine cookie of the victim's would get through it.
    expect((await guess(victim.email, attacker, LIMITS.perAccountAndAddress.max + 1)).map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429]);
    for (const cookie of forged) expect((await signIn(victim.email, victim.password, attacker, cookie)).status).toBe(429);
    expect((await signIn(victim.email, victim.password, attacker, victimsDevice)).status).toBe(200);

    // Nor does a cookie skip the account's wait: it has failed four times.
    const slowed = await signIn(victim.email, victim.password, newAddress(), earned);
    expect(slowed.status).toBe(200);
    expect(slowed.ms).toBeGreaterThanOrEqual(firstDelayMs);
  });

  it('refuses a known device that fails too often, and only that device', async () => {
    const owner = await account();
    const home = newAddress();
    const stolen = cookieFrom((await signIn(owner.email, owner.password, home)).response);
    const laptop = cookieFrom((await signIn(owner.email, owner.password, newAddress())).response);

    expect((await guess(owner.email, home, LIMITS.perDevice.max, stolen)).map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    const refused = await signIn(owner.email, owner.password, home, stolen);
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(60);

    // The device's failures are its own: the owner's other browser, and the owner anywhere else, are neither refused nor slowed.
    expect((await signIn(owner.email, owner.password, home, laptop)).status).toBe(200);
    const elsewhere = await signIn(owner.email, owner.password, newAddress());
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.ms).toBeLessThan(firstDelayMs);
  });

  it('keeps one device token per account in the cookie, so accounts sharing a browser keep theirs', async () => {
    const reception = newAddress();
    const first = await account();
    const second = await account('Sales');
    const afterFirst = cookieFrom((await signIn(first.email, first.password, reception)).response);
    const both = cookieFrom((await signIn(second.email, second.password, reception, afterFirst)).response);
    await guess(first.email, reception, LIMITS.perAccountAndAddress.max + 1);
    await guess(second.email, reception, LIMITS.perAccountAndAddress.max + 1);

    expect((await signIn(first.email, first.password, reception, both)).status).toBe(200);
    expect((await signIn(second.email, second.password, reception, both)).status).toBe(200);
  });

  it('counts only failures: the owner signing in again and again from one address is never refused or slowed', async () => {
    const owner = await account();
    const office = newAddress();
    const answers = [];
    for (let index = 0; index < LIMITS.perAccountAndAddress.max + LIMITS.accountSlowdown.afterFailures; index++) answers.push(await signIn(owner.email, owner.password, office));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(firstDelayMs);
  });

  it('answers guesses at an unknown e-mail exactly as at an account, refusals and waits alike', async () => {
    const known = await account();
    const unknown = `nobody-${randomBytes(4).toString('hex')}@clinic.example`;
    const answersFor = async (email: string) => {
      const answers = [...(await guess(email, newAddress(), 5)), ...(await guess(email, newAddress(), 1))];
      return answers.map((answer) => ({ status: answer.status, body: answer.response.body, slowed: answer.ms >= firstDelayMs }));
    };
    const forKnown = await answersFor(known.email);
    expect(forKnown.map((answer) => `${answer.status}${answer.slowed ? ' slowed' : ''}`)).toEqual(['401', '401', '401', '401', '429', '401 slowed']);
    expect(await answersFor(unknown)).toEqual(forKnown);
  });

  it('sets the device cookie HttpOnly, SameSite and only for the sign-in route, and refuses in Arabic too', async () => {
    const owner = await account();
    const answer = await signIn(owner.email, owner.password, newAddress());
    const setCookie = String(answer.response.headers['set-cookie']);
    expect(setCookie).toContain('; HttpOnly');
    expect(setCookie).toContain('; SameSite=Strict');
    expect(setCookie).toContain(`; Path=${DEVICE_COOKIE_PATH}`);
    expect(setCookie).toContain(`; Max-Age=${LIMITS.deviceDays * 86_400}`);
    // The test's requests are plain http; behind a proxy that says https (TRUST_PROXY), the cookie is Secure.
    expect(setCookie).not.toContain('Secure');

    const attacker = newAddress();
    const failures = await guess(owner.email, attacker, LIMITS.perAccountAndAddress.max);
    expect(failures.map((failure) => failure.response.headers['set-cookie'])).toEqual([undefined, undefined, undefined, undefined]);
    const arabic = await server.request({ method: 'POST', url: '/api/user/signin', body: { email: owner.email, password_hash: 'x' }, remoteAddress: attacker, headers: { 'accept-language': 'ar' } });
    expect(arabic.statusCode).toBe(429);
    expect(arabic.json()).toEqual({ message: 'محاولات كثيرة جدًا. يُرجى الانتظار 5 دقائق ثم المحاولة مرة أخرى.', code: 'rate_limited' });
  });
});
