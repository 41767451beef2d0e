import type { AdminOrderDetail, AdminOrderSummary } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';

const rateFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/** Whether the order was charged in another currency than the shop's base currency (a market's, ADR 029). */
export const inOtherCurrency = (order: Pick<AdminOrderSummary, 'currency' | 'base_currency'>) => order.currency !== order.base_currency;

/**
 * "$27.75 at 0.92": an amount of the order in the base currency, as the reports count it (the API
 * converts at the order's stored rate with the reports' rounding), with that rate.
 */
export const baseAmountText = (order: Pick<AdminOrderDetail, 'base_currency' | 'exchange_rate'>, amount: number) =>
  `${formatMoney(amount, order.base_currency)} at ${rateFormat.format(order.exchange_rate)}`;
