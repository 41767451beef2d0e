import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form-errors';
import { EMPTY_RATE, type RateDraft } from './method-form-values';

const MAX_RATES = 50;
const money = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01, className: 'min-h-11' } as const;
const weight = { type: 'number', inputMode: 'numeric', min: 0, max: 1_000_000, step: 1, className: 'min-h-11' } as const;

interface Props {
  rates: RateDraft[];
  errors: FieldErrors;
  currency: string;
  onChange: (rates: RateDraft[]) => void;
}

/** The method's rate table: a price and optional subtotal and weight limits per row, tried from the top. */
export function RateRowsEditor({ rates, errors, currency, onChange }: Props) {
  const change = (index: number, field: keyof RateDraft, value: string) =>
    onChange(rates.map((r, i) => (i === index ? { ...r, [field]: value } : r)));
  const field = (i: number, name: keyof RateDraft) => ({
    value: rates[i]![name],
    onChange: (e: { target: { value: string } }) => change(i, name, e.target.value),
    error: errors[`rates.${i}.${name}`],
  });
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        Rates are tried from the top: the first whose conditions hold prices the method, and with none the method is not offered. The
        subtotal is that of the goods after discounts; an empty condition has no limit.
      </p>
      {errors.rates && (
        <p role="alert" className="text-sm text-red-600">
          {errors.rates}
        </p>
      )}
      <ol className="space-y-3">
        {rates.map((_, i) => (
          <li key={i}>
            <fieldset className="min-w-0 rounded-lg border border-line p-3">
              <legend className="float-left text-sm font-semibold leading-[2.75rem]">Rate {i + 1}</legend>
              <Button
                variant="ghost"
                size="sm"
                className="float-right min-h-11 min-w-11 px-2 text-red-600"
                aria-label={`Remove rate ${i + 1}`}
                disabled={rates.length === 1}
                onClick={() => onChange(rates.filter((_, j) => j !== i))}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
              <div className="clear-both grid grid-cols-2 items-start gap-3 pt-1 lg:grid-cols-5">
                <div className="col-span-2 lg:col-span-1">
                  <Input label={`Price (${currency})`} {...money} {...field(i, 'price')} />
                </div>
                <Input label={`Min subtotal (${currency})`} placeholder="Any" {...money} {...field(i, 'min_subtotal')} />
                <Input label={`Max subtotal (${currency})`} placeholder="Any" {...money} {...field(i, 'max_subtotal')} />
                <Input label="Min weight (g)" placeholder="Any" {...weight} {...field(i, 'min_weight')} />
                <Input label="Max weight (g)" placeholder="Any" {...weight} {...field(i, 'max_weight')} />
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        className="min-h-11"
        disabled={rates.length >= MAX_RATES}
        onClick={() => onChange([...rates, EMPTY_RATE])}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add rate
      </Button>
    </div>
  );
}
