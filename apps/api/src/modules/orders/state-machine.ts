import type { OrderAction, OrderStatus } from '@shopwright/shared/orders';

/**
 * The order's life: pending -> confirmed -> processing -> shipped -> delivered, or cancelled
 * before it ships. Card orders start confirmed (the payment is captured at once); pay-later
 * orders start pending until staff confirm them. A confirmed order may ship without a
 * processing step.
 */
const TRANSITIONS: Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus }> = {
  confirm: { from: ['pending'], to: 'confirmed' },
  start_processing: { from: ['confirmed'], to: 'processing' },
  ship: { from: ['confirmed', 'processing'], to: 'shipped' },
  deliver: { from: ['shipped'], to: 'delivered' },
  cancel: { from: ['pending', 'confirmed', 'processing'], to: 'cancelled' },
};

/** The status an action leads to from `status`, or null when the action is not allowed there. */
export function nextStatus(status: OrderStatus, action: OrderAction): OrderStatus | null {
  const rule = TRANSITIONS[action];
  return rule.from.includes(status) ? rule.to : null;
}

export const canCancel = (status: OrderStatus): boolean => nextStatus(status, 'cancel') !== null;
