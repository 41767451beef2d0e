import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { ADMIN_PRODUCT_MESSAGES as M, type AdminProduct } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteProduct } from '../api/products';

/** Deletes the product for good after a confirmation, then goes back to the list. */
export function DeleteProductButton({ product }: { product: AdminProduct }) {
  const [open, setOpen] = useState(false);
  const mutation = useDeleteProduct(product.id);
  const navigate = useNavigate();
  function confirm() {
    mutation.mutate(undefined, {
      onSuccess: () => {
        toast.success(M.deleted);
        navigate('/products', { replace: true });
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  }
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete ${product.name}?`}
        description="The product, its pictures, reviews and stock history are removed for good. Orders keep their own copy of its name and price. To hide it for a while instead, unpublish it."
        confirmLabel="Delete product"
        danger
        pending={mutation.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
