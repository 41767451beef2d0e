import type { ShippingMethod, ShippingOption } from '@shopwright/shared/checkout';
import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

interface ShippingStepProps {
  options: ShippingOption[];
  currency: string;
  value: ShippingMethod | null;
  onChange: (method: ShippingMethod) => void;
  onDone: () => void;
}

/** The methods that deliver to the address, with the prices the server quoted (some may be free). */
export function ShippingStep({ options, currency, value, onChange, onDone }: ShippingStepProps) {
  const t = useT();
  if (options.length === 0) return <Banner message={{ kind: 'error', text: t('tax.noShippingMethod') }} />;
  return (
    <div className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="sr-only">{t('checkout.shippingMethod')}</legend>
        {options.map((o) => (
          <label
            key={o.id}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border p-4 transition-colors duration-150',
              value === o.id ? 'border-brand-600 bg-brand-50' : 'border-line hover:bg-surface',
            )}
          >
            <input
              type="radio"
              name="shipping-method"
              value={o.id}
              checked={value === o.id}
              onChange={() => onChange(o.id)}
              className="accent-brand-600"
            />
            <span className="flex-1">
              <span className="block font-medium">{o.label}</span>
              <span className="block text-sm text-muted">{o.estimate}</span>
            </span>
            <span className="font-medium tabular-nums">{o.free ? t('common.free') : formatMoneyIn(o.price, currency, t.lang)}</span>
          </label>
        ))}
      </fieldset>
      <Button onClick={onDone}>{t('checkout.continueToReview')}</Button>
    </div>
  );
}
