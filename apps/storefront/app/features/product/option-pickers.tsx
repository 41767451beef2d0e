import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

const chip = 'focus-visible:outline-offset-2';

/**
 * Colour swatches as a radio group. A colour sold out in every size looks crossed out but stays
 * selectable, so the shopper can ask to be told when it is back.
 */
export function ColorPicker({
  swatches,
  value,
  onChange,
  soldOut,
}: {
  swatches: Array<{ name: string; hex: string | null }>;
  value: string | null;
  onChange: (name: string) => void;
  soldOut: (name: string) => boolean;
}) {
  const t = useT();
  if (swatches.length === 0) return null;
  const chosenSoldOut = value !== null && soldOut(value);
  return (
    <fieldset>
      <legend className="text-sm font-medium">
        {t('product.colour')}{' '}
        <span className="font-normal text-muted">
          {value ? (chosenSoldOut ? t('product.soldOutParen', { name: value }) : value) : t('product.chooseOne')}
        </span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2" role="radiogroup" aria-label={t('product.colourLabel')}>
        {swatches.map((s) => {
          const out = soldOut(s.name);
          return (
            <button
              key={s.name}
              type="button"
              role="radio"
              aria-checked={value === s.name}
              aria-label={out ? `${s.name}${t('product.soldOutSuffix')}` : s.name}
              title={out ? t('product.soldOutParen', { name: s.name }) : s.name}
              onClick={() => onChange(s.name)}
              className={cn('relative h-11 w-11 rounded-full border-2 p-1', chip, value === s.name ? 'border-brand-600' : 'border-line')}
            >
              <span
                className={cn('block h-full w-full rounded-full border border-black/10', out && 'opacity-40')}
                style={{ backgroundColor: s.hex ?? '#e5e7eb' }}
              />
              {out && (
                <span
                  aria-hidden="true"
                  className="absolute left-1/2 top-1/2 h-0.5 w-9 -translate-x-1/2 -translate-y-1/2 -rotate-45 rounded bg-gray-500"
                />
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Size pills as a radio group; sizes sold out in the chosen colour look crossed out but stay selectable. */
export function SizePicker({
  sizes,
  value,
  onChange,
  soldOut,
  error,
}: {
  sizes: string[];
  value: string | null;
  onChange: (size: string) => void;
  soldOut: (size: string) => boolean;
  error?: string;
}) {
  const t = useT();
  if (sizes.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-medium">{t('product.size')}</legend>
      <div className="mt-2 flex flex-wrap gap-2" role="radiogroup" aria-label={t('product.size')}>
        {sizes.map((size) => {
          const out = soldOut(size);
          const chosen = value === size;
          return (
            <button
              key={size}
              type="button"
              role="radio"
              aria-checked={chosen}
              aria-label={out ? `${size}${t('product.soldOutSuffix')}` : undefined}
              onClick={() => onChange(size)}
              className={cn(
                'min-h-11 min-w-12 rounded-full border px-4 text-sm font-medium',
                chip,
                chosen && !out && 'border-brand-600 bg-brand-600 text-white',
                chosen && out && 'border-brand-600 bg-surface text-muted line-through ring-1 ring-brand-600',
                !chosen && out && 'border-dashed border-gray-300 text-muted line-through hover:border-gray-400',
                !chosen && !out && 'border-line hover:border-gray-400',
              )}
            >
              {size}
            </button>
          );
        })}
      </div>
      {error && (
        <p className="mt-1 text-sm text-red-600" role="alert">
          {t.text(error)}
        </p>
      )}
    </fieldset>
  );
}
