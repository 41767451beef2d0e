import { useState } from 'react';
import {
  RETURN_ACTION_LABELS,
  RETURN_MESSAGES as M,
  type AdminReturnDetail,
  type ReturnAction,
  type ReturnActionInput,
} from '@shopwright/shared/returns';
import { Button } from '../../../components/ui/button';
import { withToast } from '../../../lib/with-toast';
import { useReturnAction } from '../api/returns';
import { MessageDialog } from './message-dialog';
import { ReceiveDialog } from './receive-dialog';
import { SettleDialog } from './settle-dialog';
import { ShipExchangeDialog } from './ship-exchange-dialog';

/** The next step is the primary button; rejecting is red. */
const VARIANT: Record<ReturnAction, 'primary' | 'secondary' | 'danger'> = {
  approve: 'primary',
  receive: 'primary',
  refund: 'primary',
  credit: 'primary',
  ship_exchange: 'primary',
  reject: 'danger',
};

/** What approving does, said before it is done. */
function approveText(detail: AdminReturnDetail): string {
  const exchange = detail.lines.some((l) => l.resolution === 'exchange');
  return `The customer is e-mailed the return instructions${exchange ? ' and the exchange variants are held in stock for them' : ''}.`;
}

/** The buttons of the moves the return allows now (the API says which), each with its dialog. */
export function ReturnActions({ detail }: { detail: AdminReturnDetail }) {
  const [open, setOpen] = useState<ReturnAction | null>(null);
  const action = useReturnAction(detail.id);
  const close = () => setOpen(null);

  async function run(input: ReturnActionInput) {
    const error = await withToast(action.mutateAsync(input), M.actionDone(input.action));
    if (!error) close();
    return error;
  }

  const actions = [...detail.allowed_actions].sort((a, b) => Number(a === 'reject') - Number(b === 'reject'));
  return (
    <>
      {actions.map((a) => (
        <Button key={a} variant={VARIANT[a]} className="min-h-11" onClick={() => setOpen(a)}>
          {RETURN_ACTION_LABELS[a]}
        </Button>
      ))}

      {open === 'approve' && (
        <MessageDialog
          open
          title={`Approve ${detail.number}?`}
          description={approveText(detail)}
          required={false}
          hint="Added to the e-mail, e.g. how to pack the items."
          confirmLabel="Approve return"
          pending={action.isPending}
          onSubmit={(message) => run({ action: 'approve', ...(message ? { message } : {}) })}
          onClose={close}
        />
      )}
      {open === 'reject' && (
        <MessageDialog
          open
          title={`Reject ${detail.number}?`}
          description="The customer is e-mailed your message and nothing is refunded. Held exchange units go back to stock. This cannot be undone."
          required
          hint="Say why, e.g. the return window or the state of the items."
          confirmLabel="Reject return"
          danger
          pending={action.isPending}
          onSubmit={(message) => run({ action: 'reject', message: message ?? '' })}
          onClose={close}
        />
      )}
      {open === 'receive' && <ReceiveDialog open detail={detail} pending={action.isPending} onReceive={run} onClose={close} />}
      {(open === 'refund' || open === 'credit') && (
        <SettleDialog open kind={open} detail={detail} pending={action.isPending} onSettle={run} onClose={close} />
      )}
      {open === 'ship_exchange' && <ShipExchangeDialog open detail={detail} pending={action.isPending} onShip={run} onClose={close} />}
    </>
  );
}
