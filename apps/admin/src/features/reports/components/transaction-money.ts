import type { AdminTransaction } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';

/**
 * An amount of a transaction (its amount, net or tax) as the table shows it: a refund's as money
 * going out, an em dash when the API does not know it (null: a call for part of an order from
 * before taxes were split).
 */
export function transactionMoney(tx: Pick<AdminTransaction, 'kind' | 'currency'>, amount: number | null): string {
  if (amount === null) return '—';
  return `${tx.kind === 'refund' ? '−' : ''}${formatMoney(amount, tx.currency)}`;
}
