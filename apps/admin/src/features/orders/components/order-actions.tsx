import { useState } from 'react';
import { Link } from 'react-router';
import { Printer, Undo2 } from 'lucide-react';
import { ADMIN_ORDER_MESSAGES as M, ORDER_ACTION_LABELS, type AdminOrderDetail } from '@shopwright/shared/admin';
import { formatMoney, fromMinorIn } from '@shopwright/shared/money';
import type { OrderAction } from '@shopwright/shared/orders';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PayLaterButtons } from './pay-later-buttons';
import { useOrderAction, useRefundOrder } from '../api/orders';
import { withToast } from '../../../lib/with-toast';
import { RefundDialog } from './refund-dialog';
import { ShipDialog } from './ship-dialog';

type Open = OrderAction | 'refund' | null;

/** What confirming each move does, said before it is done. */
function consequence(action: Exclude<OrderAction, 'ship'>, order: AdminOrderDetail): string {
  if (action === 'confirm') return 'The order is accepted and can be prepared for shipping.';
  if (action === 'start_processing') return 'The order is marked as being prepared.';
  if (action === 'deliver') return 'The parcel has reached the customer. The order is complete.';
  const refund =
    order.refundable > 0
      ? ` ${formatMoney(order.refundable, order.currency)} is refunded${order.card ? ` to the ${order.card.brand} card ending in ${order.card.last4}` : ''}.`
      : '';
  return `The items go back to stock, a discount code use is given back and the customer is e-mailed.${refund} This cannot be undone.`;
}

/** The page's buttons: only the moves the state machine allows now, a refund while money is left, a delivered order's returns, printing. */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState<Open>(null);
  const action = useOrderAction(order.id);
  const refund = useRefundOrder(order.id);
  const close = () => setOpen(null);

  async function run(input: Parameters<typeof action.mutateAsync>[0]) {
    const error = await withToast(action.mutateAsync(input), M.actionDone(input.action));
    if (!error) close();
    return error;
  }

  const simple = open && open !== 'ship' && open !== 'refund' ? open : null;
  return (
    <>
      {order.allowed_actions
        .filter((a) => a !== 'cancel')
        .map((a) => (
          <Button key={a} variant={a === 'ship' ? 'primary' : 'secondary'} onClick={() => setOpen(a)}>
            {ORDER_ACTION_LABELS[a]}
          </Button>
        ))}
      <PayLaterButtons order={order} />
      {order.refundable > 0 && (
        <Button variant="secondary" onClick={() => setOpen('refund')}>
          Refund
        </Button>
      )}
      {order.allowed_actions.includes('cancel') && (
        <Button variant="danger" onClick={() => setOpen('cancel')}>
          {ORDER_ACTION_LABELS.cancel}
        </Button>
      )}
      {order.status === 'delivered' && (
        <Link to={`/returns?q=${order.number}`} className={buttonClass('ghost')}>
          <Undo2 className="h-4 w-4" aria-hidden="true" />
          Returns
        </Link>
      )}
      <Link to={`/orders/${order.id}/invoice`} target="_blank" className={buttonClass('ghost')}>
        <Printer className="h-4 w-4" aria-hidden="true" />
        Invoice
      </Link>

      <ConfirmDialog
        open={simple !== null}
        title={simple ? `${ORDER_ACTION_LABELS[simple]}: ${order.number}?` : ''}
        description={simple ? consequence(simple, order) : ''}
        confirmLabel={simple ? ORDER_ACTION_LABELS[simple] : ''}
        danger={simple === 'cancel'}
        pending={action.isPending}
        onConfirm={() => simple && void run({ action: simple })}
        onClose={close}
      />
      <ShipDialog
        open={open === 'ship'}
        orderNumber={order.number}
        pending={action.isPending}
        onShip={(s) => run({ action: 'ship', ...s })}
        onClose={close}
      />
      {open === 'refund' && (
        <RefundDialog
          open
          order={order}
          pending={refund.isPending}
          onRefund={async (input) => {
            const error = await withToast(
              refund.mutateAsync(input),
              M.refunded(
                input.amount
                  ? formatMoney(fromMinorIn(input.amount, order.currency), order.currency)
                  : formatMoney(order.refundable, order.currency),
              ),
            );
            if (!error) close();
            return error;
          }}
          onClose={close}
        />
      )}
    </>
  );
}
