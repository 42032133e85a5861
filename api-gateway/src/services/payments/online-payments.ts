/**
 * Online payment at hand-over. The counter asks the provider whether the client paid the sum for
 * these parcels; a real acquirer (a payment link, a terminal) plugs in behind this interface later.
 */
export interface OnlinePaymentProvider {
  /** The payment's reference when the provider confirms it, else null (the hand-over is refused). */
  confirm(payment: { amount: number; goodsIds: readonly number[]; confirmedBy: string }): Promise<string | null>;
}

/** Staff look at the client's screen and confirm the payment themselves; the reference names who did. */
export const staffConfirmedPayments: OnlinePaymentProvider = {
  async confirm(payment) {
    return `staff:${payment.confirmedBy}`;
  },
};
