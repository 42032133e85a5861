import { ErrorResponse, errorCodes } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import type { FastifyRequest, RouteOptions } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../errors.js';

/**
 * A GET route that is a WebSocket. Declared with `wsHandler` rather than `websocket: true`, which would
 * hide it from the OpenAPI document (and so from the route fuzzing); a plain GET is told, in Russian,
 * that the address takes only WebSockets (426 Upgrade Required).
 */
export function socketRoute(
  url: string,
  tag: string,
  config: RouteOptions['config'],
  serve: (socket: WebSocket, request: FastifyRequest) => void,
): RouteOptions {
  return {
    method: 'GET',
    url,
    schema: {
      tags: [tag],
      summary: 'WebSocket: события чата (кадры RealtimeRequest / RealtimeEvent)',
      response: { 401: ErrorResponse, 403: ErrorResponse, 426: ErrorResponse, 429: ErrorResponse },
    },
    config,
    handler: async () => {
      throw new AppError(426, errorCodes.badRequest, messages.webSocketOnly);
    },
    wsHandler: serve,
  };
}
