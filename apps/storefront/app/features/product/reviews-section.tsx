import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RatingStars } from '../../components/product/rating-stars';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/session/auth-provider';
import { useDialogActions } from '../../lib/dialogs';
import { lazyPart } from '../../components/ui/lazy-part';
import { reviewsQueryOptions } from './api/reviews';
import { formatDate } from '@shopwright/shared/i18n/format';
import { useT } from '../../lib/i18n';

// Only signed-in shoppers see the form: its validation loads with it, not with the page.
const ReviewForm = lazyPart(() => import('./review-form').then((m) => m.ReviewForm));

const DATE = { dateStyle: 'medium', timeZone: 'UTC' } as const;

/** Rating summary, the reviews (paginated) and the review form. */
export function ReviewsSection({ productId }: { productId: number }) {
  const { isAuthenticated } = useAuth();
  const { show } = useDialogActions();
  const [page, setPage] = useState(1);
  const t = useT();
  // Page 1 comes with the page (the loader's dehydrated cache); later pages are fetched here.
  const { data } = useQuery({ ...reviewsQueryOptions(productId, page), placeholderData: keepPreviousData });
  const reviews = data?.results ?? [];
  return (
    <section id="reviews" className="mt-16 grid gap-10 border-t border-line pt-10 lg:grid-cols-[320px_1fr]" aria-labelledby="reviews-title">
      <div>
        <h2 id="reviews-title" className="text-2xl font-semibold">
          {t('review.heading')}
        </h2>
        {data && (
          <div className="mt-4 space-y-3">
            <RatingStars average={data.rating.average} count={data.rating.count} size="md" />
            <ul className="space-y-1 text-sm">
              {data.rating.distribution.map((d) => (
                <li key={d.stars} className="flex items-center gap-2">
                  <span className="w-12 text-muted">{t('review.starRow', { stars: d.stars })}</span>
                  <span className="h-2 flex-1 overflow-hidden rounded-full bg-surface">
                    <span
                      className="block h-full bg-amber-400"
                      style={{ width: `${data.rating.count ? (d.count / data.rating.count) * 100 : 0}%` }}
                    />
                  </span>
                  <span className="w-8 text-right text-muted">{d.count}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="mt-6">
          {isAuthenticated ? (
            <ReviewForm productId={productId} />
          ) : (
            <Button variant="secondary" onClick={() => show('login')}>
              {t('review.signIn')}
            </Button>
          )}
        </div>
      </div>
      <div>
        {reviews.length === 0 ? (
          <p className="text-muted">{t('review.none')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {reviews.map((r) => (
              <li key={r.id} className="py-5 first:pt-0">
                <RatingStars average={r.rating} count={1} />
                <h3 className="mt-2 font-semibold">{r.title}</h3>
                <p className="mt-1 whitespace-pre-line text-sm text-ink/90">{r.body}</p>
                <p className="mt-2 text-xs text-muted">
                  {r.author} · {formatDate(r.created_at, t.lang, DATE)}
                </p>
              </li>
            ))}
          </ul>
        )}
        {data && data.total_pages > 1 && (
          <div className="mt-6 flex items-center gap-3">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('review.previous')}
            </Button>
            <span className="text-sm text-muted">{t('review.pageOf', { page, count: data.total_pages })}</span>
            <Button variant="secondary" disabled={page >= data.total_pages} onClick={() => setPage((p) => p + 1)}>
              {t('review.next')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
