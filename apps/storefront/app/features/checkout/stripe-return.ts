import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '../../lib/cart/cart-keys';
import { orderKeys } from '../../lib/orders/order-keys';
import { cancelOrder, fetchOrder } from './api/checkout';

/** The Stripe order the browser was sent to pay, remembered for the way back (cancel_url is /checkout). */
const KEY = 'sw-stripe-pending-order';

export const rememberStripeOrder = (orderId: number) => sessionStorage.setItem(KEY, String(orderId));
export const forgetStripeOrder = () => sessionStorage.removeItem(KEY);

/**
 * Back on /checkout from Stripe's page without paying: the pending order is cancelled, which
 * puts its lines back in the cart and releases the stock (README: "Stripe Checkout"). An order
 * that was paid meanwhile is left alone.
 */
export function useStripeReturn(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const id = enabled ? sessionStorage.getItem(KEY) : null;
    if (!id) return;
    forgetStripeOrder();
    void (async () => {
      try {
        const order = await fetchOrder(id);
        if (order.status === 'pending' && order.payment_status === 'awaiting_payment') await cancelOrder(order.id);
      } catch {
        // The order is gone or already settled: nothing to give back.
      }
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['checkout'] });
    })();
  }, [enabled, queryClient]);
}
