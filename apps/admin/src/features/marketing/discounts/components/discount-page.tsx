import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { AdminDiscountDetail } from '@shopwright/shared/admin';
import { ApiError } from '@shopwright/shared/http';
import { EmptyState, ErrorState } from '../../../../components/ui/state-message';
import { useDiscount } from '../api/discounts';
import { DetailSkeleton } from '../../../../components/ui/detail-skeleton';

/** Back to the list of codes (the Marketing landing page). */
export function BackToDiscounts() {
  return (
    <Link to="/marketing" className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      All discount codes
    </Link>
  );
}

/**
 * A page about the code in the address (`:discountId`): the back link, then the loading, missing
 * and error states, or `children` with the code.
 */
export function DiscountPage({ children }: { children: (discount: AdminDiscountDetail) => ReactNode }) {
  const id = Number(useParams().discountId);
  const valid = Number.isInteger(id) && id > 0;
  const discount = useDiscount(valid ? id : 0);

  let body;
  if (!valid || (discount.error instanceof ApiError && discount.error.status === 404)) {
    body = <EmptyState icon={SearchX} message="This discount code does not exist." />;
  } else if (discount.isPending) {
    body = <DetailSkeleton label="Loading discount code" />;
  } else if (discount.isError) {
    body = <ErrorState error={discount.error} onRetry={() => void discount.refetch()} />;
  } else {
    body = children(discount.data);
  }
  return (
    <>
      <BackToDiscounts />
      {body}
    </>
  );
}
