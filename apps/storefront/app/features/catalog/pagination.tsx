import { Link, useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { withParams } from './listing-params';

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

const item = 'flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600';

export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const [search] = useSearchParams();
  if (totalPages <= 1) return null;
  const href = (p: number) => withParams(search, { page: p === 1 ? null : String(p) });
  return (
    <nav className="mt-10 flex items-center justify-center gap-1" aria-label="Pagination">
      {page > 1 && (
        <Link to={href(page - 1)} className={cn(item, 'hover:bg-surface')} aria-label="Previous page">
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        </Link>
      )}
      {pagesAround(page, totalPages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-2 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <Link key={p} to={href(p)} className={cn(item, p === page ? 'bg-brand-600 text-white' : 'hover:bg-surface')} aria-current={p === page ? 'page' : undefined} aria-label={`Page ${p}`}>
            {p}
          </Link>
        ),
      )}
      {page < totalPages && (
        <Link to={href(page + 1)} className={cn(item, 'hover:bg-surface')} aria-label="Next page">
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
