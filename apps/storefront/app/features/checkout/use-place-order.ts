import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { PlaceOrderInput } from '@shopwright/shared/checkout';
import { cartKeys } from '../../lib/cart/cart-keys';
import { orderKeys } from '../../lib/orders/order-keys';
import { useAttemptKey } from './attempt-key';
import { checkoutKeys, placeOrder } from './api/checkout';
import { problemOf, type CheckoutProblem } from './checkout-problems';
import { rememberStripeOrder } from './stripe-return';

/**
 * Places the order under the attempt's Idempotency-Key. Success refreshes the cart (now empty)
 * and the orders and opens the confirmation (a Stripe order first goes to Stripe's page); a refusal becomes a problem for its step, and a
 * change of cart or prices re-reads the quote.
 */
export function usePlaceOrder(onProblem: (problem: CheckoutProblem) => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const attempt = useAttemptKey();
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const mutation = useMutation({
    mutationFn: (body: PlaceOrderInput) => placeOrder(body, attempt.keyFor(JSON.stringify(body))),
    onSuccess: (order) => {
      attempt.finish(false);
      if (order.payment_redirect_url) {
        // Stripe Checkout: the shopper pays on Stripe's page and comes back to the confirmation.
        rememberStripeOrder(order.id);
        window.location.assign(order.payment_redirect_url);
        return;
      }
      queryClient.setQueryData(orderKeys.detail(String(order.id)), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      navigate(`/checkout/confirmation/${order.id}`, { replace: true });
    },
    onError: (error) => {
      const found = problemOf(error);
      attempt.finish(found.unclear);
      setProblem(found);
      onProblem(found);
      if (!found.stale) return;
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
  return { place: mutation.mutate, placing: mutation.isPending, problem, clearProblem: () => setProblem(null) };
}
