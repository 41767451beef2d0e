import { useState } from 'react';
import { CirclePause, CirclePlay } from 'lucide-react';
import toast from 'react-hot-toast';
import { ADMIN_DISCOUNT_MESSAGES as M, type AdminDiscount } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useSetDiscountActive } from '../api/discounts';

/** Deactivate (after a confirmation) or reactivate a code. */
export function DiscountActiveButton({ discount }: { discount: AdminDiscount }) {
  const [open, setOpen] = useState(false);
  const mutation = useSetDiscountActive(discount.id);
  const deactivating = discount.active;

  function confirm() {
    mutation.mutate(!deactivating, {
      onSuccess: (saved) => {
        setOpen(false);
        toast.success(deactivating ? M.deactivated(saved.code) : M.reactivated(saved.code));
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <>
      <Button variant={deactivating ? 'danger' : 'secondary'} onClick={() => setOpen(true)}>
        {deactivating ? <CirclePause className="h-4 w-4" aria-hidden="true" /> : <CirclePlay className="h-4 w-4" aria-hidden="true" />}
        {deactivating ? 'Deactivate' : 'Reactivate'}
      </Button>
      <ConfirmDialog
        open={open}
        title={deactivating ? `Deactivate ${discount.code}?` : `Reactivate ${discount.code}?`}
        description={
          deactivating
            ? 'Shoppers will no longer be able to use this code. Orders that already used it keep their discount. You can reactivate it later.'
            : 'Shoppers will be able to use this code again, within its dates and usage limit.'
        }
        confirmLabel={deactivating ? 'Deactivate' : 'Reactivate'}
        danger={deactivating}
        pending={mutation.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
