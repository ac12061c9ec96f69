import type { FastifyRequest } from 'fastify';
import type { ServerContext } from './ServerContext';

/** The shop's public address, for links in e-mails and pages and the payment gateway's calls: PUBLIC_URL, or the address the request came to. */
export function publicOrigin(context: Pick<ServerContext, 'settings'>, request: FastifyRequest): string {
  return context.settings.publicUrl ?? `${request.protocol}://${request.host}`;
}
