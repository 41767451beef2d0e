import type { CrossBorderPrices } from '@shopwright/shared/tax';
import { cn } from '../../../lib/cn';

const CHOICES: Array<{ value: CrossBorderPrices; label: string; hint: string }> = [
  {
    value: 'same_gross',
    label: 'Same price everywhere',
    hint: 'Shoppers pay the price you entered wherever they are; the tax included is their country’s.',
  },
  {
    value: 'same_net',
    label: 'Same price before tax',
    hint: 'Your price without the default destination’s tax stays the same; the shopper’s country’s tax is added to it.',
  },
];

/** How tax-inclusive prices travel to other tax rates (`cross_border_prices`); meaningless when prices exclude tax. */
export function CrossBorderChoice({
  value,
  disabled,
  onChange,
}: {
  value: CrossBorderPrices;
  disabled: boolean;
  onChange: (value: CrossBorderPrices) => void;
}) {
  return (
    <fieldset className="min-w-0" aria-describedby="cross-border-hint">
      <legend className="text-sm font-semibold text-ink">Selling at other tax rates</legend>
      <p id="cross-border-hint" className="mb-1 text-xs text-muted">
        {disabled
          ? 'Only used when prices include tax.'
          : 'What a shopper pays where the tax rate differs from the default destination’s. Where no rate applies, shoppers pay the price before tax.'}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {CHOICES.map((c) => (
          <label
            key={c.value}
            className={cn(
              'flex min-h-11 items-start gap-3 rounded-lg border p-3 text-sm',
              value === c.value && !disabled ? 'border-brand-600 bg-brand-50/50' : 'border-line',
              disabled ? 'cursor-not-allowed text-muted' : 'cursor-pointer',
            )}
          >
            <input
              type="radio"
              name="cross_border_prices"
              className="mt-0.5 h-4 w-4 accent-brand-600"
              value={c.value}
              checked={value === c.value}
              disabled={disabled}
              onChange={() => onChange(c.value)}
            />
            <span>
              <span className="block font-medium">{c.label}</span>
              <span className="block text-xs text-muted">{c.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
