import { Star } from 'lucide-react';

/** Five stars filled to the average, with the count; readable as one sentence by screen readers. */
export function RatingStars({ average, count, size = 'sm' }: { average: number; count: number; size?: 'sm' | 'md' }) {
  const px = size === 'md' ? 'h-5 w-5' : 'h-4 w-4';
  return (
    <div className="flex items-center gap-1.5" aria-label={count > 0 ? `Rated ${average.toFixed(1)} out of 5 from ${count} reviews` : 'No reviews yet'} role="img">
      <div className="flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => {
          const fill = Math.max(0, Math.min(1, average - (n - 1)));
          return (
            <span key={n} className={`relative ${px}`}>
              <Star className={`absolute inset-0 ${px} text-gray-300`} />
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={`${px} fill-amber-400 text-amber-400`} />
              </span>
            </span>
          );
        })}
      </div>
      <span className="text-xs text-muted" aria-hidden="true">
        {count > 0 ? `${average.toFixed(1)} (${count})` : 'No reviews'}
      </span>
    </div>
  );
}
