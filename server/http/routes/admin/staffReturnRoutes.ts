import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as mini from 'zod/mini';
import { piastersFromPounds } from '@tiara/domain/money';
import { sendAfterCommit } from '../../../application/mail/sendAfterCommit';
import type { RefundRefusalCode } from '../../../application/refunds/Refunder';
import { ReturnMessages } from '../../../application/returns/ReturnMessages';
import type { ReturnMoveErrorCode, ReturnMoved, StaffMember } from '../../../application/returns/ReturnMoves';
import type { ShopServices } from '../../../composition/composeShop';
import { HttpError, notFound } from '../../HttpError';
import { publicOrigin } from '../../publicOrigin';
import { errorResponses, idParam } from '../../schemas';
import type { ZodApp } from '../../ServerContext';
import { variesByLanguage } from '../../shownText';
import { pageAsked, pageJson, pageOf, pageQuery } from './adminSchemas';
import { REFUND_REFUSAL_STATUS } from './orderRefundJson';
import { staffOf } from './staffAccess';
import {
  decisionBody,
  receiptBody,
  resolutionBody,
  returnFilterOf,
  returnFilterQuery,
  staffReturnDetailJson,
  staffReturnDetailToJson,
  staffReturnJson,
  staffReturnToJson,
} from './staffReturnJson';

/** The back office (Admin), or the sales desk (Sales or Admin), which never handles money. */
export type ReturnDesk = 'admin' | 'sales';

const MOVE_STATUS: Readonly<Record<ReturnMoveErrorCode | RefundRefusalCode, number>> = {
  return_not_found: 404,
  return_changed: 409,
  refusal_reason_required: 400,
  resolving_otherwise: 409,
  not_for_sales_desk: 403,
  replacement_out_of_stock: 409,
  ...REFUND_REFUSAL_STATUS,
};

const REFUSALS = errorResponses(400, 401, 403, 404, 409);

/**
 * The returns queue of a desk, under its prefix (/api/admin or /api/sales, guarded by requireStaff):
 * the requests, open ones first and oldest first; one with what resolving it needs; and staff's
 * moves, each a conditional update on the request's status (the same move twice is answered as
 * made; another move since is a 409 naming where the request is), each a step of the return,
 * audited, and told to the customer. The sales desk decides, receives and exchanges; money goes
 * back from the back office only.
 */
export function staffReturnRoutes(app: ZodApp, shop: ShopServices, desk: ReturnDesk): void {
  const { returns, refunds, mailer, now } = shop;
  const tags = [desk];
  const who = desk === 'admin' ? '(Admin)' : '(Sales or Admin)';
  const params = z.object({ id: idParam });

  /** Through the sales desk even an admin acts as Sales. */
  const staffMemberOf = (request: FastifyRequest): StaffMember => (desk === 'sales' ? { ...staffOf(request), role: 'Sales' } : staffOf(request));

  async function detailOf(returnId: number, request: FastifyRequest) {
    const found = await returns.queries.detail(returnId);
    const money = found && (await refunds.queries.moneyOf(found.orderId));
    if (!found || !money) throw notFound(ReturnMessages.returnNotFound(returnId), 'return_not_found');
    return staffReturnDetailToJson(found, money, await refunds.queries.refundsOfOrder(found.orderId), request.language);
  }

  /** After a move: its e-mail once committed, and the return as it is now. */
  async function answer(moved: ReturnMoved, request: FastifyRequest) {
    await sendAfterCommit(mailer, moved.mail, request.log);
    return detailOf(moved.returnId, request);
  }

  app.get(
    '/returns',
    {
      schema: {
        tags,
        summary: `Return requests, open ones first (waiting for staff), oldest first ${who}`,
        security: [{ bearer: [] }],
        querystring: mini.object({ ...returnFilterQuery(), ...pageQuery() }),
        response: { 200: pageOf(staffReturnJson), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const asked = pageAsked(request.query);
      variesByLanguage(reply);
      return pageJson(await returns.queries.list(returnFilterOf(request.query), asked), asked, (found) => staffReturnToJson(found, request.language));
    },
  );

  app.get(
    '/returns/:id',
    {
      schema: {
        tags,
        summary: `A return request with what resolving it needs: the suggested amount, what may still be refunded, the order’s refunds, its steps ${who}`,
        security: [{ bearer: [] }],
        params,
        response: { 200: staffReturnDetailJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      variesByLanguage(reply);
      return detailOf(request.params.id, request);
    },
  );

  app.post(
    '/returns/:id/decision',
    {
      schema: {
        tags,
        summary: `Approve a request, or refuse it with a reason ${who}`,
        description: 'From Requested only. Refusing needs a reason (400 without), which the customer reads. The customer gets a notice and an e-mail in the language they asked in.',
        security: [{ bearer: [] }],
        params,
        body: decisionBody(),
        response: { 200: staffReturnDetailJson, ...REFUSALS },
      },
    },
    async (request) => {
      const result = await returns.decide.execute({
        returnId: request.params.id,
        decision: request.body.decision,
        reason: request.body.reason,
        staff: staffMemberOf(request),
        now: now(),
        origin: publicOrigin(shop, request),
      });
      if (!result.ok) throw new HttpError(MOVE_STATUS[result.error.code], result.error.code, result.error.message);
      return answer(result.value, request);
    },
  );

  app.post(
    '/returns/:id/receipt',
    {
      schema: {
        tags,
        summary: `Mark an approved return’s goods received, restocking them or not ${who}`,
        description:
          'From Approved only. restock puts the returned quantities back on the stock (once, however many staff mark it at once), and ends the back-in-stock waits it can. ' +
          'The customer gets a notice and an e-mail.',
        security: [{ bearer: [] }],
        params,
        body: receiptBody(),
        response: { 200: staffReturnDetailJson, ...REFUSALS },
      },
    },
    async (request) => {
      const result = await returns.receive.execute({ returnId: request.params.id, restock: request.body.restock, staff: staffMemberOf(request), now: now(), origin: publicOrigin(shop, request) });
      if (!result.ok) throw new HttpError(MOVE_STATUS[result.error.code], result.error.code, result.error.message);
      const origin = publicOrigin(shop, request);
      for (const mails of result.value.backInStock) for (const mail of mails(origin)) await sendAfterCommit(mailer, mail, request.log);
      return answer(result.value, request);
    },
  );

  app.post(
    '/returns/:id/resolution',
    {
      schema: {
        tags,
        summary: desk === 'admin' ? 'Settle an approved or received return: money back (card, store credit, by hand) or an exchange (Admin)' : 'Settle an approved or received return by exchange (Sales or Admin)',
        description:
          'From Approved or Received. card-refund, store-credit and paid-back-by-hand give money back through the refunds (request key return-<id>: resolving twice, or two staff at once, makes one refund); ' +
          'a refusal of the refund (over what may be refunded, no card payment, a guest’s order for store credit) leaves the return as it was. ' +
          'exchange places a replacement order at no charge (the returned lines at price 0, no shipping, the same customer and address, Processing), taking its stock like any order: 409 when it is short. ' +
          (desk === 'sales' ? 'The sales desk never handles money: the money resolutions are 403 here. ' : '') +
          'The customer gets a notice and an e-mail.',
        security: [{ bearer: [] }],
        params,
        body: resolutionBody(),
        response: { 200: staffReturnDetailJson, ...REFUSALS },
      },
    },
    async (request) => {
      const { resolution, amount, note } = request.body;
      const result = await returns.resolve.execute({
        returnId: request.params.id,
        resolution,
        amount: amount === undefined ? undefined : piastersFromPounds(amount),
        note,
        staff: staffMemberOf(request),
        now: now(),
        origin: publicOrigin(shop, request),
      });
      if (!result.ok) throw new HttpError(MOVE_STATUS[result.error.code], result.error.code, result.error.message);
      return answer(result.value, request);
    },
  );
}
