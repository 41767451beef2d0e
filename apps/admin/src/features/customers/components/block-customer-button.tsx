import { useState } from 'react';
import { Ban, CircleCheck } from 'lucide-react';
import toast from 'react-hot-toast';
import { ADMIN_MESSAGES, type AdminCustomerDetail } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { fullName } from '../../../lib/format';
import { useSetCustomerBlocked } from '../api/customers';

/** Block or unblock, each after a confirmation. */
export function BlockCustomerButton({ customer }: { customer: AdminCustomerDetail }) {
  const [open, setOpen] = useState(false);
  const mutation = useSetCustomerBlocked(customer.id);
  const blocking = !customer.is_blocked;
  const name = fullName(customer);

  function confirm() {
    mutation.mutate(blocking, {
      onSuccess: () => {
        setOpen(false);
        toast.success(blocking ? ADMIN_MESSAGES.customerBlocked : ADMIN_MESSAGES.customerUnblocked);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <>
      <Button variant={blocking ? 'danger' : 'secondary'} onClick={() => setOpen(true)}>
        {blocking ? <Ban className="h-4 w-4" aria-hidden="true" /> : <CircleCheck className="h-4 w-4" aria-hidden="true" />}
        {blocking ? 'Block customer' : 'Unblock customer'}
      </Button>
      <ConfirmDialog
        open={open}
        title={blocking ? `Block ${name}?` : `Unblock ${name}?`}
        description={
          blocking
            ? 'They will be signed out on every device and cannot sign in until you unblock them.'
            : 'They will be able to sign in and shop again.'
        }
        confirmLabel={blocking ? 'Block' : 'Unblock'}
        danger={blocking}
        pending={mutation.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
