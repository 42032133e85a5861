/** The tables of the inventory slice (migration 0008–0010); `Database` extends this. TODO(slice). */
export type InventoryTables = Record<never, never>;
