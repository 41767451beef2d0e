import { Input } from '../../../components/ui/field';
import { RemoveRowButton, RowsEditor } from '../../../components/ui/rows-editor';
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
    <RowsEditor
      rows={rates}
      intro="Rates are tried from the top: the first whose conditions hold prices the method, and with none the method is not offered. The subtotal is that of the goods after discounts; an empty condition has no limit."
      error={errors.rates}
      blank={EMPTY_RATE}
      max={MAX_RATES}
      addLabel="Add rate"
      onChange={onChange}
    >
      {(_, i, remove) => (
        <fieldset className="min-w-0 rounded-lg border border-line p-3">
          <legend className="float-left text-sm font-semibold leading-[2.75rem]">Rate {i + 1}</legend>
          <RemoveRowButton size="sm" className="float-right" label={`Remove rate ${i + 1}`} remove={remove} />
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
      )}
    </RowsEditor>
  );
}
