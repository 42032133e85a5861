import { errorCodes } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { refusalReason, refusedField } from '@pvz/contracts/messages/validation';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.js';

interface Described {
  status: number;
  code: string;
  message: string;
  extra?: Record<string, unknown>;
}

const unions = new Set(['anyOf', 'oneOf', 'allOf', 'if']);

/**
 * The validator stops at the first refusal, but a union reports each of its branches: the last one
 * speaks of the value's own type (`Nullable` puts null first), so it says the most.
 */
function refusalMessage(issues: FastifySchemaValidationError[]): string {
  const issue = issues.filter((candidate) => !unions.has(candidate.keyword)).at(-1) ?? issues[0];
  if (!issue) return messages.badRequest;
  const missing = issue.keyword === 'required' ? `/${String(issue.params.missingProperty)}` : '';
  const field = `${issue.instancePath}${missing}`.replace(/^\//, '').replaceAll('/', '.');
  return refusedField(field, refusalReason(issue));
}

/** What Fastify's own refusals of a body mean (its codes, before any schema is applied). */
const bodyRefusals: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: messages.requestTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.contentTypeUnsupported,
  FST_ERR_CTP_INVALID_JSON_BODY: messages.bodyNotJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.bodyNotJson,
};

function describe(error: FastifyError): Described {
  if (error instanceof AppError)
    return { status: error.statusCode, code: error.code, message: error.message, extra: error.extra };
  if (error.validation) return { status: 400, code: errorCodes.validation, message: refusalMessage(error.validation) };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, code: errorCodes.tooManyRequests, message: messages.tooManyRequests };
  if (status >= 400 && status < 500)
    return {
      status,
      code: error.code ?? errorCodes.badRequest,
      message: (error.code && bodyRefusals[error.code]) || messages.badRequest,
    };
  return { status: 500, code: errorCodes.internal, message: messages.internalError };
}

/** One error shape for the whole API: `{ error, code }`; a 5xx says nothing about internals. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, code, message, extra } = describe(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ error: message, code, ...extra });
    });
  },
  { name: 'error-handler' },
);
