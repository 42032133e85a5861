/** The tables of the boxes slice (migration 0008–0010); `Database` extends this. TODO(slice). */
export type BoxesTables = Record<never, never>;
