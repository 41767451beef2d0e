import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, SearchX, Trash2 } from 'lucide-react';
import { ApiError } from '@shopwright/shared/http';
import type { ShippingMethodDef } from '@shopwright/shared/tax';
import { Button } from '../../../components/ui/button';
import { DeleteConfirm } from '../../../components/ui/delete-confirm';
import { DetailSkeleton } from '../../../components/ui/detail-skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-message';
import { useDeleteShippingMethod, useShippingMethod } from '../api/shipping';

/** Back to Settings → Shipping. */
export function BackToShipping() {
  return (
    <Link
      to="/settings/shipping"
      className="mb-2 inline-flex min-h-11 items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Shipping
    </Link>
  );
}

/** The method in the address: the back link, then the loading, missing and error states, or `children` with the method. */
export function MethodPage({ code, children }: { code: string; children: (method: ShippingMethodDef) => ReactNode }) {
  const method = useShippingMethod(code);
  let body;
  if (method.error instanceof ApiError && method.error.status === 404)
    body = <EmptyState icon={SearchX} message="This shipping method does not exist. It may have been deleted." />;
  else if (method.isPending) body = <DetailSkeleton label="Loading shipping method" />;
  else if (method.isError) body = <ErrorState error={method.error} onRetry={() => void method.refetch()} />;
  else body = children(method.data);
  return (
    <>
      <BackToShipping />
      {body}
    </>
  );
}

/** Deletes the method after asking; orders placed with it keep its name. */
export function DeleteMethodButton({ method }: { method: ShippingMethodDef }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteShippingMethod();
  const navigate = useNavigate();
  return (
    <>
      <Button variant="secondary" className="min-h-11 text-red-600" onClick={() => setAsking(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Delete
      </Button>
      <DeleteConfirm
        target={asking ? `shipping method ${method.name}` : null}
        description="Checkout stops offering it at once. Orders placed with it keep its name. To pause it instead, turn Active off."
        confirmLabel="Delete method"
        pending={remove.isPending}
        run={(handlers) =>
          remove.mutate(method.code, {
            onSuccess: () => {
              handlers.onSuccess();
              navigate('/settings/shipping');
            },
            onError: handlers.onError,
          })
        }
        done={`Shipping method ${method.name} deleted.`}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
