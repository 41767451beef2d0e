import { Minus, Plus } from 'lucide';
import { Icon } from './icon';
import { useT } from '../../lib/i18n';

/** A quantity control bounded by 1 and the stock. */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  disabled,
}: {
  value: number;
  max: number;
  onChange: (next: number) => void;
  label: string;
  disabled?: boolean;
}) {
  const t = useT();
  const button = 'flex h-11 w-11 items-center justify-center text-ink hover:bg-surface disabled:cursor-not-allowed disabled:text-gray-300';
  return (
    <div className="inline-flex items-center rounded-lg border border-line" role="group" aria-label={label}>
      <button
        type="button"
        className={`${button} rounded-l-lg`}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= 1}
        aria-label={t('common.decreaseQuantity')}
      >
        <Icon node={Minus} className="h-4 w-4" />
      </button>
      <span className="min-w-10 text-center text-sm font-medium tabular-nums" aria-live="polite">
        {value}
      </span>
      <button
        type="button"
        className={`${button} rounded-r-lg`}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        aria-label={t('common.increaseQuantity')}
      >
        <Icon node={Plus} className="h-4 w-4" />
      </button>
    </div>
  );
}
