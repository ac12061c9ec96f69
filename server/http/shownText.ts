import type { FastifyReply } from 'fastify';

/**
 * Marks an answer that depends on the reader's language, so that a shared cache keeps one copy per
 * language. Set before sending: the compression hook then adds Accept-Encoding beside it.
 */
export function variesByLanguage(reply: FastifyReply): FastifyReply {
  return reply.header('vary', 'Accept-Language');
}
