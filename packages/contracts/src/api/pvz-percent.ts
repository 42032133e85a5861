import { type Static, Type } from 'typebox';
import { literals } from './common.js';
import { Id } from './primitives.js';

export const pvzPercentRoutes = {
  /** GET PercentsQuery → PercentTable */
  getPercents: '/api/pvz-percent/get-percents',
  setPercent: '/api/pvz-percent/set-percent',
} as const;

/** Goods kinds charged a service percentage (the shop sells at its own price). */
export const percentKinds = ['purchase', 'barcode', 'service'] as const;
export type PercentKind = (typeof percentKinds)[number];
const Kind = literals(['purchase', 'barcode', 'service'] as const);

export const PercentCell = Type.Object({
  marketplaceId: Type.Integer(),
  kind: Kind,
  percent: Type.Number(),
  /** true when no value was set for this point and the settings' default applies */
  isDefault: Type.Boolean(),
});

export const PercentsQuery = Type.Object({ pvzId: Id });

/** GET /api/pvz-percent/get-percents?pvzId=: the point's percentage for every marketplace × kind. */
export const PercentTable = Type.Object({
  marketplaces: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  percents: Type.Array(PercentCell),
});
export type PercentTable = Static<typeof PercentTable>;

export const SetPercentBody = Type.Object({
  pvzId: Id,
  marketplaceId: Id,
  kind: Kind,
  percent: Type.Number(),
});
export type SetPercentBody = Static<typeof SetPercentBody>;
