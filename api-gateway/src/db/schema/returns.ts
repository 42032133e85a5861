/** The tables of the returns slice (migration 0008–0010); `Database` extends this. TODO(slice). */
export type ReturnsTables = Record<never, never>;
