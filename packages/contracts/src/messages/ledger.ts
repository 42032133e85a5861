/** Messages of the ledger (money moves between accounts). Part of `messages` (../messages.ts). */
export const ledgerMessages = {
  ledgerAmountInvalid: 'Сумма перевода: целое число копеек больше нуля',
  ledgerSameAccount: 'Счёт списания и счёт зачисления совпадают',
  ledgerAccountMissing: 'Счёт не найден',
  ledgerTransferMissing: 'Перевод не найден',
  ledgerNotPending: 'Перевод не ожидает подтверждения',
  ledgerResolvedAlready: 'Перевод уже подтверждён или отменён',
  ledgerPendingExpired: 'Срок перевода истёк, он отменён',
  ledgerPostAboveReserved: 'Нельзя провести больше, чем было зарезервировано',
  ledgerNotReversible: 'Этот перевод нельзя сторнировать',
  ledgerReversedAlready: 'Перевод уже сторнирован',
  ledgerReasonRequired: 'Укажите причину сторнирования',
  ledgerExpiredReason: 'Срок подтверждения истёк',
} as const;

/** Ledger messages that name an account. */
export const describeLedger = {
  ledgerOverdraft: (account: string) => `Недостаточно средств на счёте «${account}»`,
  /** a payment above what is owed on an account that may not go above zero (a debt) */
  ledgerOverpayment: (account: string) => `Платёж больше задолженности на счёте «${account}»`,
};
