import { describe, expect, it } from 'vitest';
import type { AdminManagementApi, AiListedUser } from '../../../src/application/admin/management/AdminManagementApi';
import { serverHttpMessagesEn } from '../../../src/locales/server/en/serverHttpMessagesEn';
import type { Subject } from './support/Subject';

export interface ShopMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The body holds a one-time secret. */
  readonly confidential: boolean;
}

export interface AdminManagementApiSubject {
  readonly api: AdminManagementApi;
  /** The e-mail of the admin `api` is signed in as, whom the audit log names for their changes. */
  readonly adminEmail: string;
  /** Whether the shop's mail goes to its outbox. */
  readonly outboxInUse: boolean;
  /** A text nothing has yet, starting with `base` (a new one each call). */
  uniqueName(base: string): string;
  /** A new customer's account, granted the AI tab. */
  listedUser(): Promise<AiListedUser>;
  /** The shop sends `mail`, later than anything it sent before. */
  sendMail(mail: ShopMail): Promise<void>;
  /** Someone sends a message with the contact form. */
  contactShop(message: { readonly name: string; readonly email: string; readonly message: string }): Promise<void>;
}

const firstEntry = { page: 1, perPage: 1, entity: 'setting' };

/** What the management screen relies on from the switches, the outbox, the contact messages and the audit log. */
export function adminManagementApiContract(subject: Subject<AdminManagementApiSubject>): void {
  describe('AdminManagementApi', () => {
    it('puts the shop under maintenance and opens it again, each change read back and logged first as the admin’s', async () => {
      const { api, adminEmail } = await subject();
      const before = await api.settings();
      if (!before.ok) throw new Error(before.error.message);
      try {
        expect(await api.setMaintenance(true)).toEqual({ ok: true, value: { ...before.value, underMaintenance: true } });
        expect(await api.settings()).toEqual({ ok: true, value: { ...before.value, underMaintenance: true } });
        expect(await api.auditLog(firstEntry)).toMatchObject({
          ok: true,
          value: { items: [{ id: expect.any(Number), actorEmail: adminEmail, action: 'update', entity: 'setting', entityId: 'maintenance', details: '{"is_under_maintenance":true}', createdAt: expect.any(Date) }] },
        });
      } finally {
        expect(await api.setMaintenance(false)).toEqual({ ok: true, value: { ...before.value, underMaintenance: false } });
      }
      expect(await api.auditLog(firstEntry)).toMatchObject({ ok: true, value: { items: [{ actorEmail: adminEmail, entityId: 'maintenance', details: '{"is_under_maintenance":false}' }] } });
    });

    it('shows the AI tab to listed users only and to everyone again, each change read back and logged', async () => {
      const { api, adminEmail } = await subject();
      const before = await api.settings();
      if (!before.ok) throw new Error(before.error.message);
      try {
        expect(await api.setAiAccess('listed_users')).toEqual({ ok: true, value: { ...before.value, aiAccess: 'listed_users' } });
        expect(await api.settings()).toEqual({ ok: true, value: { ...before.value, aiAccess: 'listed_users' } });
        expect(await api.auditLog(firstEntry)).toMatchObject({ ok: true, value: { items: [{ actorEmail: adminEmail, action: 'update', entityId: 'ai_access', details: '{"ai_access":"listed_users"}' }] } });
      } finally {
        expect(await api.setAiAccess('everyone')).toMatchObject({ ok: true, value: { aiAccess: 'everyone' } });
      }
      expect(await api.auditLog(firstEntry)).toMatchObject({ ok: true, value: { items: [{ entityId: 'ai_access', details: '{"ai_access":"everyone"}' }] } });
    });

    it('counts and lists the users granted the AI tab, a page at a time', async () => {
      const { api, listedUser } = await subject();
      const before = await api.settings();
      if (!before.ok) throw new Error(before.error.message);
      const granted = [await listedUser(), await listedUser()];
      const listed = before.value.listedUsers + 2;
      expect(await api.settings()).toEqual({ ok: true, value: { ...before.value, listedUsers: listed } });
      const all = await api.aiListedUsers({ page: 1, perPage: 100 });
      expect(all).toMatchObject({ ok: true, value: { total: listed, page: 1, perPage: 100, pageCount: Math.ceil(listed / 100) } });
      expect(all.ok && all.value.items).toEqual(expect.arrayContaining(granted));
      expect(await api.aiListedUsers({ page: 2, perPage: 1 })).toMatchObject({ ok: true, value: { items: [expect.anything()], total: listed, page: 2, perPage: 1, pageCount: listed } });
    });

    it('lists the mail the shop sent newest first, withholding the body of one that carries a one-time secret', async () => {
      const { api, outboxInUse, sendMail, uniqueName } = await subject();
      const receipt: ShopMail = { to: 'mona@clinic.example', subject: uniqueName('Your order'), text: 'Thank you for your order.', confidential: false };
      const reset: ShopMail = { to: 'mona@clinic.example', subject: uniqueName('Your password reset code'), text: 'Your code is 123456.', confidential: true };
      await sendMail(receipt);
      await sendMail(reset);
      const outbox = await api.outbox({ page: 1, perPage: 2 });
      expect(outbox).toMatchObject({ ok: true, value: { page: 1, perPage: 2, outboxInUse } });
      if (!outbox.ok) throw new Error(outbox.error.message);
      expect(outbox.value.items).toEqual([
        { id: expect.any(String), to: reset.to, subject: reset.subject, sentAt: expect.any(Date), text: null },
        { id: expect.any(String), to: receipt.to, subject: receipt.subject, sentAt: expect.any(Date), text: receipt.text },
      ]);
      expect(outbox.value.total).toBeGreaterThanOrEqual(2);
      expect(outbox.value.pageCount).toBe(Math.ceil(outbox.value.total / 2));
    });

    it('lists the contact form’s messages newest first, a page at a time', async () => {
      const { api, contactShop, uniqueName } = await subject();
      const question = { name: 'Dr. Heba Adel', email: 'heba.adel@clinic.example', message: uniqueName('Do you deliver to Aswan?') };
      const followUp = { ...question, message: uniqueName('And to Luxor?') };
      await contactShop(question);
      await contactShop(followUp);
      const messages = await api.contactMessages({ page: 1, perPage: 2 });
      expect(messages).toMatchObject({ ok: true, value: { page: 1, perPage: 2 } });
      if (!messages.ok) throw new Error(messages.error.message);
      expect(messages.value.items).toEqual([
        { ...followUp, id: expect.any(Number), createdAt: expect.any(Date) },
        { ...question, id: expect.any(Number), createdAt: expect.any(Date) },
      ]);
      expect(messages.value.pageCount).toBe(Math.ceil(messages.value.total / 2));
    });

    it('filters the audit log by record type, trimmed, none filtering nothing, and refuses a malformed one', async () => {
      const { api, adminEmail } = await subject();
      const settings = await api.settings();
      if (!settings.ok) throw new Error(settings.error.message);
      await api.setAiAccess(settings.value.aiAccess);
      const mine = { actorEmail: adminEmail, entity: 'setting', entityId: 'ai_access' };
      expect(await api.auditLog({ page: 1, perPage: 1 })).toMatchObject({ ok: true, value: { items: [mine] } });
      expect(await api.auditLog({ page: 1, perPage: 1, entity: ' setting ' })).toMatchObject({ ok: true, value: { items: [mine] } });
      const products = await api.auditLog({ page: 1, perPage: 100, entity: 'product' });
      expect(products.ok && products.value.items.every((entry) => entry.entity === 'product')).toBe(true);
      expect(await api.auditLog({ page: 1, perPage: 5, entity: 'Promo Code' })).toEqual({
        ok: false,
        error: { kind: 'rejected', status: 400, code: 'validation_failed', message: expect.stringContaining(serverHttpMessagesEn.invalidField('querystring', 'entity', '')) },
      });
    });
  });
}
