import type { CSSProperties } from 'react';
import { oneDecimal, useT } from '../../lib/i18n';

/**
 * Five stars filled to the average, with the count; readable as one sentence by screen readers.
 * The stars are drawn by CSS (`.rating::before` in app.css: five masked stars over a gradient cut
 * at `--stars`), so a product card carries one element and no SVG for them.
 */
export function RatingStars({ average, count, size = 'sm' }: { average: number; count: number; size?: 'sm' | 'md' }) {
  const t = useT();
  const filled = Math.max(0, Math.min(5, average)) * 20;
  return (
    <div
      className={size === 'md' ? 'rating rating-md' : 'rating'}
      aria-label={count > 0 ? t('rating.label', { average: oneDecimal(average, t), count }) : t('rating.none')}
      role="img"
      style={{ '--stars': `${filled}%` } as CSSProperties}
    >
      <span aria-hidden="true">{count > 0 ? `${oneDecimal(average, t)} (${count})` : t('rating.noneShort')}</span>
    </div>
  );
}
