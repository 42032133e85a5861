import { errorCodes } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.js';

interface Described {
  status: number;
  code: string;
  message: string;
  extra?: Record<string, unknown>;
}

function describe(error: FastifyError): Described {
  if (error instanceof AppError)
    return { status: error.statusCode, code: error.code, message: error.message, extra: error.extra };
  if (error.validation) {
    const fields = [
      ...new Set(error.validation.map((issue) => issue.instancePath.replace(/^\//, '').replaceAll('/', '.'))),
    ]
      .filter(Boolean)
      .join(', ');
    return {
      status: 400,
      code: errorCodes.validation,
      message: fields ? `${messages.badRequest}: ${fields}` : messages.badRequest,
    };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, code: errorCodes.tooManyRequests, message: messages.tooManyRequests };
  if (status >= 400 && status < 500)
    return { status, code: error.code ?? errorCodes.badRequest, message: messages.badRequest };
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
