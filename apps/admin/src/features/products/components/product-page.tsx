import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { AdminProductDetail } from '@shopwright/shared/admin';
import { ApiError } from '@shopwright/shared/http';
import { EmptyState, ErrorState } from '../../../components/ui/state-message';
import { useProduct } from '../api/products';

/** Back to the product list. */
export function BackToProducts() {
  return (
    <Link to="/products" className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      All products
    </Link>
  );
}

function DetailSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading product">
      <div className="h-8 w-64 animate-pulse rounded bg-gray-200" />
      <div className="h-48 animate-pulse rounded-lg bg-gray-200" />
      <div className="h-40 animate-pulse rounded-lg bg-gray-200" />
    </div>
  );
}

/**
 * A page about the product in the address (`:productId`): the back link, then the loading, missing
 * and error states, or `children` with the product.
 */
export function ProductPage({ children }: { children: (product: AdminProductDetail) => ReactNode }) {
  const id = Number(useParams().productId);
  const valid = Number.isInteger(id) && id > 0;
  const product = useProduct(valid ? id : 0);

  let body;
  if (!valid || (product.error instanceof ApiError && product.error.status === 404)) {
    body = <EmptyState icon={SearchX} message="This product does not exist. It may have been deleted." />;
  } else if (product.isPending) {
    body = <DetailSkeleton />;
  } else if (product.isError) {
    body = <ErrorState error={product.error} onRetry={() => void product.refetch()} />;
  } else {
    body = children(product.data);
  }
  return (
    <>
      <BackToProducts />
      {body}
    </>
  );
}
