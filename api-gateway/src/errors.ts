import { errorCodes } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';

/** An error whose message a user may read: it goes out as `{ error, code }` with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** more fields of the answer, e.g. the cell of a parcel accepted earlier */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, errorCodes.badRequest, message);
export const unauthorized = (message: string = messages.sessionRequired) =>
  new AppError(401, errorCodes.unauthorized, message);
export const forbidden = (message: string = messages.forbidden) => new AppError(403, errorCodes.forbidden, message);
export const notFound = (message: string = messages.notFound) => new AppError(404, errorCodes.notFound, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new AppError(409, errorCodes.conflict, message, extra);
/** A well-formed request that a business rule refuses (not sorted yet, no free cells, ...). */
export const unprocessable = (message: string) => new AppError(422, errorCodes.businessRule, message);
export const tooManyRequests = (message: string = messages.tooManyRequests) =>
  new AppError(429, errorCodes.tooManyRequests, message);
