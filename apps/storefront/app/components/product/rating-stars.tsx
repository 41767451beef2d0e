import type { CSSProperties } from 'react';

/**
 * Five stars filled to the average, with the count; readable as one sentence by screen readers.
 * The stars are drawn by CSS (`.rating::before` in app.css: five masked stars over a gradient cut
 * at `--stars`), so a product card carries one element and no SVG for them.
 */
export function RatingStars({ average, count, size = 'sm' }: { average: number; count: number; size?: 'sm' | 'md' }) {
  const filled = Math.max(0, Math.min(5, average)) * 20;
  return (
    <div
      className={size === 'md' ? 'rating rating-md' : 'rating'}
      aria-label={count > 0 ? `Rated ${average.toFixed(1)} out of 5 from ${count} reviews` : 'No reviews yet'}
      role="img"
      style={{ '--stars': `${filled}%` } as CSSProperties}
    >
      <span aria-hidden="true">{count > 0 ? `${average.toFixed(1)} (${count})` : 'No reviews'}</span>
    </div>
  );
}
