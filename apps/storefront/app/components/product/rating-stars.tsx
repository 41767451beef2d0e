/**
 * Five stars filled to the average, with the count; readable as one sentence by screen readers.
 * The stars are CSS (`.rating-stars` in app.css): a grey row with an amber row on top, cut to the
 * average, so a product card carries no star SVGs.
 */
export function RatingStars({ average, count, size = 'sm' }: { average: number; count: number; size?: 'sm' | 'md' }) {
  const row = size === 'md' ? 'rating-stars rating-stars-md' : 'rating-stars';
  const filled = Math.max(0, Math.min(5, average)) * 20;
  return (
    <div className="rating" aria-label={count > 0 ? `Rated ${average.toFixed(1)} out of 5 from ${count} reviews` : 'No reviews yet'} role="img">
      <span className={`relative block ${size === 'md' ? 'h-5 w-25' : 'h-4 w-20'}`} aria-hidden="true">
        <span className={`${row} rating-stars-all`} />
        <span className={`${row} rating-stars-filled`} style={{ width: `${filled}%` }} />
      </span>
      <span className="text-xs text-muted" aria-hidden="true">
        {count > 0 ? `${average.toFixed(1)} (${count})` : 'No reviews'}
      </span>
    </div>
  );
}
