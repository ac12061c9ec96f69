import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DEFAULT_LANGUAGE, type Language } from '@tiara/domain/language';
import { AdminMessages } from '../application/admin/AdminMessages';
import { PhoneTexts } from '../application/domainTexts';
import { type ServerText, textIn } from '../application/texts/ServerText';
import { HttpError } from './HttpError';
import { HttpMessages } from './HttpMessages';

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

/** The server's own texts that schemas refuse with, by their English (the schemas hold them as plain strings). */
const SCHEMA_TEXTS = new Map<string, ServerText>([AdminMessages.imageUrl, AdminMessages.nothingToChange, AdminMessages.invalidEmail, PhoneTexts.signupInvalid].map((text) => [textIn(text, DEFAULT_LANGUAGE), text]));

/** A schema's refusal in `language` when it is one of the server's texts; a library's own wording stays as it is. */
function schemaText(detail: string, language: Language): string {
  const text = SCHEMA_TEXTS.get(detail);
  return text ? textIn(text, language) : detail;
}

function describeValidation(error: FastifyError, language: Language): string {
  const first = error.validation?.[0];
  if (!first) return HttpMessages.invalidRequest(language);
  const where = error.validationContext === 'body' ? '' : (error.validationContext ?? '');
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const detail = first.message ? schemaText(first.message, language) : HttpMessages.notValid(language);
  return HttpMessages.invalidField(where, field, detail)(language);
}

/** Every failure leaves as JSON `{ message, code }` with a 4xx status; only real bugs are 500, without details. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send({ message: textIn(error.text, request.language), code: error.code } satisfies ErrorBody);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: describeValidation(error, request.language), code: 'validation_failed' } satisfies ErrorBody);
    }
    // A safety net under validation: a value the database cannot hold (class 22, such as a NUL
    // character or an out-of-range number) is the caller's mistake; a constraint (class 23) is a conflict.
    const state = sqlState(error);
    if (state?.startsWith('22')) {
      return reply.status(400).send({ message: HttpMessages.unstorableValue(request.language), code: 'invalid_value' } satisfies ErrorBody);
    }
    if (state?.startsWith('23')) {
      request.log.warn({ err: error }, 'constraint refused a write');
      return reply.status(409).send({ message: HttpMessages.conflict(request.language), code: 'conflict' } satisfies ErrorBody);
    }
    if (!isResponseSerializationError(error) && typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message, code: (error.code ?? 'bad_request').toLowerCase() } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: HttpMessages.internalError(request.language), code: 'internal_error' } satisfies ErrorBody);
  });
}
