import { cn } from '../../lib/cn';

const chip = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Colour swatches as a radio group. */
export function ColorPicker({ swatches, value, onChange }: { swatches: Array<{ name: string; hex: string | null }>; value: string | null; onChange: (name: string) => void }) {
  if (swatches.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-medium">
        Colour: <span className="font-normal text-muted">{value ?? 'choose one'}</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2" role="radiogroup" aria-label="Colour">
        {swatches.map((s) => (
          <button
            key={s.name}
            type="button"
            role="radio"
            aria-checked={value === s.name}
            aria-label={s.name}
            title={s.name}
            onClick={() => onChange(s.name)}
            className={cn('h-9 w-9 rounded-full border-2 p-0.5', chip, value === s.name ? 'border-brand-600' : 'border-line')}
          >
            <span className="block h-full w-full rounded-full border border-black/10" style={{ backgroundColor: s.hex ?? '#e5e7eb' }} />
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Size pills as a radio group. */
export function SizePicker({ sizes, value, onChange, error }: { sizes: string[]; value: string | null; onChange: (size: string) => void; error?: string }) {
  if (sizes.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-medium">Size</legend>
      <div className="mt-2 flex flex-wrap gap-2" role="radiogroup" aria-label="Size">
        {sizes.map((size) => (
          <button
            key={size}
            type="button"
            role="radio"
            aria-checked={value === size}
            onClick={() => onChange(size)}
            className={cn('min-w-12 rounded-full border px-3 py-1.5 text-sm font-medium', chip, value === size ? 'border-brand-600 bg-brand-600 text-white' : 'border-line hover:border-gray-400')}
          >
            {size}
          </button>
        ))}
      </div>
      {error && (
        <p className="mt-1 text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
