import { useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import { ChevronLeft, ChevronRight } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { withParams } from './listing-params';
import { useT } from '../../lib/i18n';

function pagesAround(page: number, total: number): Array<number | 'gap'> {
  const wanted = new Set([1, total, page - 1, page, page + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Page links (`.page-link` in app.css; the current page is styled from its aria-current). */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const [search] = useSearchParams();
  const t = useT();
  if (totalPages <= 1) return null;
  const href = (p: number) => withParams(search, { page: p === 1 ? null : String(p) });
  return (
    <nav className="mt-10 flex items-center justify-center gap-1" aria-label={t('pagination.label')}>
      {page > 1 && (
        <Link to={href(page - 1)} className="page-link" aria-label={t('pagination.previous')}>
          <Icon node={ChevronLeft} className="h-4 w-4" />
        </Link>
      )}
      {pagesAround(page, totalPages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-2 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={href(p)}
            className="page-link"
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: p })}
          >
            {p}
          </Link>
        ),
      )}
      {page < totalPages && (
        <Link to={href(page + 1)} className="page-link" aria-label={t('pagination.next')}>
          <Icon node={ChevronRight} className="h-4 w-4" />
        </Link>
      )}
    </nav>
  );
}
