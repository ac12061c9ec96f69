import { z } from 'zod';
import { AuditEntryJson } from '@tiara/contract/staff/shopJson';
import { AiAccessJson, MaintenanceJson } from '@tiara/contract/staff/shopRequestJson';
import { GOVERNORATES, canonicalGovernorate } from '@tiara/domain/shipping-fee';
import { AdminMessages } from '../../../application/admin/AdminMessages';
import type { ShopServices } from '../../../composition/composeShop';
import { notFound } from '../../HttpError';
import { errorResponses } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { pageAsked, pageJson, pageOf, pageQuery, toPiasters } from './adminSchemas';
import { auditEntryToJson, auditQuery, newShippingFeeBody, outboxPageJson, outboxPageToJson, settingsJson, settingsToJson, shippingFeeJson, shippingFeeToJson } from './shopJson';
import { stampOf } from './staffAccess';

/** Shipping fees and the management screen: maintenance, who sees the AI tab, the mail outbox and the audit log. */
export function adminShopRoutes(app: ZodApp, { backOffice: { settings, auditLog, outbox }, now }: ShopServices): void {
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
        body: newShippingFeeBody(),
        response: { 200: shippingFeeJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const governorate = canonicalGovernorate(request.params.governorate);
      if (!governorate) throw notFound(AdminMessages.unknownGovernorate(request.params.governorate), 'unknown_governorate');
      const saved = await settings.setShippingFee(governorate, toPiasters(request.body.shipping_fee), stampOf(request, now));
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
        body: MaintenanceJson,
        response: { 200: settingsJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => settingsToJson(await settings.setMaintenance(request.body.is_under_maintenance, stampOf(request, now))),
  );

  app.put(
    '/management/ai-access',
    {
      schema: {
        tags: ['admin'],
        summary: 'Show the AI tab to everyone, or only to the users granted it and subscribers (Admin)',
        security: [{ bearer: [] }],
        body: AiAccessJson,
        response: { 200: settingsJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => settingsToJson(await settings.setAiAccess(request.body.ai_access, stampOf(request, now))),
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
        response: { 200: outboxPageJson, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const asked = pageAsked(request.query);
      return outboxPageToJson(await outbox.mail.page(asked.offset, asked.limit), asked, outbox.inUse);
    },
  );

  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every back-office and sales change, newest first: who, what, when, on which record (Admin)',
        security: [{ bearer: [] }],
        querystring: z.object({ ...auditQuery(), ...pageQuery() }),
        response: { 200: pageOf(AuditEntryJson), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const asked = pageAsked(request.query);
      const page = await auditLog.list({ entity: request.query.entity, entityId: request.query.entity_id, actorUserId: request.query.actor_user_id }, asked);
      return pageJson(page, asked, auditEntryToJson);
    },
  );
}
