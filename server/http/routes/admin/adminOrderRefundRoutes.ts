import * as z from 'zod/mini';
import { piastersFromPounds } from '@tiara/domain/money';
import type { ShopServices } from '../../../composition/composeShop';
import { RefundMessages } from '../../../application/refunds/RefundMessages';
import { HttpError, notFound } from '../../HttpError';
import { errorResponses, idParam } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { REFUND_CHECK_REFUSAL_STATUS, REFUND_REFUSAL_STATUS, orderRefundBody, staffRefundJson, staffRefundToJson } from './orderRefundJson';
import { staffOf } from './staffAccess';

const params = z.object({ id: idParam });

/**
 * A card refund's check with the gateway, asked for by staff (POST /refunds/{id}/check); and an order's refunds outside a return (issue 29: a paid card order cancelled is refunded from its
 * detail): listed, and asked for once per click. The request key is `order-<id>-refund-<n>`, n being
 * one more than the refunds the caller saw listed: a double click, a retried request or two tabs
 * showing the same list name the same refund and make it once; a deliberate next refund is asked
 * from the list that shows the earlier one, and so gets a key of its own.
 */
export function adminOrderRefundRoutes(app: ZodApp, shop: ShopServices): void {
  const { refunds, now } = shop;

  app.get(
    '/orders/:id/refunds',
    {
      schema: {
        tags: ['admin'],
        summary: 'The refunds of an order, oldest first, with their status, attempts at the gateway and credit note (Admin)',
        security: [{ bearer: [] }],
        params,
        response: { 200: z.array(staffRefundJson), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await refunds.queries.moneyOf(id))) throw notFound(RefundMessages.orderNotFound(id), 'order_not_found');
      return (await refunds.queries.refundsOfOrder(id)).map(staffRefundToJson);
    },
  );

  app.post(
    '/orders/:id/refunds',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refund an order: to the card through the gateway, as store credit, or paid back by hand (Admin)',
        description:
          'Within what the order was paid (card, store credit spent on it, cash collected once a cash or pickup order is delivered) less its Pending and Confirmed refunds; to the card no more than the card paid (409 over_refundable). ' +
          'A card refund is recorded Pending and the gateway asked at once: its answer or its callback confirms it (Confirmed) or refuses it (Failed); without an answer it stays Pending and is asked again. ' +
          'Store credit (not for a guest’s order: 409 guest_order) and money paid back by hand are Confirmed at once. A confirmed refund is announced to the customer and gets its credit note. ' +
          'Answers 201 with the refund, or 200 with the earlier one when the same refund was asked for before (refunds_seen); 409 key_reused when that earlier one differs.',
        security: [{ bearer: [] }],
        params,
        body: orderRefundBody(),
        response: { 200: staffRefundJson, 201: staffRefundJson, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { method, amount, note, refunds_seen: seen } = request.body;
      const result = await refunds.refunder.refund({
        orderId: id,
        returnId: null,
        method,
        amount: piastersFromPounds(amount),
        requestKey: `order-${id}-refund-${seen + 1}`,
        note: note?.trim() || null,
        staffUserId: staffOf(request).userId,
        now: now(),
      });
      if (!result.ok) throw new HttpError(REFUND_REFUSAL_STATUS[result.error.code], result.error.code, result.error.message);
      const refund = (await refunds.queries.refundsOfOrder(id)).find((listed) => listed.id === result.value.refundId);
      if (!refund) throw new Error(`refund ${result.value.refundId} of order ${id} was not found after it was made`);
      return reply.code(result.value.repeated ? 200 : 201).send(staffRefundToJson(refund));
    },
  );

  app.post(
    '/refunds/:id/check',
    {
      schema: {
        tags: ['admin'],
        summary: 'Check a Pending card refund with the gateway again, now (Admin)',
        description:
          'The periodic sweep’s path for one refund, for one it stopped asking about (5 attempts) or one staff would not leave waiting: the payment’s refunded total is read from the gateway first, ' +
          'and the refund Confirmed without asking again when the gateway made it; otherwise the gateway is asked again, and its answer confirms it (Confirmed), refuses it (Failed, its amount free again) or leaves it Pending with the error. ' +
          'The refund is claimed as the sweep claims it, so it is never asked for twice at once nor counted twice: asked about in the last minute, it answers 409 check_under_way. ' +
          'Answers 200 with the refund as it now is; 404 refund_not_found; 409 not_pending_card_refund, naming its status, for a refund that is not a card refund still Pending. Recorded in the audit log (action check).',
        security: [{ bearer: [] }],
        params,
        response: { 200: staffRefundJson, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await refunds.checkWithGateway.execute({ refundId: id, staffUserId: staffOf(request).userId, now: now() });
      if (!result.ok) throw new HttpError(REFUND_CHECK_REFUSAL_STATUS[result.error.code], result.error.code, result.error.message);
      const refund = await refunds.queries.listedRefund(id);
      if (!refund) throw new Error(`refund ${id} was not found after it was checked`);
      return staffRefundToJson(refund);
    },
  );
}
