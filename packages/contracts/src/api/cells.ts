import { type Static, Type } from 'typebox';
import { Nullable } from './common.js';
import { Id, Int32 } from './primitives.js';

export const cellRoutes = {
  /** GET CellsQuery → CellList */
  getCells: '/api/cells/get-cells',
  /** POST AddCellsBody */
  addCells: '/api/cells/add-cells',
} as const;

export const CELLS_ADD_MAX = 1000;

export const CellsQuery = Type.Object({ pvzId: Id });

export const CellItem = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  /** the client whose parcels are in the cell; null when it is free */
  clientPhone: Nullable(Type.String()),
});
export type CellItem = Static<typeof CellItem>;

export const CellList = Type.Object({ cells: Type.Array(CellItem) });
export type CellList = Static<typeof CellList>;

export const AddCellsBody = Type.Object({
  pvzId: Id,
  /** 1 to CELLS_ADD_MAX, checked by the gateway with its own message */
  count: Int32,
});
export type AddCellsBody = Static<typeof AddCellsBody>;

/** The numbers given to the new cells: after the highest existing one. */
export const AddCellsAnswer = Type.Object({ success: Type.Literal(true), from: Type.Integer(), to: Type.Integer() });
export type AddCellsAnswer = Static<typeof AddCellsAnswer>;
