import type { APIRequestContext, Page } from 'playwright-core';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** The seeded accounts that `npm start` prints. */
export const DEMO_CUSTOMER: Credentials = { email: 'customer@tiara.example', password: 'Customer123!' };
export const DEMO_ADMIN: Credentials = { email: 'admin@tiara.example', password: 'Admin123!' };
export const DEMO_SALES: Credentials = { email: 'sales@tiara.example', password: 'Sales123!' };

export interface SignedIn {
  readonly userId: number;
  readonly token: string;
}

async function signInAnswer(request: APIRequestContext, baseUrl: string, credentials: Credentials): Promise<Record<string, string | number>> {
  const answer = await request.post(new URL('/api/user/signin', baseUrl).href, { data: { email: credentials.email, password_hash: credentials.password } });
  if (answer.status() !== 200) throw new Error(`Signing in ${credentials.email} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as Record<string, string | number>;
}

/**
 * Signs a customer in through the API and stores what the login screen stores, so a journey can
 * start signed in. The page must already show the shop (its origin owns the storage).
 */
export async function signInThroughApi(page: Page, baseUrl: string, credentials: Credentials = DEMO_CUSTOMER): Promise<SignedIn> {
  const user = await signInAnswer(page.request, baseUrl, credentials);
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  }, {
    token: String(user.token),
    userId: String(user.user_id),
    userRole: String(user.role),
    email: String(user.email),
    isAuthenticated: 'true',
    accountFirstName: String(user.first_name),
    accountMiddleName: String(user.middle_name),
    accountLastName: String(user.last_name),
    firstName: String(user.first_name),
    middleName: String(user.middle_name),
    lastName: String(user.last_name),
    Address: String(user.address),
    City: String(user.city),
    State: String(user.state),
    PostalCode: String(user.postal_code ?? ''),
    PhoneNumber: String(user.phone),
  });
  return { userId: Number(user.user_id), token: String(user.token) };
}

/** Signs in through the API only, for a journey that calls the API as that account. */
export async function apiSession(request: APIRequestContext, baseUrl: string, credentials: Credentials = DEMO_CUSTOMER): Promise<SignedIn> {
  const user = await signInAnswer(request, baseUrl, credentials);
  return { userId: Number(user.user_id), token: String(user.token) };
}

/** A bearer token for the seeded admin, for checking what a journey left on the server. */
export async function adminToken(request: APIRequestContext, baseUrl: string): Promise<string> {
  return String((await signInAnswer(request, baseUrl, DEMO_ADMIN)).token);
}

/** What a new customer signs up with, besides the e-mail address and the password. */
export interface CustomerProfile {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly phone: string;
}

export const KARIM: CustomerProfile = { firstName: 'Karim', middleName: 'Samy', lastName: 'Mostafa', address: '12 Abbas El Akkad Street', city: 'Nasr City', state: 'Cairo', phone: '01112345678' };

/** A customer who writes their own details in Arabic, so that whatever Latin an Arabic page shows is the shop's. */
export const MONA: CustomerProfile = {
  firstName: 'منى',
  middleName: 'سمير',
  lastName: 'فهمي',
  address: '٢٢ شارع جامعة الدول العربية، المهندسين',
  city: 'Nasr City',
  state: 'Cairo',
  phone: '01012345678',
};

let accountsMade = 0;

/**
 * A new customer made through the API, so a journey that changes an account's state has one of its own.
 * Its address is `dr.<mailbox>.<n>.<time>@clinic.example`, the mailbox the first name unless told
 * (a name written in Arabic makes no address).
 */
export async function newCustomerAccount(
  request: APIRequestContext,
  baseUrl: string,
  { profile = KARIM, password = 'Smile2026!', mailbox = profile.firstName.toLowerCase() }: { readonly profile?: CustomerProfile; readonly password?: string; readonly mailbox?: string } = {},
): Promise<Credentials> {
  accountsMade += 1;
  const credentials = { email: `dr.${mailbox}.${accountsMade}.${Date.now()}@clinic.example`, password };
  const answer = await request.post(new URL('/api/user/signup', baseUrl).href, {
    data: {
      first_name: profile.firstName,
      middle_name: profile.middleName,
      last_name: profile.lastName,
      email: credentials.email,
      password_hash: credentials.password,
      role: 'User',
      address: profile.address,
      city: profile.city,
      state: profile.state,
      country: 'Egypt',
      phone: profile.phone,
    },
  });
  if (answer.status() !== 201) throw new Error(`Signing up answered ${answer.status()}: ${await answer.text()}`);
  return credentials;
}
