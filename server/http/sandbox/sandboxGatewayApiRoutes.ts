import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxGateway } from '../../adapters/payments/SandboxGateway';

const refundBody = z.object({ transaction_id: z.union([z.number().int().nonnegative(), z.string().min(1).max(64)]), amount_cents: z.unknown() });

/** Paymob's answer to a call without its secret key (test/fixtures/paymob/create-intention-401.json). */
const NOT_AUTHENTICATED = { detail: 'Looks like the secret key is invalid' };

/**
 * The sandbox's server-to-server API beside its checkout page, at Paymob's paths under /sandbox:
 * `POST /sandbox/api/acceptance/void_refund/refund` and `GET /sandbox/api/acceptance/transactions/:id`,
 * authenticated with the sandbox's secret key as Paymob's `Authorization: Token <secret key>`. The
 * real PaymobGateway pointed at `<shop>/sandbox` speaks to it as to Paymob (./PAYMOB.md beside the
 * adapters). Not the shop's API: left out of the OpenAPI document.
 */
export async function sandboxGatewayApiRoutes(app: FastifyInstance, sandbox: SandboxGateway): Promise<void> {
  app.post('/sandbox/api/acceptance/void_refund/refund', { schema: { hide: true } }, async (request, reply) => {
    if (!sandbox.authorizes(request.headers.authorization)) return reply.code(401).send(NOT_AUTHENTICATED);
    const body = refundBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ detail: 'transaction_id and amount_cents are required.' });
    const answer = await sandbox.answerRefund(String(body.data.transaction_id), body.data.amount_cents);
    return reply.code(answer.status).send(answer.body);
  });

  app.get('/sandbox/api/acceptance/transactions/:id', { schema: { hide: true } }, async (request, reply) => {
    if (!sandbox.authorizes(request.headers.authorization)) return reply.code(401).send(NOT_AUTHENTICATED);
    const { id } = request.params as { id: string };
    const transaction = await sandbox.transaction(id);
    return transaction ? reply.send(transaction) : reply.code(404).send({ detail: 'Not found.' });
  });
}
