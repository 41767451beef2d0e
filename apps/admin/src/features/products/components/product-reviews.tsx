import { useState } from 'react';
import { MessageSquare, Star, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { ADMIN_PAGE_SIZE, ADMIN_PRODUCT_MESSAGES as M, type AdminReview } from '@shopwright/shared/admin';
import { errorMessage } from '@shopwright/shared/http';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, ErrorState } from '../../../components/ui/state-message';
import { formatDate } from '../../../lib/format';
import { useDeleteReview, useProductReviews } from '../api/products';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={n <= rating ? 'h-4 w-4 fill-amber-400 text-amber-400' : 'h-4 w-4 text-gray-300'} aria-hidden="true" />
      ))}
    </span>
  );
}

/** The product's reviews, newest first, each with its author; a review can be deleted (moderation). */
export function ProductReviews({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  const reviews = useProductReviews(productId, page);
  const remove = useDeleteReview(productId);
  const [removing, setRemoving] = useState<AdminReview | null>(null);

  function confirmRemove() {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        toast.success(M.reviewDeleted);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  let body;
  if (reviews.isPending) {
    body = <div className="h-24 animate-pulse rounded-lg bg-gray-200" aria-busy="true" aria-label="Loading reviews" />;
  } else if (reviews.isError) {
    body = <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />;
  } else if (reviews.data.results.length === 0) {
    body = <EmptyState icon={MessageSquare} message="No reviews yet." />;
  } else {
    body = (
      <ul className="divide-y divide-line">
        {reviews.data.results.map((r) => (
          <li key={r.id} className="flex gap-4 py-4 first:pt-0 last:pb-0">
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <Stars rating={r.rating} />
                <p className="font-medium">{r.title}</p>
              </div>
              <p className="mt-1 whitespace-pre-line text-sm">{r.body}</p>
              <p className="mt-1 text-xs text-muted">
                {r.author ? `${r.author.name || r.author.email} · ${r.author.email}` : 'Deleted account'} · {formatDate(r.created_at)}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="shrink-0 self-start text-red-600"
              aria-label={`Delete the review “${r.title}”`}
              onClick={() => setRemoving(r)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <div className="rounded-lg border border-line bg-white p-5 shadow-sm">{body}</div>
      {reviews.data && reviews.data.count > ADMIN_PAGE_SIZE && (
        <Pagination page={page} pageSize={ADMIN_PAGE_SIZE} count={reviews.data.count} onPage={setPage} noun="reviews" />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Delete this review?"
        description="It disappears from the product page and the rating is recomputed from the other reviews. This cannot be undone."
        confirmLabel="Delete review"
        danger
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
