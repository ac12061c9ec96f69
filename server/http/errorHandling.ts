import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from './HttpError';

export interface ErrorBody {
  readonly message: string;
  readonly code: string;
}

/** The SQLSTATE of a database error, wherever the driver or the ORM wrapped it. */
function sqlState(error: unknown): string | null {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'The request is not valid';
  const where = error.validationContext === 'body' ? '' : `${error.validationContext} `;
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return `Invalid ${where}${field ? `field '${field}'` : 'value'}: ${first.message ?? 'not valid'}`;
}

/** Every failure leaves as JSON `{ message, code }` with a 4xx status; only real bugs are 500, without details. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send({ message: error.message, code: error.code } satisfies ErrorBody);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: describeValidation(error), code: 'validation_failed' } satisfies ErrorBody);
    }
    // A safety net under validation: a value the database cannot hold (class 22, such as a NUL
    // character or an out-of-range number) is the caller's mistake; a constraint (class 23) is a conflict.
    const state = sqlState(error);
    if (state?.startsWith('22')) {
      return reply.status(400).send({ message: 'The request contains a value the shop cannot store', code: 'invalid_value' } satisfies ErrorBody);
    }
    if (state?.startsWith('23')) {
      request.log.warn({ err: error }, 'constraint refused a write');
      return reply.status(409).send({ message: 'This change conflicts with the current data. Please reload and try again.', code: 'conflict' } satisfies ErrorBody);
    }
    if (!isResponseSerializationError(error) && typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message, code: (error.code ?? 'bad_request').toLowerCase() } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'internal_error' } satisfies ErrorBody);
  });
}
