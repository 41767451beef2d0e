import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from '../../../lib/toast';
import { errorMessage } from '@shopwright/shared/http';
import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import type { Order } from '@shopwright/shared/orders';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { orderKeys } from '../../../lib/orders/order-keys';
import { cancelOrder } from '../api/orders';
import { useT } from '../../../lib/i18n';

/** "Cancel order" while the order has not shipped, behind a confirmation dialog. */
export function CancelOrder({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const t = useT();
  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.id),
    onSuccess: (updated) => {
      queryClient.setQueryData(orderKeys.detail(String(order.id)), updated);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      setOpen(false);
      toast.success(t('orderCancel.done', { number: order.number }));
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
  const refund =
    order.payment_status === 'paid' || order.payment_status === 'partially_refunded'
      ? order.payments.some((p) => p.method === 'gift_card' || p.method === 'store_credit')
        ? // Paid partly by gift cards or store credit: each part goes back where it came from.
          t('creditPage.refundSplit', { amount: formatMoneyIn(order.total - order.refunded, order.currency, t.lang) })
        : order.card
          ? t('orderCancel.refundCard', {
              amount: formatMoneyIn(order.total - order.refunded, order.currency, t.lang),
              brand: order.card.brand,
              last4: order.card.last4,
            })
          : t('orderCancel.refundAccount', { amount: formatMoneyIn(order.total - order.refunded, order.currency, t.lang) })
      : t('orderCancel.nothingCharged');
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('orderCancel.button')}
      </Button>
      <Dialog open={open} onClose={() => !cancel.isPending && setOpen(false)} title={t('orderCancel.title')}>
        <h2 className="text-xl font-semibold">{t('orderCancel.title')}</h2>
        <p className="mt-3 text-sm text-muted">{t('orderCancel.text', { number: order.number, refund })}</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={cancel.isPending}>
            {t('orderCancel.keep')}
          </Button>
          <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('orderCancel.confirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
