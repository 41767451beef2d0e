import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '@shopwright/shared/http';
import { formatMoney } from '@shopwright/shared/money';
import type { Order } from '@shopwright/shared/orders';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { orderKeys } from '../../../lib/orders/order-keys';
import { cancelOrder } from '../api/orders';

/** "Cancel order" while the order has not shipped, behind a confirmation dialog. */
export function CancelOrder({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.id),
    onSuccess: (updated) => {
      queryClient.setQueryData(orderKeys.detail(String(order.id)), updated);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      setOpen(false);
      toast.success(`Order ${order.number} cancelled.`);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
  const refund =
    order.payment_status === 'paid' || order.payment_status === 'partially_refunded'
      ? `We will refund ${formatMoney(order.total - order.refunded, order.currency)} to your ${order.card ? `${order.card.brand} ending in ${order.card.last4}` : 'account'}.`
      : 'Nothing has been charged for it.';
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      <Dialog open={open} onClose={() => !cancel.isPending && setOpen(false)} title="Cancel this order?">
        <h2 className="text-xl font-semibold">Cancel this order?</h2>
        <p className="mt-3 text-sm text-muted">
          Order {order.number} will be cancelled and its items go back on sale. {refund} This cannot be undone.
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={cancel.isPending}>
            Keep order
          </Button>
          <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            Yes, cancel order
          </Button>
        </div>
      </Dialog>
    </>
  );
}
