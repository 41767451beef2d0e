import { useState } from 'react';
import { BellRing, CircleDollarSign } from 'lucide-react';
import { ADMIN_ORDER_MESSAGES as M } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { withToast } from '../../../lib/with-toast';
import { useMarkPaid, useSendReminder } from '../api/pay-later';

interface PayLaterOrderRef {
  id: number;
  number: string;
  total: number;
  currency: string;
  email: string | null;
  /** The detail says it; a row of the pay-later list always awaits payment. */
  can_mark_paid?: boolean;
}

/** Mark as paid and send a reminder, each asked for first; shown while a pay-later order waits for its money. */
export function PayLaterButtons({ order, size = 'md' }: { order: PayLaterOrderRef; size?: 'md' | 'sm' }) {
  const [open, setOpen] = useState<'paid' | 'remind' | null>(null);
  const markPaid = useMarkPaid();
  const remind = useSendReminder();
  if (order.can_mark_paid === false) return null;
  const total = formatMoney(order.total, order.currency);
  const close = () => setOpen(null);

  return (
    <>
      <Button variant="primary" size={size} onClick={() => setOpen('paid')}>
        <CircleDollarSign className="h-4 w-4" aria-hidden="true" />
        Mark as paid
      </Button>
      {order.email && (
        <Button variant="secondary" size={size} onClick={() => setOpen('remind')}>
          <BellRing className="h-4 w-4" aria-hidden="true" />
          Send reminder
        </Button>
      )}
      <ConfirmDialog
        open={open === 'paid'}
        title={`Mark ${order.number} as paid?`}
        description={`Records that ${total} arrived for this order. A pending order is confirmed at the same time.`}
        confirmLabel="Mark as paid"
        pending={markPaid.isPending}
        onConfirm={() => void withToast(markPaid.mutateAsync(order.id), M.markedPaid(order.number)).then(close)}
        onClose={close}
      />
      <ConfirmDialog
        open={open === 'remind'}
        title={`Send a payment reminder for ${order.number}?`}
        description={`${order.email ?? 'The customer'} is e-mailed that ${total} is still due.`}
        confirmLabel="Send reminder"
        pending={remind.isPending}
        onConfirm={() => void withToast(remind.mutateAsync(order.id), M.reminderSent(order.email ?? '')).then(close)}
        onClose={close}
      />
    </>
  );
}
