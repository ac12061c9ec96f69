import type { AddressInfo } from 'node:net';
import type { Role } from '@tiara/domain/access';
import { PasswordHasher } from '../../../../server/adapters/auth/PasswordHasher';
import { seedDemoData } from '../../../../server/seed/seedDemoData';
import { HttpOrderApi } from '../../../../src/infrastructure/http/HttpOrderApi';
import { HttpPaymentApi } from '../../../../src/infrastructure/http/HttpPaymentApi';
import type { HttpClient } from '../../../../src/infrastructure/http/HttpClient';
import { payAtCheckout } from '../../../server/support/paymentFixtures';
import { type TestServer, startTestServer } from '../../../server/support/testServer';
import type { PlacedOrder } from './PlacedOrder';
import { type ShopCustomer, ShopOverHttp } from './ShopOverHttp';

/** A staff member of the reference shop, with the SPA's client carrying their token. */
export interface StaffMember {
  readonly userId: number;
  readonly token: string;
  readonly http: HttpClient;
}

/**
 * The reference server (the real Fastify app on a PGlite copy, with the demo shop of server/seed)
 * listening on a free port, for the port expectations of every storefront and staff adapter: one
 * per runner file, reused by all its ports.
 */
export interface ReferenceShop {
  readonly server: TestServer;
  readonly shop: ShopOverHttp;
  /** A new customer, made straight in the database (signups are rate-limited per address) with a token the server issued. */
  customer(): Promise<ShopCustomer>;
  /** A staff member signed in with `role`, as the admin and sales areas sign theirs in. */
  staff(role: Extract<Role, 'Admin' | 'Sales'>): Promise<StaffMember>;
  /** The customer pays `order` on the sandbox gateway, and the confirmation page reports and confirms it (SPEC §4). */
  payByCard(customer: ShopCustomer, order: PlacedOrder): Promise<void>;
  /** The six digits of the newest password-reset e-mail sent to `email`. */
  resetCodeFor(email: string): Promise<string>;
  close(): Promise<void>;
}

export async function startReferenceShop(): Promise<ReferenceShop> {
  const server = await startTestServer();
  await seedDemoData(server.db, new PasswordHasher(), { adminEmail: undefined, adminPassword: undefined });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const shop = new ShopOverHttp(`http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`);
  return {
    server,
    shop,
    async customer() {
      const member = await server.createUser();
      return { userId: member.id, email: member.email, password: '', token: member.token, http: shop.client(member.token) };
    },
    async staff(role) {
      const member = await server.createUser({ role });
      return { userId: member.id, token: member.token, http: shop.client(member.token) };
    },
    async payByCard(customer, order) {
      const checkoutUrl = await new HttpPaymentApi(customer.http).createIntention(shop.intentionFor(order));
      if (!checkoutUrl.ok) throw new Error(`create-intention failed: ${checkoutUrl.error.message}`);
      await payAtCheckout(server, checkoutUrl.value);
      await new HttpPaymentApi(customer.http).reportStatus(order.reference, 'Success');
      await new HttpOrderApi(customer.http).confirm(order.reference, 'Success');
    },
    async resetCodeFor(email) {
      const mail = (await server.outbox.list(10_000)).find((message) => message.to === email && message.subject.includes('reset code'));
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
      if (!code) throw new Error(`no reset code was sent to ${email}`);
      return code;
    },
    close: () => server.close(),
  };
}
