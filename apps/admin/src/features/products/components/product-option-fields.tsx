import { Plus, Trash2 } from 'lucide-react';
import { PRODUCT_LIMITS as L } from '@shopwright/shared/admin';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form-errors';
import { listError, type ProductFormValues, type SetProductField } from './product-form-values';

interface Props {
  values: ProductFormValues;
  errors: FieldErrors;
  set: SetProductField;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Colours (a name and an optional swatch), sizes and features: what the buy box and the product page list. */
export function ProductOptionFields({ values, errors, set }: Props) {
  const colors = values.colors;
  const setColor = (index: number, change: Partial<{ name: string; hex: string }>) =>
    set(
      'colors',
      colors.map((c, i) => (i === index ? { ...c, ...change } : c)),
    );
  const colorsError = errors.colors;
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-ink">Colours</legend>
        {colors.length === 0 && <p className="mb-2 text-sm text-muted">No colours: shoppers do not choose one.</p>}
        <ul className="space-y-2">
          {colors.map((c, i) => (
            <li key={i} className="grid grid-cols-[minmax(0,1fr)_minmax(0,9rem)_auto] items-start gap-2">
              <Input
                label={<span className="sr-only">Colour {i + 1} name</span>}
                placeholder="Name, e.g. Navy"
                value={c.name}
                maxLength={L.option}
                onChange={(e) => setColor(i, { name: e.target.value })}
                error={errors[`colors.${i}.name`]}
              />
              <div className="relative">
                <Input
                  label={<span className="sr-only">Colour {i + 1} hex value</span>}
                  placeholder="#1a2b3c"
                  className="pl-9 font-mono"
                  value={c.hex}
                  maxLength={7}
                  onChange={(e) => setColor(i, { hex: e.target.value.trim() })}
                  error={errors[`colors.${i}.hex`]}
                />
                <span
                  className="pointer-events-none absolute left-2.5 top-[1.05rem] h-4 w-4 rounded-full border border-line"
                  style={{ background: HEX.test(c.hex) ? c.hex : 'transparent' }}
                  aria-hidden="true"
                />
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="mt-2"
                onClick={() =>
                  set(
                    'colors',
                    colors.filter((_, j) => j !== i),
                  )
                }
                aria-label={`Remove colour ${c.name || i + 1}`}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        {colorsError && <p className="mt-1 text-sm text-red-600">{colorsError}</p>}
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => set('colors', [...colors, { name: '', hex: '' }])}
          disabled={colors.length >= L.colors}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add colour
        </Button>
      </fieldset>
      <Input
        label="Sizes"
        hint="Separate sizes with commas, e.g. S, M, L, XL. Empty: shoppers do not choose one."
        value={values.sizes}
        onChange={(e) => set('sizes', e.target.value)}
        error={listError(errors, 'sizes', (i) => `Size ${i + 1}`)}
      />
      <Textarea
        label="Features"
        hint={`One per line, at most ${L.features} lines of ${L.feature} characters.`}
        rows={4}
        value={values.features}
        onChange={(e) => set('features', e.target.value)}
        error={listError(errors, 'features', (i) => `Line ${i + 1}`)}
      />
    </div>
  );
}
