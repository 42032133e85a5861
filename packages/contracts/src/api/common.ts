import { type Static, type TSchema, Type } from 'typebox';

/**
 * A value or null. A schema of one type becomes `type: ['null', …]`: fast-json-stringify writes that
 * after a `typeof`, where a union costs an Ajv check of each branch for every value it writes. Null
 * comes first on purpose: the gateway's validator coerces types, and with the other type first it would
 * turn a null into 0 or "".
 */
export function Nullable<T extends TSchema>(schema: T) {
  const { type, enum: values } = schema as { type?: unknown; enum?: unknown[] };
  if (typeof type !== 'string') return Type.Union([Type.Null(), schema]);
  return Type.Unsafe<Static<T> | null>({ ...schema, type: ['null', type], ...(values && { enum: [null, ...values] }) });
}

/**
 * One of the given strings, as an `enum` (fast-json-stringify writes it as a string, where a union of
 * literals costs an Ajv check of each branch per value); `Unsafe` keeps the static type.
 */
export const literals = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values] });

/** A client-made id of a scan or a button press: sent again, it returns the first answer and changes nothing. */
export const OperationId = Type.String({ format: 'uuid' });

/** Every error answer of the gateway: a Russian message and a machine code. */
export const ErrorResponse = Type.Object({
  error: Type.String(),
  code: Type.String(),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

export const errorCodes = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION',
  unauthorized: 'UNAUTHORIZED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  forbidden: 'FORBIDDEN',
  crossSite: 'CROSS_SITE',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  businessRule: 'BUSINESS_RULE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL',
} as const;

export const SuccessResponse = Type.Object({ success: Type.Literal(true) });
export type SuccessResponse = Static<typeof SuccessResponse>;

/** An answer encrypted with AES-256-GCM under the session's key (both fields base64). */
export const EncryptedPayload = Type.Object({
  iv: Type.String(),
  data: Type.String(),
});
export type EncryptedPayload = Static<typeof EncryptedPayload>;

/** Standard error answers a route may give, for its response schema. */
export const errorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  422: ErrorResponse,
  429: ErrorResponse,
  500: ErrorResponse,
} as const;
