/** Messages of the client cabinet: the client's orders: placing, barcode delivery, «Мои заказы». Part of `messages` (../messages.ts). */
export const clientOrderMessages = {} as const;
