import { z } from 'zod';
import { poundsFromPiasters } from '@tiara/domain/money';
import { GOVERNORATES, ShippingFeeTable, canonicalGovernorate } from '@tiara/domain/shipping-fee';
import { AdminSettingsRepository, type ShopSettings } from '../../../adapters/db/admin/AdminSettingsRepository';
import { AuditLogQueries } from '../../../adapters/db/admin/AuditLogQueries';
import { OutboxMailer } from '../../../adapters/mail/OutboxMailer';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import { notFound } from '../../HttpError';
import { errorResponses } from '../../schemas';
import type { ServerContext, ZodApp } from '../../ServerContext';
import { idQuery, iso, pageAsked, pageOf, pageQuery, pounds, toPiasters } from './adminSchemas';
import { stampOf } from './staffAccess';

const settingsJson = z.object({
  is_under_maintenance: z.boolean().describe('The storefront shows the maintenance page; /admin and /sales stay open'),
  ai_access: z.enum(['everyone', 'listed_users']).describe('Who sees the AI tab: every signed-in user, or the users granted it (and subscribers)'),
  listed_users: z.number().int().describe('Users granted the AI tab (PATCH /api/admin/users/{id} ai_access)'),
});

const settingsToJson = (settings: ShopSettings): z.infer<typeof settingsJson> => ({
  is_under_maintenance: settings.underMaintenance,
  ai_access: settings.aiAccess,
  listed_users: settings.listedUsers,
});

const shippingFeeJson = z.object({
  governorate_name: z.string(),
  shipping_fee: z.number().nullable().describe('EGP; null or 0: the checkout charges the default fee'),
  charged_fee: z.number().describe('EGP the checkout charges for this governorate'),
});

/** The fee as stored, and as the checkout's own rule charges it. */
const shippingFeeToJson = (governorate: string, fee: number | null): z.infer<typeof shippingFeeJson> => ({
  governorate_name: governorate,
  shipping_fee: fee === null ? null : poundsFromPiasters(fee),
  charged_fee: poundsFromPiasters(new ShippingFeeTable(fee === null ? [] : [{ governorateName: governorate, fee }]).feeFor(governorate)),
});

const outboxEntryJson = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  sent_at: z.string(),
  text: z.string().nullable().describe('Null for a message that carries a one-time secret (a password reset code)'),
  withheld: z.boolean(),
});

const auditEntryJson = z.object({
  id: z.number().int(),
  actor: z.object({ user_id: z.number().int(), email: z.string().nullable() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  details: z.unknown(),
  created_at: z.string(),
});

/** Shipping fees and the management screen: maintenance, who sees the AI tab, the mail outbox and the audit log. */
export function adminShopRoutes(app: ZodApp, context: ServerContext): void {
  const settings = new AdminSettingsRepository(context.db);
  const auditLog = new AuditLogQueries(context.db);
  // The outbox is the directory the default mailer writes to; with SMTP it only holds older mail.
  const outbox = context.mailTransport instanceof OutboxMailer ? context.mailTransport : new OutboxMailer(context.settings.dataDir, context.now);

  app.get(
    '/shipping-fees',
    {
      schema: {
        tags: ['admin'],
        summary: 'The shipping fee of each of the 27 governorates, in the checkout’s order (Admin)',
        security: [{ bearer: [] }],
        response: { 200: z.array(shippingFeeJson), ...errorResponses(401, 403) },
      },
    },
    async () => (await settings.shippingFees()).map((entry) => shippingFeeToJson(entry.governorate, entry.fee)),
  );

  app.put(
    '/shipping-fees/:governorate',
    {
      schema: {
        tags: ['admin'],
        summary: "Set a governorate's shipping fee; 0 makes the checkout charge the default (Admin)",
        security: [{ bearer: [] }],
        params: z.object({ governorate: z.string().max(100).describe(`One of: ${GOVERNORATES.join(', ')}`) }),
        body: z.object({ shipping_fee: pounds().describe('EGP') }),
        response: { 200: shippingFeeJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const governorate = canonicalGovernorate(request.params.governorate);
      if (!governorate) throw notFound(AdminMessages.unknownGovernorate(request.params.governorate), 'unknown_governorate');
      const saved = await settings.setShippingFee(governorate, toPiasters(request.body.shipping_fee), stampOf(request, context));
      return shippingFeeToJson(saved.governorate, saved.fee);
    },
  );

  app.get(
    '/management/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Maintenance and AI-tab visibility (Admin)',
        security: [{ bearer: [] }],
        response: { 200: settingsJson, ...errorResponses(401, 403) },
      },
    },
    async () => settingsToJson(await settings.settings()),
  );

  app.put(
    '/management/maintenance',
    {
      schema: {
        tags: ['admin'],
        summary: 'Put the storefront under maintenance, or open it again (Admin)',
        security: [{ bearer: [] }],
        body: z.object({ is_under_maintenance: z.boolean() }),
        response: { 200: settingsJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => settingsToJson(await settings.setMaintenance(request.body.is_under_maintenance, stampOf(request, context))),
  );

  app.put(
    '/management/ai-access',
    {
      schema: {
        tags: ['admin'],
        summary: 'Show the AI tab to everyone, or only to the users granted it and subscribers (Admin)',
        security: [{ bearer: [] }],
        body: z.object({ ai_access: z.enum(['everyone', 'listed_users']) }),
        response: { 200: settingsJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => settingsToJson(await settings.setAiAccess(request.body.ai_access, stampOf(request, context))),
  );

  app.get(
    '/management/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'The mail the shop sent through its outbox, newest first (Admin)',
        description: 'The body of a message carrying a one-time secret (a password reset code) is withheld.',
        security: [{ bearer: [] }],
        querystring: z.object(pageQuery()),
        response: { 200: pageOf(outboxEntryJson).extend({ outbox_in_use: z.boolean().describe('False when mail goes out by SMTP instead') }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const asked = pageAsked(request.query);
      const { entries, total } = await outbox.page(asked.offset, asked.limit);
      return {
        items: entries.map((entry) => ({
          id: entry.id,
          to: entry.to,
          subject: entry.subject,
          sent_at: entry.sentAt,
          text: entry.confidential ? null : entry.text,
          withheld: entry.confidential === true,
        })),
        total,
        page: asked.page,
        per_page: asked.perPage,
        page_count: Math.ceil(total / asked.perPage),
        outbox_in_use: context.mailTransport instanceof OutboxMailer,
      };
    },
  );

  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every back-office and sales change, newest first: who, what, when, on which record (Admin)',
        security: [{ bearer: [] }],
        querystring: z.object({
          entity: z.string().max(50).regex(/^[a-z_]*$/, 'must be an entity name such as product or order').optional(),
          entity_id: z.string().max(100).regex(/^[^\u0000]*$/, 'must not contain a NUL character').optional(),
          actor_user_id: idQuery(),
          ...pageQuery(),
        }),
        response: { 200: pageOf(auditEntryJson), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const asked = pageAsked(request.query);
      const page = await auditLog.list({ entity: request.query.entity, entityId: request.query.entity_id, actorUserId: request.query.actor_user_id }, asked);
      return {
        items: page.items.map((entry) => ({
          id: entry.id,
          actor: entry.actorUserId === null ? null : { user_id: entry.actorUserId, email: entry.actorEmail },
          action: entry.action,
          entity: entry.entity,
          entity_id: entry.entityId,
          details: entry.details,
          created_at: iso(entry.createdAt),
        })),
        total: page.total,
        page: asked.page,
        per_page: asked.perPage,
        page_count: Math.ceil(page.total / asked.perPage),
      };
    },
  );
}
