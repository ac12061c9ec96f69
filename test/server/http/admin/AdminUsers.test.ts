import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordHasher } from '../../../../server/adapters/auth/PasswordHasher';
import { aiPlans, aiSubscriptions, orders, passwordResets } from '../../../../server/adapters/db/schema';
import { type BackOffice, type TestUser, expectRefusal, startBackOffice } from './adminTestKit';

interface UserJson {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  role: string;
  ai_access: boolean;
  order_count: number;
  ai_usage: { active_subscriptions: number; segmentations_allowed: number; segmentations_used: number; segmentations_remaining: number };
  subscriptions?: Array<{ plan_name: string; status: string; segmentations_allowed: number; segmentations_used: number }>;
}

interface Page<T> {
  items: T[];
  total: number;
}

describe('back office: users', () => {
  let office: BackOffice;
  let dentist: TestUser;

  beforeAll(async () => {
    office = await startBackOffice();
    const passwordHash = await new PasswordHasher().hash('a real password 123');
    dentist = await office.server.createUser({ email: 'dr.salma@clinic.example', firstName: 'Salma', lastName: 'Fathy', phone: '01112223334', passwordHash, aiAccess: false });
    await office.server.db.insert(passwordResets).values({ userId: dentist.id, codeHash: 'scrypt$reset$hash', expiresAt: new Date('2030-01-01T00:00:00Z') });
    await office.server.db.insert(aiPlans).values({ id: 1, name: 'Light Package', pricePiasters: 290_000, segmentations: 10 });
    await office.server.db.insert(aiSubscriptions).values([
      { userId: dentist.id, planId: 1, status: 'Active', segmentationsAllowed: 10, segmentationsUsed: 4 },
      { userId: dentist.id, planId: 1, status: 'Active', segmentationsAllowed: 10, segmentationsUsed: 1 },
      { userId: dentist.id, planId: 1, status: 'Cancelled', segmentationsAllowed: 10, segmentationsUsed: 9 },
    ]);
    const order = { userId: dentist.id, paymentMethod: 'cash', subtotalPiasters: 100, shippingPiasters: 0, totalPiasters: 100 };
    await office.server.db.insert(orders).values([order, order]);
  });
  afterAll(async () => {
    await office.server.close();
  });

  it('lists accounts with their AI usage, searched by e-mail, name or phone and filtered by role, never with a password hash or reset code', async () => {
    const all = await office.call('GET', '/api/admin/users?per_page=100');
    expect(all.statusCode).toBe(200);
    expect(all.body).not.toMatch(/scrypt|password|reset|code_hash/i);
    const found = (all.json() as Page<UserJson>).items.find((user) => user.id === dentist.id);
    expect(found).toMatchObject({
      email: 'dr.salma@clinic.example',
      first_name: 'Salma',
      role: 'User',
      ai_access: false,
      order_count: 2,
      ai_usage: { active_subscriptions: 2, segmentations_allowed: 20, segmentations_used: 5, segmentations_remaining: 15 },
    });
    for (const search of ['DR.SALMA', 'salma fathy', '0111222']) {
      expect((await office.ok<Page<UserJson>>('GET', `/api/admin/users?search=${encodeURIComponent(search)}`)).items.map((user) => user.id)).toEqual([dentist.id]);
    }
    const staff = await office.ok<Page<UserJson>>('GET', '/api/admin/users?role=Sales');
    expect(staff.items.map((user) => user.id)).toEqual([office.sales.id]);
    expectRefusal(await office.call('GET', '/api/admin/users?role=Owner'), 400, 'validation_failed');
  });

  it('shows one account with each of its subscriptions', async () => {
    const detail = await office.call('GET', `/api/admin/users/${dentist.id}`);
    expect(detail.body).not.toMatch(/scrypt|password/i);
    expect((detail.json() as UserJson).subscriptions?.map((subscription) => [subscription.status, subscription.segmentations_used])).toEqual(
      expect.arrayContaining([
        ['Active', 4],
        ['Active', 1],
        ['Cancelled', 9],
      ]),
    );
    expectRefusal(await office.call('GET', '/api/admin/users/987654'), 404, 'user_not_found', 'User #987654 was not found.');
  });

  it('edits the profile, normalising e-mail and phone, and audits the change', async () => {
    const saved = await office.ok<UserJson>('PATCH', `/api/admin/users/${dentist.id}`, { first_name: ' Salma ', email: ' Salma.Fathy@Clinic.example ', phone: '+0100-123 4567' });
    expect(saved).toMatchObject({ first_name: 'Salma', email: 'salma.fathy@clinic.example', phone: '01001234567', last_name: 'Fathy' });
    const [entry] = await office.audit(1);
    expect(entry).toMatchObject({ actorUserId: office.admin.id, action: 'update', entity: 'user', entityId: String(dentist.id) });
    expect(entry?.details).toEqual({ changes: { first_name: 'Salma', email: 'salma.fathy@clinic.example', phone: '01001234567' } });

    expectRefusal(await office.call('PATCH', `/api/admin/users/${dentist.id}`, { phone: '0123' }), 400, 'validation_failed', /Please enter a valid Egyptian phone number/);
    expectRefusal(await office.call('PATCH', `/api/admin/users/${dentist.id}`, { email: 'not-an-address' }), 400, 'validation_failed', /Please enter a valid email address/);
    expectRefusal(await office.call('PATCH', `/api/admin/users/${dentist.id}`, { email: office.customer.email.toUpperCase() }), 409, 'email_taken', 'Another account already uses this e-mail address.');
    expectRefusal(await office.call('PATCH', `/api/admin/users/${dentist.id}`, { password_hash: 'new password' }), 400, 'validation_failed');
    expectRefusal(await office.call('PATCH', '/api/admin/users/987654', { first_name: 'Ghost' }), 404, 'user_not_found');
  });

  it('grants the AI tab to one user while it is limited to listed users', async () => {
    await office.ok('PUT', '/api/admin/management/ai-access', { ai_access: 'listed_users' }, 200);
    const access = () => office.server.request({ method: 'GET', url: `/api/tiaraai/access/${office.customer.id}`, token: office.customer.token });
    expect((await access()).json()).toEqual({ has_access: false });
    await office.ok('PATCH', `/api/admin/users/${office.customer.id}`, { ai_access: true });
    expect((await access()).json()).toEqual({ has_access: true });
    expect((await office.ok<Page<UserJson>>('GET', '/api/admin/users?ai_access=true')).items.map((user) => user.id)).toEqual([office.customer.id]);
    await office.ok('PATCH', `/api/admin/users/${office.customer.id}`, { ai_access: false });
    expect((await access()).json()).toEqual({ has_access: false });
  });

  it('makes a customer a sales person, who can use the sales desk after signing in again', async () => {
    const promoted = await office.server.createUser();
    expect((await office.ok<UserJson>('PATCH', `/api/admin/users/${promoted.id}`, { role: 'Sales' })).role).toBe('Sales');
    const token = await office.server.tokens.issue(promoted.id, 'Sales', office.server.clock.now);
    expect((await office.server.request({ method: 'GET', url: '/api/sales/orders', token })).statusCode).toBe(200);
    expect((await office.server.request({ method: 'GET', url: '/api/admin/users', token })).statusCode).toBe(403);
  });
});
